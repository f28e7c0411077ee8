/**
 * Counts read from the roll-ups of migration security:0015-audit-rollups (audit_rollups.ts): whole
 * hours or days inside the range from the roll-up rows, the ragged ends (and, on PostgreSQL, the
 * events still queued) from the events themselves, summed in one statement, so they are exact.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { AuditCategory } from '../../../common/audit';
import type { AuditFilters, AuditHistogramBucket, AuditTermField } from '../../../common/audit_insights';
import type { StoreDialect } from '../../../../../core/server';
import type { AuditAggregateQuery } from '../data_types';
import type { AuditTables } from './audit_tables';
import { OUTCOME, addToBuckets, column, conditions, outcomeIs } from './audit_aggregate_sql';
import { ROLLUP_DAY_MS, ROLLUP_HOUR_MS, fromRollupKey, rollupKey } from './audit_rollups';

type ValueField = 'user' | 'address';
const VALUE_FIELDS: readonly ValueField[] = ['user', 'address'];

/** Which roll-up can answer a query, and which part of the range it covers. */
export interface RollupPlan {
  table: 'security_audit_rollup_hourly' | 'security_audit_rollup_daily';
  timeColumn: 'hour' | 'day';
  /** The daily roll-up's `field`. */
  valueField?: ValueField;
  /** Whole units inside the range: [start, end). */
  start: number;
  end: number;
}

export function planRollup(query: AuditAggregateQuery, intervalMs?: number): RollupPlan | undefined {
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
export async function histogramByRollup(
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
export async function termsByRollup(
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
