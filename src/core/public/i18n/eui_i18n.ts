import type { I18nShape } from '@elastic/eui/src/components/context/context';
import { DEFAULT_LOCALE, formatMessage, isSimpleMessage } from '../../common/i18n';
import type { Translations } from '../../common/i18n';

/** EUI's tokens are their own ids (`euiTablePagination.rowsPerPage`), in each locale's `eui.json`. */
const EUI_TOKEN = /^eui[A-Z]/;

/**
 * What EUI reads for its own strings, numbers and dates in the loaded locale: its tokens' texts
 * from the locale's messages (a function for an ICU one), and Intl's formats. English passes nothing, so EUI stays as it ships.
 */
export function euiI18nFor({ locale, messages }: Translations): I18nShape {
  if (locale === DEFAULT_LOCALE) return {};
  const mapping: NonNullable<I18nShape['mapping']> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (!EUI_TOKEN.test(id)) continue;
    // A token whose default is a function (plurals: "Last 24 hours") gets one, EUI calls it with
    // its values; EUI fills a plain string's {name}s itself.
    mapping[id] = isSimpleMessage(message)
      ? message
      : (values: object) => formatMessage(locale, message, values as Record<string, unknown>);
  }
  const numbers = new Intl.NumberFormat(locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    mapping,
    locale,
    formatNumber: (value: number) => numbers.format(value),
    formatDateTime: (value: Date) => dates.format(value),
  };
}
