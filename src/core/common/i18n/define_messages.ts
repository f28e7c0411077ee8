/**
 * A feature's messages, written once in its folder's `messages.ts` (formatjs's `defineMessages`):
 * each entry is the id, the English and a note for translators, so a call site names the message in
 * one line (`i18n.translate(messages.title)`, `<FormattedMessage {...messages.count} values={…} />`)
 * and `npm run i18n:check` reads the ids and texts here, written out literally.
 */
export interface MessageDescriptor {
  id: string;
  /** The English text, an ICU message. */
  defaultMessage: string;
  /** For translators: where the text appears and what it means. Never shown. */
  description?: string;
}

/** Returns its argument: it types the entries and marks them for the extraction. */
export function defineMessages<K extends string>(
  messages: Record<K, MessageDescriptor>
): Record<K, MessageDescriptor> {
  return messages;
}
