import { BehaviorSubject } from 'rxjs';
import { IntegrationsService } from './integrations_service';
import { DateSettings } from './moment/date_settings';
import { formatDate } from './moment/format_date';
// What the apps get for `import moment from 'moment'` in the bundle (webpack.config.js).
import moment from './moment/moment_with_settings';
import { DISABLE_ANIMATIONS_ATTRIBUTE } from './disable_animations';
import type { IntegrationsUiSettings } from './types';

function fakeUiSettings(initial: Record<string, unknown>) {
  const subjects = new Map(Object.entries(initial).map(([key, value]) => [key, new BehaviorSubject<unknown>(value)]));
  const subjectFor = (key: string) => {
    const subject = subjects.get(key);
    if (!subject) throw new Error(`Setting "${key}" is not registered`);
    return subject;
  };
  const uiSettings: IntegrationsUiSettings = {
    get$: <T>(key: string) => subjectFor(key).asObservable() as unknown as BehaviorSubject<T>,
    get: <T>(key: string) => subjectFor(key).getValue() as T,
  };
  return { uiSettings, set: (key: string, value: unknown) => subjectFor(key).next(value), subjects };
}

const INSTANT = '2024-01-15T00:00:00Z';
const offsetOf = (m: moment.Moment) => m.format('Z');
const browserOffset = () => moment.utc(INSTANT).utcOffset(-new Date(INSTANT).getTimezoneOffset()).format('Z');
const firstDayOfWeek = () => moment('2024-01-17T12:00:00').startOf('week').format('dddd');
const animationStyles = () => document.head.querySelectorAll(`style[${DISABLE_ANIMATIONS_ATTRIBUTE}]`);

let service: IntegrationsService;
beforeEach(() => {
  service = new IntegrationsService();
});
afterEach(() => {
  service.stop();
});

describe('dateFormat:tz', () => {
  it('makes a valid zone name the default timezone of new dates', () => {
    service.start(fakeUiSettings({ 'dateFormat:tz': 'Asia/Tokyo' }));
    expect(offsetOf(moment(INSTANT))).toBe('+09:00');
    expect(moment().tz()).toBe('Asia/Tokyo');
  });

  it('follows changes of the setting', () => {
    const { uiSettings, set } = fakeUiSettings({ 'dateFormat:tz': 'Asia/Tokyo' });
    service.start({ uiSettings });
    set('dateFormat:tz', 'America/New_York');
    expect(offsetOf(moment(INSTANT))).toBe('-05:00');
  });

  it.each(['Browser', 'Not/AZone', '', 42])('uses the browser zone for %p', (value) => {
    const { uiSettings, set } = fakeUiSettings({ 'dateFormat:tz': 'Asia/Tokyo' });
    service.start({ uiSettings });
    set('dateFormat:tz', value);
    expect(moment().tz()).toBeUndefined();
    expect(offsetOf(moment(INSTANT))).toBe(browserOffset());
  });
});

describe('date settings before moment loads', () => {
  it('applies the settings read earlier once an app loads moment, and follows them after', () => {
    const dates = new DateSettings();
    const lazy = new IntegrationsService(dates);
    const { uiSettings, set } = fakeUiSettings({ 'dateFormat:tz': 'Asia/Tokyo', 'dateFormat:dow': 'Monday' });
    try {
      lazy.start({ uiSettings });
      expect(moment().tz()).toBeUndefined();
      expect(firstDayOfWeek()).toBe('Sunday');

      dates.attach(moment);
      expect(offsetOf(moment(INSTANT))).toBe('+09:00');
      expect(firstDayOfWeek()).toBe('Monday');

      set('dateFormat:tz', 'America/New_York');
      expect(offsetOf(moment(INSTANT))).toBe('-05:00');
    } finally {
      lazy.stop();
    }
    expect(moment().tz()).toBeUndefined();
    expect(firstDayOfWeek()).toBe('Sunday');
  });
});

describe('dateFormat', () => {
  it('is the format of formatDate, in the zone of dateFormat:tz, and follows changes', () => {
    const { uiSettings, set } = fakeUiSettings({ dateFormat: 'YYYY-MM-DD HH:mm', 'dateFormat:tz': 'Asia/Tokyo' });
    service.start({ uiSettings });
    expect(formatDate(moment, INSTANT)).toBe('2024-01-15 09:00');
    set('dateFormat', 'MMM D, YYYY @ HH:mm:ss');
    expect(formatDate(moment, INSTANT)).toBe('Jan 15, 2024 @ 09:00:00');
  });

  it("uses OSD's default for a blank value, and before any setting was read", () => {
    expect(formatDate(moment, moment.tz(INSTANT, 'UTC').valueOf())).toMatch(/^Jan 1[45], 2024 @ \d\d:00:00\.000$/);
    const { uiSettings, set } = fakeUiSettings({ dateFormat: 'YYYY', 'dateFormat:tz': 'UTC' });
    service.start({ uiSettings });
    set('dateFormat', '  ');
    expect(formatDate(moment, INSTANT)).toBe('Jan 15, 2024 @ 00:00:00.000');
  });

  it('gives back what is not a date as it came', () => {
    expect(formatDate(moment, 'not a date')).toBe('not a date');
  });
});

describe('dateFormat:dow', () => {
  it('makes the named day the first day of the week', () => {
    service.start(fakeUiSettings({ 'dateFormat:dow': 'Monday' }));
    expect(firstDayOfWeek()).toBe('Monday');
    expect(moment.localeData().firstDayOfWeek()).toBe(1);
  });

  it('follows changes of the setting', () => {
    const { uiSettings, set } = fakeUiSettings({ 'dateFormat:dow': 'Monday' });
    service.start({ uiSettings });
    set('dateFormat:dow', 'Saturday');
    expect(firstDayOfWeek()).toBe('Saturday');
  });

  it('restores the locale default for a name that is not a day', () => {
    const { uiSettings, set } = fakeUiSettings({ 'dateFormat:dow': 'Wednesday' });
    service.start({ uiSettings });
    set('dateFormat:dow', 'Someday');
    expect(firstDayOfWeek()).toBe('Sunday');
  });
});

describe('accessibility:disableAnimations', () => {
  it('injects one style that zeroes animation and transition durations when true', () => {
    service.start(fakeUiSettings({ 'accessibility:disableAnimations': true }));
    const styles = animationStyles();
    expect(styles).toHaveLength(1);
    const css = styles[0].textContent ?? '';
    expect(css).toMatch(/\*, \*::before, \*::after/);
    expect(css).toContain('animation-duration: 0s !important');
    expect(css).toContain('transition-duration: 0s !important');
  });

  it('injects nothing when false', () => {
    service.start(fakeUiSettings({ 'accessibility:disableAnimations': false }));
    expect(animationStyles()).toHaveLength(0);
  });

  it('removes the style when the setting turns false, and adds it back once when true', () => {
    const { uiSettings, set } = fakeUiSettings({ 'accessibility:disableAnimations': true });
    service.start({ uiSettings });
    set('accessibility:disableAnimations', false);
    expect(animationStyles()).toHaveLength(0);
    set('accessibility:disableAnimations', true);
    set('accessibility:disableAnimations', true);
    expect(animationStyles()).toHaveLength(1);
  });
});

describe('IntegrationsService lifecycle', () => {
  it('ignores settings the server does not declare', () => {
    service.start(fakeUiSettings({}));
    expect(moment().tz()).toBeUndefined();
    expect(animationStyles()).toHaveLength(0);
  });

  it('stops following the settings and restores the defaults on stop', () => {
    const { uiSettings, set, subjects } = fakeUiSettings({
      'dateFormat:tz': 'Asia/Tokyo',
      'dateFormat:dow': 'Friday',
      'accessibility:disableAnimations': true,
    });
    service.start({ uiSettings });
    service.stop();

    expect(moment().tz()).toBeUndefined();
    expect(firstDayOfWeek()).toBe('Sunday');
    expect(animationStyles()).toHaveLength(0);
    for (const subject of subjects.values()) expect(subject.observed).toBe(false);

    set('dateFormat:tz', 'Europe/Paris');
    set('accessibility:disableAnimations', true);
    expect(moment().tz()).toBeUndefined();
    expect(animationStyles()).toHaveLength(0);
  });
});
