/**
 * The server's validation refusals as the forms show them (issue 44.2): each at its field, in
 * words, once. The server names a field with a schema prefix (`[password] is too weak; [name]
 * …`); the prefix decides where the message goes and is not shown.
 */
import { fetchErrorMessage } from '../../../../../../core/public';
import { GENERIC_ERROR_TEXT } from './toasts';

export interface ServerErrors {
  /** Messages by field (the prefix's first part: `index_permissions` for `[index_permissions.0.x]`). */
  fields: Record<string, string>;
  /** What belongs to no field of the form: shown once, above it. */
  general?: string;
}

// The field path may hold indexes in brackets of its own: `[index_permissions[0].dls]`.
const PREFIXED = /^\s*\[((?:[^[\]]|\[\d+\])+)\]\s*:?\s*(.*)$/s;

/** The message with its first letter in upper case and a full stop, as a sentence under a field. */
function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const upper = trimmed[0].toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(upper) ? upper : `${upper}.`;
}

/** A schema path in words: `index_permissions[0].dls` → "Index permissions 1 dls". */
function fieldWords(path: string): string {
  const words = path
    .replace(/\[(\d+)\]|\.(\d+)(?=\.|$)/g, (_m, a?: string, b?: string) => ` ${Number(a ?? b) + 1}`)
    .replace(/[._]+/g, ' ')
    .trim();
  return words[0].toUpperCase() + words.slice(1);
}

/**
 * Splits a refusal into field messages (for the fields the form has: `known`) and one general
 * message (everything else, prefixes stripped). Parts are separated by "; " as the server joins them.
 */
export function splitServerErrors(error: unknown, known: readonly string[]): ServerErrors {
  const message = fetchErrorMessage(error);
  if (!message) return { fields: {}, general: GENERIC_ERROR_TEXT };
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const part of message.split(/;\s+(?=\[)/)) {
    const match = PREFIXED.exec(part);
    const field = match?.[1].split(/[.[]/)[0];
    const text = sentence(match ? match[2] : part);
    if (field && known.includes(field)) fields[field] = fields[field] ? `${fields[field]} ${text}` : text;
    // Not a field of this form: the field is named in words, never as a schema path.
    else general.push(match ? sentence(`${fieldWords(match[1])}: ${match[2]}`) : text);
  }
  return { fields, general: general.length ? general.join(' ') : undefined };
}
