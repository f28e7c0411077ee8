export type { MessageDescriptor, MessageValue, TranslateArguments, Translations, Translator } from './types';
export { DEFAULT_LOCALE, PSEUDO_LOCALE, SHIPPED_LOCALES, isShippedLocale, shippedLocale } from './locales';
export type { ShippedLocale } from './locales';
export {
  formatMessage,
  formatMessageParts,
  isSimpleMessage,
  onIcuFormatterMissing,
  registerIcuFormatter,
} from './format_message';
export type { IcuMessageFormat, IcuMessageFormatClass } from './format_message';
export { createTranslator } from './translator';
