import { describe, expect, it } from '@jest/globals';
import { resolveTime } from './date_math';

// Wednesday 2031-06-11 14:35:20.500 UTC.
const NOW = Date.UTC(2031, 5, 11, 14, 35, 20, 500);
const iso = (value: string, roundUp = false) => {
  const ms = resolveTime(value, NOW, roundUp);
  return ms === undefined ? undefined : new Date(ms).toISOString();
};

describe('the times of the audit aggregations', () => {
  it('resolves date math on now, rounding the start down and the end up (UTC, weeks from Monday)', () => {
    expect(iso('now')).toBe('2031-06-11T14:35:20.500Z');
    expect(iso('now-24h')).toBe('2031-06-10T14:35:20.500Z');
    expect(iso('now-15m')).toBe('2031-06-11T14:20:20.500Z');
    expect(iso('now+1d-2h')).toBe('2031-06-12T12:35:20.500Z');
    expect(iso('now/d')).toBe('2031-06-11T00:00:00.000Z');
    expect(iso('now/d', true)).toBe('2031-06-11T23:59:59.999Z');
    expect(iso('now-1w/w')).toBe('2031-06-02T00:00:00.000Z');
    expect(iso('now-1M/M')).toBe('2031-05-01T00:00:00.000Z');
    expect(iso('now/y', true)).toBe('2031-12-31T23:59:59.999Z');
  });

  it('takes ISO 8601 and milliseconds, and nothing else', () => {
    expect(iso('2031-06-01T00:00:00Z')).toBe('2031-06-01T00:00:00.000Z');
    expect(iso(String(NOW))).toBe('2031-06-11T14:35:20.500Z');
    expect(iso('2032-02-29')).toBe('2032-02-29T00:00:00.000Z');
    for (const bad of [
      'yesterday',
      'now-',
      'now-1x',
      'now/q',
      'now-1d/',
      '2031-13-45',
      'now-999999999y',
      'NOW',
      // Days the month does not have (Date.parse moves them into the next month).
      '2031-02-29',
      '2030-02-30T10:00:00Z',
      '2031-04-31',
      '2031-06-00',
      '2031-00-10',
    ]) {
      expect([bad, resolveTime(bad, NOW, false)]).toEqual([bad, undefined]);
    }
  });
});
