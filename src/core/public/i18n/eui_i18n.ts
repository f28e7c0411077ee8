import type { I18nShape } from '@elastic/eui/src/components/context/context';
import { DEFAULT_LOCALE } from '../../common/i18n';
import type { Translations } from '../../common/i18n';

/** EUI's tokens are their own ids (`euiTablePagination.rowsPerPage`), in each locale's `eui.json`. */
const EUI_TOKEN = /^eui[A-Z]/;

/**
 * What EUI reads for its own strings, numbers and dates in the loaded locale: its tokens' texts
 * from the locale's messages, and Intl's formats. English passes nothing, so EUI stays as it ships.
 */
export function euiI18nFor({ locale, messages }: Translations): I18nShape {
  if (locale === DEFAULT_LOCALE) return {};
  const mapping: Record<string, string> = {};
  for (const [id, message] of Object.entries(messages)) if (EUI_TOKEN.test(id)) mapping[id] = message;
  const numbers = new Intl.NumberFormat(locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    mapping,
    locale,
    formatNumber: (value: number) => numbers.format(value),
    formatDateTime: (value: Date) => dates.format(value),
  };
}
