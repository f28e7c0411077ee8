/**
 * Messages with their values in. A message whose only placeholders are `{name}`s is filled here;
 * one with ICU syntax (plurals, select, numbers, dates, quoting) goes through formatjs's
 * intl-messageformat, which whoever runs this code registers (the server and light pages at once,
 * the shell when a page needs it: src/core/public/i18n/icu_formatter.ts), each message parsed once
 * per locale. A message that does not parse (a broken translation) falls back to `fallback`, its
 * English, never to an exception in the page.
 */

/** What the code needs of intl-messageformat's IntlMessageFormat. */
export interface IcuMessageFormat {
  format<T>(values?: Record<string, unknown>): string | T | Array<string | T>;
}
export type IcuMessageFormatClass = new (
  message: string,
  locale: string,
  formats?: undefined,
  options?: { ignoreTag?: boolean }
) => IcuMessageFormat;

let Icu: IcuMessageFormatClass | undefined;
let whenMissing: (() => void) | undefined;
const formats = new Map<string, IcuMessageFormat | null>();

export function registerIcuFormatter(formatter: IcuMessageFormatClass): void {
  Icu = formatter;
  formats.clear();
}

/** Called when an ICU message is formatted before the formatter is registered (it then loads it). */
export function onIcuFormatterMissing(listener: () => void): void {
  whenMissing = listener;
}

const PLACEHOLDER = /\{\s*([A-Za-z0-9_$.-]+)\s*\}/g;

/** Only `{name}` placeholders, no quoting: what intl-messageformat would print, without it. */
export function isSimpleMessage(message: string): boolean {
  return !/'[{}#|']/.test(message) && !/[{}]/.test(message.replace(PLACEHOLDER, ''));
}

/** A simple message's parts: as intl-messageformat fills `{name}` (a value not given stays visible). */
function simpleParts<V>(message: string, values: Record<string, V> | undefined): Array<string | V> {
  const parts: Array<string | V> = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    parts.push(message.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1];
    if (!values || !Object.prototype.hasOwnProperty.call(values, name)) {
      parts.push(match[0]);
      continue;
    }
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
    else if (value === null || value === undefined || value === (false as unknown)) parts.push('');
    else parts.push(value);
  }
  parts.push(message.slice(last));
  return parts.filter((part) => part !== '');
}

function compiled(locale: string, message: string): IcuMessageFormat | null {
  const key = `${locale}\u0000${message}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Icu!(message, locale, undefined, { ignoreTag: true });
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
  if (isSimpleMessage(message)) return simpleParts(message, values);
  if (!Icu) {
    whenMissing?.();
    return simpleParts(message, values);
  }
  const format = compiled(locale, message);
  if (!format) {
    return fallback !== undefined && fallback !== message ? formatMessageParts(locale, fallback, values) : [message];
  }
  try {
    const result = format.format<V>(values);
    return Array.isArray(result) ? (result as Array<string | V>) : [result as string];
  } catch {
    // A value missing or of the wrong kind: the values given go in, the others stay visible as {name}.
    return simpleParts(message.replace(/'([{}])/g, '$1'), values);
  }
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
