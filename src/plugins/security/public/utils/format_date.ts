import moment from 'moment';
import { formatDate as formatWithSettings } from '../../../../core/public';

/**
 * A date and time as every page of the product shows it (the `dateFormat` and `dateFormat:tz`
 * settings), rather than the browser's locale format. Importing moment here is what loads it.
 */
export function formatDate(value: string | number | Date): string {
  return formatWithSettings(moment, value);
}
