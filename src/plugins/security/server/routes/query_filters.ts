/** The filters the audit log and the configuration history share: optional fields and a time range. */
import { HttpError } from '../../../../core/server';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Milliseconds since 1970 from either spelling; 400 naming the field otherwise. */
export function parseTime(field: 'from' | 'to', value: string): number {
  const ms = /^\d{1,15}$/.test(value) ? Number(value) : ISO_TIME.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) throw new HttpError(400, `[${field}] must be an ISO 8601 time or milliseconds since 1970`);
  return ms;
}

/** `{from, to}` in milliseconds, each only when given; 400 when `from` is after `to`. */
export function timeRange(from: string | undefined, to: string | undefined): { from?: number; to?: number } {
  const range = definedOnly({
    from: from === undefined ? undefined : parseTime('from', from),
    to: to === undefined ? undefined : parseTime('to', to),
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
