import type { TranslateArguments, Translations } from './types';

export const DEFAULT_LOCALE = 'en';

// Module-level on purpose: any module can call i18n.translate without a handle on the service.
let current: Translations = { locale: DEFAULT_LOCALE, messages: {} };

const PLACEHOLDER = /\{\s*([A-Za-z0-9_$.-]+)\s*\}/g;

function format(message: string, values: TranslateArguments['values']): string {
  if (!values) return message;
  return message.replace(PLACEHOLDER, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match
  );
}

export const i18n = {
  /** The loaded message for id, else defaultMessage, with each {name} replaced from values. */
  translate(id: string, { defaultMessage, values }: TranslateArguments): string {
    const loaded = Object.prototype.hasOwnProperty.call(current.messages, id) ? current.messages[id] : undefined;
    return format(typeof loaded === 'string' ? loaded : defaultMessage, values);
  },
  getLocale(): string {
    return current.locale;
  },
};

/** For I18nService only: replaces the translations every later translate call reads. */
export function setTranslations(translations: Translations) {
  current = { locale: translations.locale, messages: { ...translations.messages } };
}

export function resetTranslations() {
  current = { locale: DEFAULT_LOCALE, messages: {} };
}
