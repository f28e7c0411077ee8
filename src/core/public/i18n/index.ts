export { i18n } from './translate';
export { translatedLabels } from './translated_labels';
export { I18nService } from './i18n_service';
export type { I18nStartDeps } from './i18n_service';
export { I18nProvider, useI18nLocale } from './ui/i18n_provider';
export { FormattedMessage } from './ui/formatted_message';
export type { FormattedMessageProps } from './ui/formatted_message';
export type { I18nStart, MessageDescriptor, MessageValue, TranslateArguments, Translations } from './types';
