/**
 * Counts of audit events by time or by a field's values, as one SQL `GROUP BY` over the
 * `security_audit_events` table (SQLite and PostgreSQL alike). The indexes of migration
 * security:0012-audit-insights cover every column used here, so neither query reads the rows.
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

const FAILURES = sql.join(FAILURE_CATEGORIES.map((c) => sql.lit(c)));

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
      return sql<string>`(CASE WHEN category IN (${FAILURES}) THEN 'failure' ELSE 'success' END)`;
  }
}

function conditions(from: number, to: number, filters: AuditFilters): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [sql<SqlBool>`timestamp >= ${from}`, sql<SqlBool>`timestamp <= ${to}`];
  for (const [field, value] of Object.entries(filters) as Array<[AuditTermField, string | undefined]>) {
    if (value === undefined) continue;
    if (field === 'outcome') {
      where.push(
        value === 'failure' ? sql<SqlBool>`category IN (${FAILURES})` : sql<SqlBool>`category NOT IN (${FAILURES})`
      );
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

export async function aggregateAuditEvents(
  db: Kysely<AuditTables>,
  dialect: StoreDialect,
  query: AuditAggregateQuery
): Promise<AuditAggregateResponse> {
  const { from, to, filters } = query;
  const base = db.selectFrom('security_audit_events').where((eb) => eb.and(conditions(from, to, filters)));
  const range = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };

  if (query.type === 'histogram') {
    const [interval, intervalMs] = autoInterval(from, to);
    const buckets =
      dialect === 'sqlite'
        ? await histogramByRanges(db, query, intervalMs)
        : await histogramByGroup(db, query, intervalMs);
    return {
      range,
      total: buckets.reduce((sum, b) => sum + b.count, 0),
      histogram: { interval_ms: intervalMs, interval, buckets },
    };
  }

  const value = column(query.field);
  const [counted, rows] = await Promise.all([
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
  const total = Number(counted.n);
  const buckets = rows.map((row) => ({ key: row.term ?? null, count: Number(row.n) }));
  const shown = buckets.reduce((sum, b) => sum + b.count, 0);
  return { range, total, terms: { field: query.field, buckets, other: total - shown } };
}
