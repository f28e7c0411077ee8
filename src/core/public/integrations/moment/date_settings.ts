import type momentTimezone from 'moment-timezone';

type Moment = typeof momentTimezone;

export const TIMEZONE_SETTING = 'dateFormat:tz';
export const START_OF_WEEK_SETTING = 'dateFormat:dow';
export const DATE_FORMAT_SETTING = 'dateFormat';

/**
 * The date settings (SPEC section 4, "Live UI settings"), held until moment arrives. moment with
 * moment-timezone's zones is a chunk of its own that only the apps showing dates fetch: webpack
 * hands every importer of moment `moment_with_settings.js`, which attaches moment here before the
 * importer's code runs, so no date is formatted before the settings are in place.
 */
export class DateSettings {
  private moment?: Moment;
  /** The active locale's own first day of the week, before any setting changed it. */
  private localeStartOfWeek = 0;
  private timezone: unknown;
  private startOfWeek: unknown;
  private startOfWeekChanged = false;
  /** moment's name of the page's locale, once its data is loaded (moment_locale.ts). */
  private localeName?: string;
  /** The `dateFormat` setting as read; formatDate (a lazy chunk) checks it, the shell stays small. */
  format: unknown;

  /** Called once moment arrives (whenAttached). */
  private readonly waiting: Array<() => void> = [];

  attach(moment: Moment): void {
    if (this.moment === moment) return;
    this.moment = moment;
    for (const listener of this.waiting.splice(0)) listener();
    if (this.localeName) moment.locale(this.localeName);
    this.localeStartOfWeek = moment.localeData().firstDayOfWeek();
    this.applyTimezone();
    if (this.startOfWeek !== undefined) this.applyStartOfWeek();
  }

  /** Runs `listener` once moment is in the page (at once when it is): what needs moment, without fetching it. */
  whenAttached(listener: () => void): void {
    if (this.moment) listener();
    else this.waiting.push(listener);
  }

  /** The page's locale, its data loaded into moment: month names, formats and its own first day of the week. */
  useLocale(name: string): void {
    this.localeName = name;
    const moment = this.moment;
    if (!moment) return;
    moment.locale(name);
    this.localeStartOfWeek = moment.localeData().firstDayOfWeek();
    if (this.startOfWeek !== undefined) this.applyStartOfWeek();
  }

  setTimezone(value: unknown): void {
    this.timezone = value;
    this.applyTimezone();
  }

  setStartOfWeek(value: unknown): void {
    this.startOfWeek = value;
    this.applyStartOfWeek();
  }

  setFormat(value: unknown): void {
    this.format = value;
  }

  /** Back to the browser's zone and the locale's own week, as before any setting was read. */
  reset(): void {
    this.timezone = undefined;
    this.applyTimezone();
    this.startOfWeek = undefined;
    if (this.startOfWeekChanged) this.applyStartOfWeek();
    this.startOfWeekChanged = false;
    this.format = undefined;
  }

  /**
   * A zone name moment-timezone knows becomes the default zone of every new moment; anything
   * else ('Browser', an unknown or stale name) falls back to the browser's own zone.
   */
  private applyTimezone(): void {
    const moment = this.moment;
    if (!moment) return;
    const zone = this.timezone;
    if (typeof zone === 'string' && zone !== '' && moment.tz.zone(zone)) moment.tz.setDefault(zone);
    else moment.tz.setDefault();
  }

  /**
   * A day name as the setting holds it (English, as moment's 'en' lists them) becomes the first
   * day of the week in the active locale; an unknown name restores the locale's own so a typo
   * cannot leave a stale choice.
   */
  private applyStartOfWeek(): void {
    const moment = this.moment;
    if (!moment) return;
    const day = this.startOfWeek;
    const dow = typeof day === 'string' ? moment.localeData('en').weekdays().indexOf(day) : -1;
    moment.updateLocale(moment.locale(), { week: { dow: dow >= 0 ? dow : this.localeStartOfWeek } });
    this.startOfWeekChanged = true;
  }
}

/** The page's one instance: the shell writes the settings into it, moment's chunk attaches moment. */
export const dateSettings = new DateSettings();
