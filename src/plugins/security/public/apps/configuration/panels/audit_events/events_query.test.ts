import { describe, expect, it } from '@jest/globals';
import { INVALID_FROM, INVALID_RANGE, INVALID_TO, NO_FILTERS, hasFilters, toEventsQuery } from './events_query';

describe('audit events query', () => {
  it('asks for the page shown, with no filter by default', () => {
    expect(toEventsQuery(NO_FILTERS, 0, 50)).toEqual({ query: { page: 1, perPage: 50 } });
    expect(toEventsQuery(NO_FILTERS, 2, 20)).toEqual({ query: { page: 3, perPage: 20 } });
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('adds the category and the trimmed user', () => {
    const filters = { ...NO_FILTERS, category: 'FAILED_LOGIN' as const, user: '  kim ' };
    expect(toEventsQuery(filters, 0, 50)).toEqual({
      query: { page: 1, perPage: 50, category: 'FAILED_LOGIN', user: 'kim' },
    });
    expect(toEventsQuery({ ...NO_FILTERS, user: '   ' }, 0, 50)).toEqual({ query: { page: 1, perPage: 50 } });
    expect(hasFilters(filters)).toBe(true);
  });

  it('sends the time range as epoch milliseconds in local time, the end inclusive of its minute', () => {
    const result = toEventsQuery({ ...NO_FILTERS, from: '2024-05-01T10:00', to: '2024-05-01T10:05' }, 0, 50);
    expect(result.query).toMatchObject({
      from: new Date(2024, 4, 1, 10, 0, 0, 0).getTime(),
      to: new Date(2024, 4, 1, 10, 5, 59, 999).getTime(),
    });
    expect(toEventsQuery({ ...NO_FILTERS, to: '2024-05-01T10:05:30' }, 0, 50).query?.to).toBe(
      new Date(2024, 4, 1, 10, 5, 30, 999).getTime()
    );
  });

  it('refuses a range whose start is after its end, and times that are not times', () => {
    expect(toEventsQuery({ ...NO_FILTERS, from: '2024-05-02T00:00', to: '2024-05-01T00:00' }, 0, 50)).toEqual({
      errors: { to: INVALID_RANGE },
    });
    // The same minute is a valid range.
    expect(
      toEventsQuery({ ...NO_FILTERS, from: '2024-05-01T00:00', to: '2024-05-01T00:00' }, 0, 50).query
    ).toBeDefined();
    expect(toEventsQuery({ ...NO_FILTERS, from: 'yesterday' }, 0, 50)).toEqual({ errors: { from: INVALID_FROM } });
    expect(toEventsQuery({ ...NO_FILTERS, to: '2024-13-45T99:99' }, 0, 50)).toEqual({ errors: { to: INVALID_TO } });
  });
});
