import { IntlMessageFormat } from 'intl-messageformat';

/**
 * ICU messages (plurals, select, numbers, dates) through formatjs's intl-messageformat, each
 * message parsed once per locale. A message that does not parse (a broken translation) falls
 * back to `fallback` (its English), never to an exception in the page.
 */
const formats = new Map<string, IntlMessageFormat | null>();

/** Texts without any `{`: most labels. They skip parsing entirely. */
const PLAIN = /^[^{}]*$/;

function compiled(locale: string, message: string): IntlMessageFormat | null {
  const key = `${locale}\u0000${message}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    } catch {
      format = null;
    }
    formats.set(key, format);
  }
  return format;
}

/** The message with its values in, as parts: strings and whatever non-string values were given. */
export function formatMessageParts<V>(
  locale: string,
  message: string,
  values: Record<string, V> | undefined,
  fallback?: string
): Array<string | V> {
  if (PLAIN.test(message) && !message.includes("'")) return [message];
  const format = compiled(locale, message);
  if (!format) {
    return fallback !== undefined && fallback !== message ? formatMessageParts(locale, fallback, values) : [message];
  }
  try {
    const result = format.format<V>(values as never);
    return Array.isArray(result) ? (result as Array<string | V>) : [result as string];
  } catch {
    // A value missing or of the wrong kind: the values given go in, the others stay visible as {name}.
    return [fillSimplePlaceholders(message, values)];
  }
}

const SIMPLE_PLACEHOLDER = /\{\s*([A-Za-z0-9_$.-]+)\s*\}/g;

function fillSimplePlaceholders(message: string, values: Record<string, unknown> | undefined): string {
  return message.replace(SIMPLE_PLACEHOLDER, (match, name: string) =>
    values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match
  );
}

/** The message with its values in, as one string. */
export function formatMessage(
  locale: string,
  message: string,
  values?: Record<string, unknown>,
  fallback?: string
): string {
  return formatMessageParts(locale, message, values, fallback)
    .map((part) => String(part ?? ''))
    .join('');
}
