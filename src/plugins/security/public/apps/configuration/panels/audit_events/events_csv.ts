/**
 * The filtered audit events as CSV (RFC 4180). A cell a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`, tab or carriage return first) gets a leading apostrophe: a user name tried
 * at the login form is attacker-chosen text.
 */
import type { AuditEvent } from '../../../../../common/audit';

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
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function eventsCsv(events: AuditEvent[]): string {
  const rows = events.map((e) =>
    [e.timestamp, e.category, e.user, e.remote_address, e.details.auth_type, e.method, e.path, e.details]
      .map(csvCell)
      .join(',')
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
