/**
 * The events chart's geometry, apart from drawing so it can be tested: which categories stack in
 * which order, the count axis' top and ticks, the time axis' ticks, and which bucket a point is in.
 */
import type { AuditHistogramBucket } from '../../../../../../common/audit_insights';

export interface ChartDomain {
  from: number;
  to: number;
}

/** Categories by their total over the range, most events first (the bottom of each stack). */
export function stackOrder(buckets: AuditHistogramBucket[]): string[] {
  const totals = new Map<string, number>();
  for (const bucket of buckets)
    for (const [category, count] of Object.entries(bucket.by_category))
      totals.set(category, (totals.get(category) ?? 0) + (count ?? 0));
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([category]) => category);
}

/** A bucket's bar height: every category's count. */
export const bucketTotal = (bucket: AuditHistogramBucket) =>
  Object.values(bucket.by_category).reduce<number>((sum, count) => sum + (count ?? 0), 0);

/** The count axis: a round top at or above the tallest bar, and `count` evenly spaced ticks up to it. */
export function countTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw && Number.isInteger(s)) ?? Math.ceil(raw);
  const ticks: number[] = [];
  for (let value = 0; value < max + step; value += step) ticks.push(value);
  return ticks;
}

/** The time range drawn: the range asked for, else the buckets' own span. */
export function timeDomain(buckets: AuditHistogramBucket[], intervalMs: number, range?: { from: string; to: string }) {
  const from = range ? Date.parse(range.from) : Number.NaN;
  const to = range ? Date.parse(range.to) : Number.NaN;
  if (Number.isFinite(from) && Number.isFinite(to) && to > from) return { from, to };
  if (buckets.length === 0) return { from: 0, to: 1 };
  return { from: buckets[0].key, to: buckets[buckets.length - 1].key + intervalMs };
}

/** About `count` tick times on bucket boundaries inside the domain. */
export function timeTicks(domain: ChartDomain, intervalMs: number, count: number): number[] {
  const span = domain.to - domain.from;
  if (span <= 0 || count < 1) return [];
  const step = Math.max(intervalMs, Math.ceil(span / count / intervalMs) * intervalMs);
  const ticks: number[] = [];
  for (let t = Math.ceil(domain.from / intervalMs) * intervalMs; t < domain.to; t += step) ticks.push(t);
  return ticks;
}

/** The index of the bucket drawn at time `t`, or -1. */
export function bucketAt(buckets: AuditHistogramBucket[], intervalMs: number, t: number): number {
  return buckets.findIndex((bucket) => t >= bucket.key && t < bucket.key + intervalMs);
}
