/**
 * `GET /api/v1/audit/aggregate`: counts of audit events in a time range, by time (a date
 * histogram split by category) or by the values of one field (top N), computed in the store.
 */
import { AUDIT_CATEGORIES, type AuditCategory } from './audit';

export const AUDIT_AGGREGATE_PATH = '/api/v1/audit/aggregate';

/** The categories that record something refused. */
export const FAILURE_CATEGORIES: readonly AuditCategory[] = ['FAILED_LOGIN', 'MISSING_PRIVILEGES', 'MFA_FAILED'];
export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The fields an event can be filtered and counted by (query parameter = field name). */
export const AUDIT_TERM_FIELDS = ['category', 'user', 'address', 'auth_type', 'tenant', 'outcome'] as const;
export type AuditTermField = (typeof AUDIT_TERM_FIELDS)[number];

export const AUDIT_AGGREGATE_TYPES = ['histogram', 'terms'] as const;
export type AuditAggregateType = (typeof AUDIT_AGGREGATE_TYPES)[number];

export const AUDIT_TERMS_DEFAULT_SIZE = 10;
export const AUDIT_TERMS_MAX_SIZE = 100;
/** The auto interval aims at no more buckets than this. */
export const AUDIT_HISTOGRAM_TARGET_BUCKETS = 60;
export const AUDIT_DEFAULT_FROM = 'now-24h';
export const AUDIT_DEFAULT_TO = 'now';

export type AuditFilters = Partial<Record<AuditTermField, string>>;

export interface AuditHistogramBucket {
  /** The bucket's start, milliseconds since 1970 (UTC). */
  key: number;
  key_as_string: string;
  count: number;
  /** Only the categories with events in the bucket. */
  by_category: Partial<Record<AuditCategory, number>>;
}

export interface AuditTermsBucket {
  /** null: events without a value (a failed login with no user name, an event of no tenant). */
  key: string | null;
  count: number;
}

export interface AuditAggregateResponse {
  /** The range the counts cover, both ends included, resolved from relative times. */
  range: { from: string; to: string };
  /** Events matching the range and filters. */
  total: number;
  histogram?: { interval_ms: number; interval: string; buckets: AuditHistogramBucket[] };
  /** The top `size` values, most events first; `other` counts the events of every other value. */
  terms?: { field: AuditTermField; buckets: AuditTermsBucket[]; other: number };
  /** REST categories the audit settings do not write now (left out when none): no count can show them. */
  not_recorded?: string[];
}

/** Intervals the auto histogram picks from (whole units, so buckets start on round times). */
export const AUDIT_HISTOGRAM_INTERVALS: ReadonlyArray<[string, number]> = [
  ['1s', 1_000],
  ['5s', 5_000],
  ['10s', 10_000],
  ['30s', 30_000],
  ['1m', 60_000],
  ['5m', 300_000],
  ['10m', 600_000],
  ['30m', 1_800_000],
  ['1h', 3_600_000],
  ['3h', 10_800_000],
  ['12h', 43_200_000],
  ['1d', 86_400_000],
  ['7d', 604_800_000],
  ['30d', 2_592_000_000],
  ['365d', 31_536_000_000],
];

/** The smallest listed interval that cuts the range into at most AUDIT_HISTOGRAM_TARGET_BUCKETS buckets. */
export function autoInterval(fromMs: number, toMs: number): [string, number] {
  const span = Math.max(1, toMs - fromMs);
  return (
    AUDIT_HISTOGRAM_INTERVALS.find(([, ms]) => span / ms <= AUDIT_HISTOGRAM_TARGET_BUCKETS) ??
    AUDIT_HISTOGRAM_INTERVALS[AUDIT_HISTOGRAM_INTERVALS.length - 1]
  );
}

export const isAuditCategory = (value: string): value is AuditCategory =>
  (AUDIT_CATEGORIES as readonly string[]).includes(value);
