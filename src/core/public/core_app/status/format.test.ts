import { describe, expect, it } from '@jest/globals';
import { formatBytes, formatFloat, formatInteger, formatTime } from './format';

describe('status metric formats', () => {
  it("formats bytes as numeral's '0.00 b': decimal units (1 KB = 1000 B)", () => {
    expect(formatBytes(0)).toBe('0.00 B');
    expect(formatBytes(512)).toBe('512.00 B');
    expect(formatBytes(999)).toBe('999.00 B');
    expect(formatBytes(1000)).toBe('1.00 KB');
    expect(formatBytes(1024)).toBe('1.02 KB');
    expect(formatBytes(1500)).toBe('1.50 KB');
    expect(formatBytes(1_500_000)).toBe('1.50 MB');
    expect(formatBytes(1_610_612_736)).toBe('1.61 GB');
    expect(formatBytes(2e12)).toBe('2.00 TB');
    // Nothing bigger than TB: larger values stay in TB.
    expect(formatBytes(3e15)).toBe('3000.00 TB');
  });

  it("formats a time as '0.00 ms'", () => {
    expect(formatTime(0)).toBe('0.00 ms');
    expect(formatTime(12.345)).toBe('12.35 ms');
    expect(formatTime(1500)).toBe('1500.00 ms');
  });

  it("formats an integer as '0': rounded, without thousands separators", () => {
    expect(formatInteger(0)).toBe('0');
    expect(formatInteger(999)).toBe('999');
    expect(formatInteger(1234567)).toBe('1234567');
    expect(formatInteger(-4321)).toBe('-4321');
    expect(formatInteger(2.6)).toBe('3');
    expect(formatInteger(-0.4)).toBe('0');
  });

  it("formats a float as '0.00', rounding half up as written", () => {
    expect(formatFloat(0)).toBe('0.00');
    expect(formatFloat(0.5)).toBe('0.50');
    expect(formatFloat(1.005)).toBe('1.01');
    expect(formatFloat(1234.5678)).toBe('1234.57');
    expect(formatFloat(1e-7)).toBe('0.00');
  });

  it("shows '-' for values that are not finite numbers", () => {
    for (const format of [formatBytes, formatTime, formatInteger, formatFloat]) {
      expect(format(Number.NaN)).toBe('-');
      expect(format(Number.POSITIVE_INFINITY)).toBe('-');
    }
  });
});
