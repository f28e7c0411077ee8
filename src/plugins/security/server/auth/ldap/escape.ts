/**
 * What a user typed never changes the meaning of a filter or a DN: values are escaped before they
 * are placed in a search filter (RFC 4515) or in a distinguished name (RFC 4514).
 */

/**
 * RFC 4515: `*`, `(`, `)`, `\` and NUL as `\xx`; control characters too. Characters outside ASCII
 * stay as they are (RFC 4515 allows UTF-8 in a value, and they cannot end a value or open a
 * filter): ldapts turns each `\xx` of a multi-byte character into a character of its own, so
 * `\c3\bc` would reach the directory as "Ã¼", not "ü". On the wire both spellings are the same UTF-8 bytes.
 */
export function escapeFilterValue(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    out += code < 0x20 || code === 0x7f || '*()\\'.includes(char) ? `\\${code.toString(16).padStart(2, '0')}` : char;
  }
  return out;
}

/** RFC 4514: `"+,;<>\` and NUL escaped, a leading `#` or space and a trailing space too. */
export function escapeDnValue(value: string): string {
  let out = '';
  const chars = [...value];
  chars.forEach((char, index) => {
    if (char === '\0') out += '\\00';
    else if ('"+,;<>\\='.includes(char)) out += `\\${char}`;
    else if ((index === 0 && (char === '#' || char === ' ')) || (index === chars.length - 1 && char === ' '))
      out += `\\${char}`;
    else out += char;
  });
  return out;
}

/**
 * OpenSearch's `{0}`, `{1}`, `{2}` placeholders in `usersearch` / `rolesearch`, each value filter
 * escaped. A placeholder without a value matches nothing rather than everything.
 */
export function formatFilter(template: string, values: readonly (string | undefined)[]): string {
  return template.replace(/\{(\d)\}/g, (whole, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? '\\00' : escapeFilterValue(value);
  });
}
