import '../icu_formatter';
import type { MessageValue, TranslateArguments, Translator } from '../../common/i18n';
import type { LocalizedMessage, ServerText } from './types';

/** The server's side of `i18n`: texts defined now, translated when a request reads them. */
export const i18n = {
  /**
   * A message to translate later (`localize(translator, text)`); ids and English as in
   * `i18n.translate`, written out literally so the check extracts them.
   */
  defineMessage(
    id: string,
    { defaultMessage, values }: TranslateArguments<MessageValue | LocalizedMessage>
  ): LocalizedMessage {
    return values ? { id, defaultMessage, values } : { id, defaultMessage };
  },
};

export function isLocalizedMessage(value: unknown): value is LocalizedMessage {
  const candidate = value as Partial<LocalizedMessage> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.defaultMessage === 'string'
  );
}

/** The text in the translator's locale: a string as it is, a message translated with its values in. */
export function localize(translator: Translator, text: ServerText): string {
  if (typeof text === 'string') return text;
  const values: Record<string, MessageValue> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) {
    values[name] = isLocalizedMessage(value) ? localize(translator, value) : value;
  }
  return translator.translate(text.id, { defaultMessage: text.defaultMessage, values });
}
