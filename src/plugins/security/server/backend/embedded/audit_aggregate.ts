/**
 * Counts of audit events by time or by a field's values, as SQL `GROUP BY`s (SQLite and PostgreSQL
 * alike). Whole hours and days come from the roll-ups of migration security:0015-audit-rollups
 * (audit_rollups.ts), the ragged ends of the range from the events themselves, so the answers are
 * exact for any range. A filter on one user or address counts that value's events through its
 * index instead (migrations 0002 and 0012), as does a range shorter than the roll-up's unit.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import { AUDIT_CATEGORIES, type AuditCategory } from '../../../common/audit';
import {
  autoInterval,
  type AuditAggregateResponse,
  type AuditFilters,
  type AuditHistogramBucket,
} from '../../../common/audit_insights';
import type { StoreDialect } from '../../../../../core/server';
import type { AuditAggregateQuery } from '../data_types';
import type { AuditTables } from './audit_tables';
import { addToBuckets, column, conditions } from './audit_aggregate_sql';
import { histogramByRollup, planRollup, termsByRollup, type RollupPlan } from './audit_aggregate_rollup';
import { foldAuditRollups } from './audit_rollups';

/** PostgreSQL: one GROUP BY on the bucket (its hash aggregate beats many small counts). */
async function histogramByGroup(
  db: Kysely<AuditTables>,
  query: AuditAggregateQuery,
  intervalMs: number
): Promise<AuditHistogramBucket[]> {
  const bucket = sql<number>`(timestamp / ${sql.lit(intervalMs)}) * ${sql.lit(intervalMs)}`;
  const rows = await db
    .selectFrom('security_audit_events')
    .where((eb) => eb.and(conditions(query.from, query.to, query.filters)))
    .select([bucket.as('bucket'), 'category', sql<number>`COUNT(*)`.as('n')])
    .groupBy([bucket, 'category'])
    .orderBy(bucket)
    .execute();
  const byKey = new Map<number, AuditHistogramBucket>();
  for (const row of rows) addToBuckets(byKey, row.bucket, row.category, row.n);
  return [...byKey.values()];
}

/**
 * SQLite: one index range count per bucket and category, instead of a GROUP BY on a computed
 * bucket: SQLite sorts every event of such a GROUP BY in a temporary B-tree (about a second for a
 * million events), whereas the counts walk the (category, timestamp) index once in order.
 */
async function histogramByRanges(
  db: Kysely<AuditTables>,
  query: AuditAggregateQuery,
  intervalMs: number
): Promise<AuditHistogramBucket[]> {
  const { from, to, filters } = query;
  const ranges: Array<[number, number, number]> = [];
  for (let key = Math.floor(from / intervalMs) * intervalMs; key <= to; key += intervalMs) {
    ranges.push([key, Math.max(key, from), Math.min(key + intervalMs - 1, to)]);
  }
  const categories = filters.category !== undefined ? [filters.category] : AUDIT_CATEGORIES;
  const rest = conditions(from, to, { ...filters, category: undefined });
  // Both stores name the columns of a VALUES list column1, column2, …
  const bucketRows = sql.join(ranges.map(([key, lo, hi]) => sql`(${sql.lit(key)}, ${sql.lit(lo)}, ${sql.lit(hi)})`));
  const categoryRows = sql.join(categories.map((c) => sql`(${c})`));
  const counted = db
    .selectFrom('security_audit_events')
    .select(sql<number>`COUNT(*)`.as('n'))
    .where((eb) =>
      eb.and([
        sql<SqlBool>`security_audit_events.category = c.column1`,
        sql<SqlBool>`security_audit_events.timestamp >= b.column2`,
        sql<SqlBool>`security_audit_events.timestamp <= b.column3`,
        ...rest,
      ])
    );
  const { rows } = await sql<{ bucket: number | string; category: AuditCategory; n: number | string }>`
    SELECT bucket, category, n FROM (
      SELECT b.column1 AS bucket, c.column1 AS category, (${counted}) AS n
      FROM (VALUES ${bucketRows}) AS b, (VALUES ${categoryRows}) AS c
    ) AS counts WHERE n > 0 ORDER BY bucket`.execute(db);
  const byKey = new Map<number, AuditHistogramBucket>();
  for (const row of rows) addToBuckets(byKey, row.bucket, row.category, row.n);
  return [...byKey.values()];
}

/** The latest time a JavaScript date can hold: the open end of a range without `to`. */
export const MAX_TIME = 8.64e15;

/**
 * How many events match (the events page's total): whole hours from the hourly roll-up and the
 * ragged ends from the events, so a month of events is a few hundred roll-up rows instead of a
 * million index entries. A filter on one user or address counts that value's events through its
 * index, as the roll-up keeps neither.
 */
export async function countAuditEvents(
  db: Kysely<AuditTables>,
  dialect: StoreDialect,
  from = 0,
  to = MAX_TIME,
  filters: AuditFilters = {}
): Promise<number> {
  // The total of a top-N over any field is every matching event: category's roll-up plan is the count's.
  const query = { type: 'terms', field: 'category', size: 1, from, to, filters } as const;
  const rollup = planRollup(query);
  if (rollup) {
    await foldAuditRollups(db, dialect);
    return (await termsByRollup(db, dialect, query, rollup)).total;
  }
  const { n } = await db
    .selectFrom('security_audit_events')
    .where((eb) => eb.and(conditions(from, to, filters)))
    .select(sql<number>`COUNT(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function aggregateAuditEvents(
  db: Kysely<AuditTables>,
  dialect: StoreDialect,
  query: AuditAggregateQuery
): Promise<AuditAggregateResponse> {
  const { from, to, filters } = query;
  const base = db.selectFrom('security_audit_events').where((eb) => eb.and(conditions(from, to, filters)));
  const range = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };

  // Keeps the queue of events not yet rolled up short, when a roll-up is read (the counts do not
  // depend on it); a count of events alone needs no fold.
  const foldFor = async (rollup: RollupPlan | undefined) => {
    if (rollup) await foldAuditRollups(db, dialect);
    return rollup;
  };

  if (query.type === 'histogram') {
    const [interval, intervalMs] = autoInterval(from, to);
    const rollup = await foldFor(planRollup(query, intervalMs));
    const buckets = rollup
      ? await histogramByRollup(db, dialect, query, rollup, intervalMs)
      : // One user's or address's events are few enough to group through their index.
        dialect === 'sqlite' && filters.user === undefined && filters.address === undefined
        ? await histogramByRanges(db, query, intervalMs)
        : await histogramByGroup(db, query, intervalMs);
    return {
      range,
      total: buckets.reduce((sum, b) => sum + b.count, 0),
      histogram: { interval_ms: intervalMs, interval, buckets },
    };
  }

  const rollup = await foldFor(planRollup(query));
  let total: number;
  let rows: Array<{ term: string | null; n: number | string }>;
  if (rollup) {
    ({ total, rows } = await termsByRollup(db, dialect, query, rollup));
  } else {
    const value = column(query.field);
    // One pass: the total over every value comes with the top rows (a window runs before the LIMIT).
    const found = await base
      .select([
        value.as('term'),
        sql<number>`COUNT(*)`.as('n'),
        sql<number | string>`SUM(COUNT(*)) OVER ()`.as('total'),
      ])
      .groupBy(value)
      // Ties by value, the events without one last, the same order in both stores.
      .orderBy(sql`COUNT(*)`, 'desc')
      .orderBy(sql`${value} IS NULL`)
      .orderBy(value)
      .limit(query.size)
      .execute();
    total = found.length > 0 ? Number(found[0].total) : 0;
    rows = found;
  }
  const buckets = rows.map((row) => ({ key: row.term ?? null, count: Number(row.n) }));
  const shown = buckets.reduce((sum, b) => sum + b.count, 0);
  return { range, total, terms: { field: query.field, buckets, other: total - shown } };
}
