import { dateSettings } from './date_settings';

/** OSD's default of `dateFormat`, used until the settings are read and for a blank value. */
export const DEFAULT_DATE_FORMAT = 'MMM D, YYYY @ HH:mm:ss.SSS';

/** What formatDate needs of moment: the importer's `moment`, whichever package types it came with. */
export type MomentLike = (value: string | number | Date) => { isValid(): boolean; format(format: string): string };

/**
 * An absolute date as every page shows it: the `dateFormat` setting, in the `dateFormat:tz` zone.
 * The caller hands in its `moment` import: that import is what loads moment's chunk (and attaches
 * the settings to it), which the shell itself must not do. Not a date: the value as it came.
 */
export function formatDate(moment: MomentLike, value: string | number | Date): string {
  const time = moment(value);
  const format = dateSettings.format;
  return time.isValid()
    ? time.format(typeof format === 'string' && format.trim() ? format : DEFAULT_DATE_FORMAT)
    : String(value);
}
