/**
 * The audit events page's filters and how they become the `GET /api/v1/audit/events` query.
 * Pure, so the query rules are tested without rendering.
 */
import { AUDIT_CATEGORIES, type AuditCategory } from '../../../../../common/audit';
import type { AuditEventsQuery } from '../../api';

export interface EventFilters {
  /** '' = every category. */
  category: AuditCategory | '';
  user: string;
  /** `datetime-local` values ('2024-05-01T10:30'), in the browser's time zone; '' = open. */
  from: string;
  to: string;
}

export const NO_FILTERS: EventFilters = { category: '', user: '', from: '', to: '' };

export const INVALID_FROM = 'Enter a valid start time.';
export const INVALID_TO = 'Enter a valid end time.';
export const INVALID_RANGE = 'The start of the time range must not be after its end.';

export function isAuditCategory(value: string): value is AuditCategory {
  return (AUDIT_CATEGORIES as readonly string[]).includes(value);
}

export function hasFilters(filters: EventFilters): boolean {
  return filters.category !== '' || filters.user.trim() !== '' || filters.from !== '' || filters.to !== '';
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** Epoch ms of a `datetime-local` value, read in the browser's time zone; NaN when it is not one. */
function localTime(value: string): number {
  return LOCAL_TIME.test(value) ? new Date(value).getTime() : Number.NaN;
}

export type QueryResult =
  | { query: AuditEventsQuery; errors?: undefined }
  | { query?: undefined; errors: Partial<Record<'from' | 'to', string>> };

/**
 * The query for a page of events. The end is inclusive of the whole minute (or second) shown: a
 * range "10:00 to 10:05" keeps an event at 10:05:30.
 */
export function toEventsQuery(filters: EventFilters, pageIndex: number, pageSize: number): QueryResult {
  const query: AuditEventsQuery = { page: pageIndex + 1, perPage: pageSize };
  if (filters.category) query.category = filters.category;
  const user = filters.user.trim();
  if (user) query.user = user;
  const errors: Partial<Record<'from' | 'to', string>> = {};
  if (filters.from) {
    const from = localTime(filters.from);
    if (Number.isNaN(from)) errors.from = INVALID_FROM;
    else query.from = from;
  }
  if (filters.to) {
    const to = localTime(filters.to);
    if (Number.isNaN(to)) errors.to = INVALID_TO;
    else query.to = to + (filters.to.length <= 16 ? 59_999 : filters.to.length <= 19 ? 999 : 0);
  }
  if (!errors.from && !errors.to && query.from !== undefined && query.to !== undefined && query.from > query.to) {
    errors.to = INVALID_RANGE;
  }
  return Object.keys(errors).length ? { errors } : { query };
}
