/**
 * How the audit and history tables show a time. Its own module: the history tables (on the
 * tenants, roles and users pages) import it without pulling in the audit events page and its date
 * picker (which brings a 620 KB syntax highlighter through EuiCode).
 */
import { displayText } from '../../../utils/display';
import { formatDate } from '../../../../../utils/format_date';

/** The product's date format for reading; the exact UTC instant is kept in the element's dateTime. */
export function formatTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? displayText(timestamp) : formatDate(timestamp);
}
