/**
 * The server's ICU formatter (light pages' texts, plurals in answers). It is registered at start
 * but intl-messageformat and its parser (about 0.7 MB of heap) are required on the first message
 * that has ICU syntax: most messages are plain text or `{name}`s and never need them
 * (format_message.ts), and a default start formats none. The require is synchronous, so the first
 * ICU message is formatted exactly as every later one.
 */
import type { IntlMessageFormat as IntlMessageFormatClass } from 'intl-messageformat';
import { registerIcuFormatter, type IcuMessageFormat, type IcuMessageFormatClass } from '../common/i18n';

let Loaded: typeof IntlMessageFormatClass | undefined;

function intlMessageFormat(): typeof IntlMessageFormatClass {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on the first ICU message alone
  Loaded ??= (require('intl-messageformat') as { IntlMessageFormat: typeof IntlMessageFormatClass }).IntlMessageFormat;
  return Loaded;
}

/** Constructs intl-messageformat's own formatter (a constructor's returned object is what `new` gives). */
export const LazyIcuFormatter = function LazyIcuFormatter(
  message: string,
  locale: string,
  formats?: undefined,
  options?: { ignoreTag?: boolean }
): IcuMessageFormat {
  const Icu = intlMessageFormat();
  // Its format() is typed for React-like values; the shape format_message.ts calls is the same.
  return new Icu(message, locale, formats, options) as unknown as IcuMessageFormat;
} as unknown as IcuMessageFormatClass;

/** Whether intl-messageformat has been required (for the tests). */
export function icuFormatterLoaded(): boolean {
  return Loaded !== undefined;
}

registerIcuFormatter(LazyIcuFormatter);
