import { afterEach, describe, expect, it } from '@jest/globals';
import { DateSettings, dateSettings } from './date_settings';
import { loadMomentLocale } from './moment_locale';
// What the apps get for `import moment from 'moment'` in the bundle (webpack.config.js).
import moment from './moment_with_settings';

const JANUARY_17 = '2024-01-17T12:00:00';

describe("moment in the page's locale", () => {
  afterEach(() => {
    dateSettings.reset();
    dateSettings.useLocale('en');
  });

  it("loads nothing for English: moment's own", async () => {
    await loadMomentLocale('en');
    expect(moment.locale()).toBe('en');
    expect(moment(JANUARY_17).format('dddd, D MMMM')).toBe('Wednesday, 17 January');
  });

  it("formats in the locale's words and starts its week on its own day, until the setting says otherwise", async () => {
    await loadMomentLocale('de-DE');
    expect(moment(JANUARY_17).format('dddd, D. MMMM')).toBe('Mittwoch, 17. Januar');
    expect(moment(JANUARY_17).startOf('week').format('dddd')).toBe('Montag');
    // The setting names its day in English whatever the page's language.
    dateSettings.setStartOfWeek('Sunday');
    expect(moment(JANUARY_17).startOf('week').format('dddd')).toBe('Sonntag');
    await loadMomentLocale('ja-JP');
    expect(moment(JANUARY_17).format('MMMM')).toBe('1月');
  });

  it("waits for moment before anything that needs it: a page's locale never fetches moment by itself", () => {
    const settings = new DateSettings();
    const ran: string[] = [];
    settings.whenAttached(() => ran.push('first'));
    expect(ran).toEqual([]);
    settings.attach(moment);
    expect(ran).toEqual(['first']);
    settings.whenAttached(() => ran.push('later'));
    expect(ran).toEqual(['first', 'later']);
  });
});
