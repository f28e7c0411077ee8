import moment from 'moment-timezone';
import { TIMEZONE_OPTIONS, WEEKDAY_OPTIONS } from './core_settings';
import { timeZoneNames } from './time_zone_names';

describe('the time zones and weekdays the settings offer, without moment-timezone on the server', () => {
  it('lists exactly the zone names moment-timezone lists, in its order', () => {
    const names = timeZoneNames();
    expect(names).toEqual(moment.tz.names());
    // Zones, links to them and their spellings are all there.
    expect(names).toEqual(expect.arrayContaining(['Europe/Berlin', 'America/New_York', 'UTC', 'US/Eastern']));
  });

  it('offers "Browser" first, then those names', () => {
    expect(TIMEZONE_OPTIONS).toEqual(['Browser', ...moment.tz.names()]);
  });

  it("offers the weekdays of moment's default locale, Sunday first", () => {
    expect(WEEKDAY_OPTIONS).toEqual(moment.weekdays());
  });
});
