/**
 * Counts of audit events by time or by a field's values, as SQL `GROUP BY`s (SQLite and PostgreSQL
 * alike). Whole hours and days come from the roll-ups of migration security:0015-audit-rollups
 * (audit_rollups.ts), the ragged ends of the range from the events themselves, so the answers are
 * exact for any range. A filter on one user or address counts that value's events through its
 * index instead (migrations 0002 and 0012), as does a range shorter than the roll-up's unit.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { AUDIT_CATEGORIES, type AuditCategory } from '../../../common/audit';
import {
  FAILURE_CATEGORIES,
  autoInterval,
  type AuditAggregateResponse,
  type AuditFilters,
  type AuditHistogramBucket,
  type AuditTermField,
} from '../../../common/audit_insights';
import type { StoreDialect } from '../../../../../core/server';
import type { AuditAggregateQuery } from '../data_types';
import type { AuditTables } from './audit_log';
import { ROLLUP_DAY_MS, ROLLUP_HOUR_MS, foldAuditRollups, fromRollupKey, rollupKey } from './audit_rollups';

const FAILURES = sql.join(FAILURE_CATEGORIES.map((c) => sql.lit(c)));
const OUTCOME = sql<string>`(CASE WHEN category IN (${FAILURES}) THEN 'failure' ELSE 'success' END)`;

/** The SQL value of a field (`outcome` is derived from the category). */
function column(field: AuditTermField) {
  switch (field) {
    case 'category':
      return sql<string>`category`;
    case 'user':
      return sql<string | null>`"user"`;
    case 'address':
      return sql<string>`remote_address`;
    case 'auth_type':
      return sql<string | null>`auth_type`;
    case 'tenant':
      return sql<string | null>`tenant`;
    case 'outcome':
      return OUTCOME;
  }
}

const outcomeIs = (value: string) =>
  value === 'failure' ? sql<SqlBool>`category IN (${FAILURES})` : sql<SqlBool>`category NOT IN (${FAILURES})`;

function conditions(from: number, to: number, filters: AuditFilters): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [sql<SqlBool>`timestamp >= ${from}`, sql<SqlBool>`timestamp <= ${to}`];
  for (const [field, value] of Object.entries(filters) as Array<[AuditTermField, string | undefined]>) {
    if (value === undefined) continue;
    if (field === 'outcome') {
      where.push(outcomeIs(value));
    } else {
      where.push(sql<SqlBool>`${column(field)} = ${value}`);
    }
  }
  return where;
}

function addToBuckets(
  byKey: Map<number, AuditHistogramBucket>,
  bucket: number | string,
  category: AuditCategory,
  n: number | string
) {
  const key = Number(bucket);
  let entry = byKey.get(key);
  if (!entry) {
    entry = { key, key_as_string: new Date(key).toISOString(), count: 0, by_category: {} };
    byKey.set(key, entry);
  }
  entry.count += Number(n);
  entry.by_category[category] = Number(n);
}

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

type ValueField = 'user' | 'address';
const VALUE_FIELDS: readonly ValueField[] = ['user', 'address'];

/** Which roll-up can answer a query, and which part of the range it covers. */
interface RollupPlan {
  table: 'security_audit_rollup_hourly' | 'security_audit_rollup_daily';
  timeColumn: 'hour' | 'day';
  /** The daily roll-up's `field`. */
  valueField?: ValueField;
  /** Whole units inside the range: [start, end). */
  start: number;
  end: number;
}

function plan(query: AuditAggregateQuery, intervalMs?: number): RollupPlan | undefined {
  const valueFields = VALUE_FIELDS.filter(
    (f) => query.filters[f] !== undefined || (query.type === 'terms' && query.field === f)
  );
  let unit: number;
  let valueField: ValueField | undefined;
  if (query.type === 'histogram') {
    // Hourly rows keep no user or address; hour buckets need an interval of whole hours.
    if (valueFields.length > 0 || intervalMs === undefined || intervalMs % ROLLUP_HOUR_MS !== 0) return undefined;
    unit = ROLLUP_HOUR_MS;
  } else if (valueFields.length === 0) {
    unit = ROLLUP_HOUR_MS;
  } else if (valueFields.length === 1 && query.field === valueFields[0]) {
    // Top users or addresses. Counts of one user's or address's events read that value's index.
    unit = ROLLUP_DAY_MS;
    valueField = valueFields[0];
  } else {
    return undefined;
  }
  const start = Math.ceil(query.from / unit) * unit;
  const end = Math.floor((query.to + 1) / unit) * unit;
  if (start >= end) return undefined;
  return unit === ROLLUP_HOUR_MS
    ? { table: 'security_audit_rollup_hourly', timeColumn: 'hour', start, end }
    : { table: 'security_audit_rollup_daily', timeColumn: 'day', valueField, start, end };
}

/** A field's value in a roll-up row (`field` of the daily roll-up is the plan's value field). */
function rollupColumn(field: AuditTermField) {
  switch (field) {
    case 'category':
      return sql<string>`category`;
    case 'outcome':
      return OUTCOME;
    case 'auth_type':
      return sql<string | null>`${sql.raw(fromRollupKey('auth_type_key'))}`;
    case 'tenant':
      return sql<string | null>`${sql.raw(fromRollupKey('tenant_key'))}`;
    case 'user':
    case 'address':
      return sql<string | null>`${sql.raw(fromRollupKey('value_key'))}`;
  }
}

function rollupConditions(rollup: RollupPlan, filters: AuditFilters): Expression<SqlBool>[] {
  const time = sql.ref(rollup.timeColumn);
  const where: Expression<SqlBool>[] = [
    sql<SqlBool>`${time} >= ${rollup.start}`,
    sql<SqlBool>`${time} < ${rollup.end}`,
  ];
  if (rollup.valueField) where.push(sql<SqlBool>`field = ${rollup.valueField}`);
  for (const [field, value] of Object.entries(filters) as Array<[AuditTermField, string | undefined]>) {
    if (value === undefined) continue;
    if (field === 'outcome') where.push(outcomeIs(value));
    else if (field === 'category') where.push(sql<SqlBool>`category = ${value}`);
    else if (field === 'auth_type') where.push(sql<SqlBool>`auth_type_key = ${rollupKey(value)}`);
    else if (field === 'tenant') where.push(sql<SqlBool>`tenant_key = ${rollupKey(value)}`);
    else where.push(sql<SqlBool>`value_key = ${rollupKey(value)}`); // the plan's value field
  }
  return where;
}

/**
 * The conditions picking the events the roll-up does not count: the ragged ends of the range and,
 * on PostgreSQL, the events inside it still queued for the roll-ups. SQLite's queue is empty here:
 * the fold before the count emptied it, and only a store copy fills it (SQLite has one writer).
 */
function rawParts(dialect: StoreDialect, query: AuditAggregateQuery, rollup: RollupPlan): Expression<SqlBool>[][] {
  const parts: Expression<SqlBool>[][] = [];
  if (query.from < rollup.start) parts.push(conditions(query.from, rollup.start - 1, query.filters));
  if (rollup.end <= query.to) parts.push(conditions(rollup.end, query.to, query.filters));
  if (dialect === 'postgres') {
    parts.push([
      ...conditions(rollup.start, rollup.end - 1, query.filters),
      sql<SqlBool>`id IN (SELECT id FROM security_audit_rollup_pending)`,
    ]);
  }
  return parts;
}

const and = (where: Expression<SqlBool>[]) => sql.join(where, sql` AND `);

/** Whole hours from the hourly roll-up (bucketed by the interval), the ends from the events. */
async function histogramByRollup(
  db: Kysely<AuditTables>,
  dialect: StoreDialect,
  query: AuditAggregateQuery,
  rollup: RollupPlan,
  intervalMs: number
): Promise<AuditHistogramBucket[]> {
  const interval = sql.lit(intervalMs);
  const parts = [
    sql`SELECT (hour / ${interval}) * ${interval} AS bucket, category, n FROM security_audit_rollup_hourly WHERE ${and(rollupConditions(rollup, query.filters))}`,
    ...rawParts(dialect, query, rollup).map(
      (where) =>
        sql`SELECT (timestamp / ${interval}) * ${interval} AS bucket, category, COUNT(*) AS n FROM security_audit_events WHERE ${and(where)} GROUP BY (timestamp / ${interval}) * ${interval}, category`
    ),
  ];
  const { rows } = await sql<{ bucket: number | string; category: AuditCategory; n: number | string }>`
    SELECT bucket, category, SUM(n) AS n FROM (${sql.join(parts, sql` UNION ALL `)}) AS parts
    GROUP BY bucket, category ORDER BY bucket`.execute(db);
  const byKey = new Map<number, AuditHistogramBucket>();
  for (const row of rows) addToBuckets(byKey, row.bucket, row.category, row.n);
  return [...byKey.values()];
}

/** Top values: the roll-up's rows for whole hours or days, the ends counted from the events. */
async function termsByRollup(
  db: Kysely<AuditTables>,
  dialect: StoreDialect,
  query: Extract<AuditAggregateQuery, { type: 'terms' }>,
  rollup: RollupPlan
): Promise<{ total: number; rows: Array<{ term: string | null; n: number | string }> }> {
  const value = column(query.field);
  const parts = [
    sql`SELECT ${rollupColumn(query.field)} AS term, n FROM ${sql.table(rollup.table)} WHERE ${and(rollupConditions(rollup, query.filters))}`,
    ...rawParts(dialect, query, rollup).map(
      (where) =>
        sql`SELECT ${value} AS term, COUNT(*) AS n FROM security_audit_events WHERE ${and(where)} GROUP BY ${value}`
    ),
  ];
  // The total over every value comes with the top rows (a window runs before the LIMIT).
  const { rows } = await sql<{ term: string | null; n: number | string; total: number | string }>`
    SELECT term, SUM(n) AS n, SUM(SUM(n)) OVER () AS total FROM (${sql.join(parts, sql` UNION ALL `)}) AS parts
    GROUP BY term ORDER BY SUM(n) DESC, term IS NULL, term LIMIT ${sql.lit(query.size)}`.execute(db);
  return { total: rows.length > 0 ? Number(rows[0].total) : 0, rows };
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
    const rollup = await foldFor(plan(query, intervalMs));
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

  const rollup = await foldFor(plan(query));
  let total: number;
  let rows: Array<{ term: string | null; n: number | string }>;
  if (rollup) {
    ({ total, rows } = await termsByRollup(db, dialect, query, rollup));
  } else {
    const value = column(query.field);
    const [counted, found] = await Promise.all([
      base.select(sql<number>`COUNT(*)`.as('n')).executeTakeFirstOrThrow(),
      base
        .select([value.as('term'), sql<number>`COUNT(*)`.as('n')])
        .groupBy(value)
        // Ties by value, the events without one last, the same order in both stores.
        .orderBy(sql`COUNT(*)`, 'desc')
        .orderBy(sql`${value} IS NULL`)
        .orderBy(value)
        .limit(query.size)
        .execute(),
    ]);
    total = Number(counted.n);
    rows = found;
  }
  const buckets = rows.map((row) => ({ key: row.term ?? null, count: Number(row.n) }));
  const shown = buckets.reduce((sum, b) => sum + b.count, 0);
  return { range, total, terms: { field: query.field, buckets, other: total - shown } };
}
