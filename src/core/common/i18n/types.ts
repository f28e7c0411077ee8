/** A value a message's placeholder takes: `{count, plural, …}`, `{name}`, `{when, date}`. */
export type MessageValue = string | number | boolean | Date | null | undefined;

export interface TranslateArguments<V = MessageValue> {
  /** The English text, an ICU message: the source every locale translates. */
  defaultMessage: string;
  values?: Record<string, V>;
  /** For translators: where the text appears and what it means. Never shown. */
  description?: string;
}

/**
 * A message named once in its feature folder's catalog (`messages.json`, as formatjs extracts them:
 * the id, the English, a note for translators) and passed whole where it is drawn:
 * `i18n.translate(messages.rolesTitle)`, `<FormattedMessage {...messages.selected} values={…} />`.
 */
export interface MessageDescriptor {
  id: string;
  /** The English text, an ICU message. */
  defaultMessage: string;
  /** For translators: where the text appears and what it means. Never shown. */
  description?: string;
}

/** One locale's messages as the server serves them (`/translations/<locale>.json`). */
export interface Translations {
  locale: string;
  messages: Record<string, string>;
}

/** Turns a message id into the locale's text (or the English default when the locale lacks it). */
export interface Translator {
  readonly locale: string;
  translate(id: string, args: TranslateArguments): string;
  /** The locale's own message for id, unformatted; undefined where it has none. */
  message(id: string): string | undefined;
}
