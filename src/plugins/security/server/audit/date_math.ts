/**
 * The times EuiSuperDatePicker sends, resolved on the server: ISO 8601, milliseconds since 1970,
 * or Elasticsearch date math on `now` (`now-24h`, `now-7d/d`, `now/w`). Rounding is in UTC; the
 * end of a range rounds up to the last millisecond of its unit, as Elasticsearch's does.
 */
const UNIT_MS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
const RELATIVE = /^now((?:[+-]\d{1,9}[smhdwMy])*)(?:\/([smhdwMy]))?$/;
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const LATEST = 8.64e15;

function add(ms: number, amount: number, unit: string): number {
  if (unit in UNIT_MS) return ms + amount * UNIT_MS[unit];
  const date = new Date(ms);
  if (unit === 'M') date.setUTCMonth(date.getUTCMonth() + amount);
  else date.setUTCFullYear(date.getUTCFullYear() + amount);
  return date.getTime();
}

/** The start of `unit` holding `ms` (weeks start on Monday, as ISO 8601's). */
function startOf(ms: number, unit: string): number {
  const d = new Date(ms);
  switch (unit) {
    case 'y':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
    case 'M':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'w': {
      const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
      return day - ((d.getUTCDay() + 6) % 7) * UNIT_MS.d;
    }
    default:
      return ms - (((ms % UNIT_MS[unit]) + UNIT_MS[unit]) % UNIT_MS[unit]);
  }
}

/** Whether the month has that day (month 1 to 12). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Milliseconds since 1970, or undefined when `value` is none of the accepted spellings. */
export function resolveTime(value: string, now: number, roundUp: boolean): number | undefined {
  let ms: number | undefined;
  if (/^\d{1,15}$/.test(value)) ms = Number(value);
  else if (ISO_TIME.test(value)) {
    // Date.parse takes any day up to 31 in every month (2030-02-30 is 2 March): not a date.
    const [, year, month, day] = ISO_TIME.exec(value)!;
    if (!isCalendarDay(Number(year), Number(month), Number(day))) return undefined;
    ms = Date.parse(value);
  } else {
    const match = RELATIVE.exec(value);
    if (!match) return undefined;
    ms = now;
    for (const [, sign, amount, unit] of match[1].matchAll(/([+-])(\d+)([smhdwMy])/g)) {
      ms = add(ms, (sign === '-' ? -1 : 1) * Number(amount), unit);
    }
    const round = match[2];
    if (round) ms = roundUp ? add(startOf(ms, round), 1, round) - 1 : startOf(ms, round);
  }
  return Number.isFinite(ms) && Math.abs(ms) <= LATEST ? ms : undefined;
}
