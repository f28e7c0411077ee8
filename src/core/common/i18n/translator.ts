import { formatMessage } from './format_message';
import type { TranslateArguments, Translations, Translator } from './types';

/** A translator over one locale's messages: the locale's text for an id, else the English default. */
export function createTranslator(translations: Translations): Translator {
  const { locale, messages } = translations;
  const message = (id: string): string | undefined => {
    const own = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
    return typeof own === 'string' ? own : undefined;
  };
  return {
    locale,
    message,
    translate(id: string, { defaultMessage, values }: TranslateArguments): string {
      const own = message(id);
      return own === undefined
        ? formatMessage(locale, defaultMessage, values)
        : formatMessage(locale, own, values, defaultMessage);
    },
  };
}
