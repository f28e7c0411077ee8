/** The filters the audit log and the configuration history share: optional fields and a time range. */
import { HttpError } from '../../../../core/server';
import { resolveTime } from '../audit/date_math';

/**
 * Milliseconds since 1970 from ISO 8601, milliseconds, or date math on now (`now-24h`, as the
 * audit events page's date picker sends); 400 naming the field otherwise.
 */
export function parseTime(field: 'from' | 'to', value: string, now: number = Date.now()): number {
  const ms = resolveTime(value, now, field === 'to');
  if (ms === undefined) throw new HttpError(400, `[${field}] must be an ISO 8601 time or milliseconds since 1970`);
  return ms;
}

/** `{from, to}` in milliseconds, each only when given; 400 when `from` is after `to`. */
export function timeRange(
  from: string | undefined,
  to: string | undefined,
  now: number = Date.now()
): { from?: number; to?: number } {
  const range = definedOnly({
    from: from === undefined ? undefined : parseTime('from', from, now),
    to: to === undefined ? undefined : parseTime('to', to, now),
  });
  if (range.from !== undefined && range.to !== undefined && range.from > range.to)
    throw new HttpError(400, '[from] must not be after [to]');
  return range;
}

/** The fields that are set (a filter left out of the query is no filter). */
export function definedOnly<T extends Record<string, unknown>>(
  fields: T
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
