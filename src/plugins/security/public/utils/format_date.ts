import moment from 'moment';
import { formatDate as formatWithSettings, i18n } from '../../../../core/public';

/**
 * A date and time as every page of the product shows it (the `dateFormat` and `dateFormat:tz`
 * settings), rather than the browser's locale format. Importing moment here is what loads it.
 */
export function formatDate(value: string | number | Date): string {
  return formatWithSettings(moment, value);
}

/** A time that may never have happened (a key never used, a token that never expires). */
export function formatDateOrNever(value: string | null): string {
  return value ? formatDate(value) : i18n.translate('security.common.date.never', { defaultMessage: 'Never' });
}
