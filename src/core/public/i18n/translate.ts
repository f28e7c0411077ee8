import { createTranslator, DEFAULT_LOCALE } from '../../common/i18n';
import type { MessageDescriptor, MessageValue, TranslateArguments, Translations, Translator } from '../../common/i18n';

export { DEFAULT_LOCALE };

// Module-level on purpose: any module can call i18n.translate without a handle on the service.
// Call it when rendering, never at a module's top level: that runs before the locale is loaded.
let loaded: Translations = { locale: DEFAULT_LOCALE, messages: {} };
let current: Translator = createTranslator(loaded);

/** The loaded locale's message for id (else defaultMessage), formatted as ICU with values. */
function translate(id: string, args: TranslateArguments): string;
/** The same for a message of a feature's catalog (`messages.json`). */
function translate(message: MessageDescriptor, values?: Record<string, MessageValue>): string;
function translate(
  idOrMessage: string | MessageDescriptor,
  argsOrValues?: TranslateArguments | Record<string, MessageValue>
): string {
  if (typeof idOrMessage === 'string') return current.translate(idOrMessage, argsOrValues as TranslateArguments);
  const { id, defaultMessage } = idOrMessage;
  return current.translate(id, { defaultMessage, values: argsOrValues as Record<string, MessageValue> | undefined });
}

export const i18n = {
  translate,
  getLocale(): string {
    return current.locale;
  },
};

/** For FormattedMessage: the translator every later render reads. */
export function currentTranslator(): Translator {
  return current;
}

/** For I18nService only: replaces the translations every later translate call reads. */
export function setTranslations(translations: Translations) {
  loaded = { locale: translations.locale, messages: { ...translations.messages } };
  current = createTranslator(loaded);
}

/** For the message groups: more messages of the loaded locale, beside those already there. */
export function addMessages(messages: Record<string, string>) {
  setTranslations({ locale: loaded.locale, messages: { ...loaded.messages, ...messages } });
}

export function resetTranslations() {
  setTranslations({ locale: DEFAULT_LOCALE, messages: {} });
}
