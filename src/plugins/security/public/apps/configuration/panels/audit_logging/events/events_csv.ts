/**
 * The filtered audit events as CSV (RFC 4180). A user name tried at the login form is
 * attacker-chosen text, so no cell may reach a spreadsheet as a formula: a cell whose first
 * visible character is `=`, `+`, `-` or `@` (after any whitespace, control or invisible format
 * characters, which spreadsheets skip: ` =1`, a no-break or ideographic space, `\n=`), or that
 * starts with a tab or carriage return, gets a leading apostrophe. Every cell holding a separator a
 * spreadsheet may split on (`,`, `;`, tab), a quote or a line break is quoted.
 */
import type { AuditEvent } from '../../../../../../common/audit';

const LEADING_INVISIBLE = /^[\s\p{Z}\p{Cc}\p{Cf}]*/u;
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;
// Line breaks beyond CR and LF too: tools that read the file line by line split on them.
const NEEDS_QUOTES = /[",;\t\r\n\v\f\u0085\u2028\u2029]/;

export const CSV_COLUMNS = [
  'timestamp',
  'category',
  'user',
  'remote_address',
  'auth_type',
  'method',
  'path',
  'details',
];

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const visible = text.replace(LEADING_INVISIBLE, '');
  if (FORMULA_START.test(visible) || /^[\t\r]/.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function eventsCsv(events: AuditEvent[]): string {
  const rows = events.map((e) =>
    [e.timestamp, e.category, e.user, e.remote_address, e.details.auth_type, e.method, e.path, e.details]
      .map(csvCell)
      .join(',')
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
