import moment from 'moment-timezone';

export const TIMEZONE_SETTING = 'dateFormat:tz';
export const START_OF_WEEK_SETTING = 'dateFormat:dow';

/**
 * A zone name moment-timezone knows becomes the default zone of every new moment; anything
 * else ('Browser', an unknown or stale name) falls back to the browser's own zone.
 */
export function applyTimezone(value: unknown): void {
  if (typeof value === 'string' && value !== '' && moment.tz.zone(value)) {
    moment.tz.setDefault(value);
  } else {
    moment.tz.setDefault();
  }
}

/** The first day of week of the active locale, before any setting changed it. */
export function currentStartOfWeek(): number {
  return moment.localeData().firstDayOfWeek();
}

export function setStartOfWeek(dow: number): void {
  moment.updateLocale(moment.locale(), { week: { dow } });
}

/**
 * A day name of the active locale (as moment.weekdays() lists them) becomes the first day of
 * the week; an unknown name restores `fallbackDow` so a typo cannot leave a stale choice.
 */
export function applyStartOfWeek(value: unknown, fallbackDow: number): void {
  const dow = typeof value === 'string' ? moment.weekdays().indexOf(value) : -1;
  setStartOfWeek(dow >= 0 ? dow : fallbackDow);
}
