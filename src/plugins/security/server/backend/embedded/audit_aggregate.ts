/**
 * Counts of audit events by time or by a field's values, as one SQL `GROUP BY` over the
 * `security_audit_events` table (SQLite and PostgreSQL alike). The indexes of migration
 * security:0012-audit-insights cover every column used here, so neither query reads the rows.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { AuditCategory } from '../../../common/audit';
import {
  FAILURE_CATEGORIES,
  autoInterval,
  type AuditAggregateResponse,
  type AuditFilters,
  type AuditHistogramBucket,
  type AuditTermField,
} from '../../../common/audit_insights';
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

export async function aggregateAuditEvents(
  db: Kysely<AuditTables>,
  query: AuditAggregateQuery
): Promise<AuditAggregateResponse> {
  const { from, to, filters } = query;
  const base = db.selectFrom('security_audit_events').where((eb) => eb.and(conditions(from, to, filters)));
  const range = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };

  if (query.type === 'histogram') {
    const [interval, intervalMs] = autoInterval(from, to);
    // Integer division in both stores; timestamps are positive, so this floors to the interval.
    const bucket = sql<number>`(timestamp / ${sql.lit(intervalMs)}) * ${sql.lit(intervalMs)}`;
    const rows = await base
      .select([bucket.as('bucket'), 'category', sql<number>`COUNT(*)`.as('n')])
      .groupBy([bucket, 'category'])
      .orderBy(bucket)
      .execute();
    const byKey = new Map<number, AuditHistogramBucket>();
    let total = 0;
    for (const row of rows) {
      const key = Number(row.bucket);
      const count = Number(row.n);
      total += count;
      let entry = byKey.get(key);
      if (!entry) {
        entry = { key, key_as_string: new Date(key).toISOString(), count: 0, by_category: {} };
        byKey.set(key, entry);
      }
      entry.count += count;
      entry.by_category[row.category as AuditCategory] = count;
    }
    return {
      range,
      total,
      histogram: { interval_ms: intervalMs, interval, buckets: [...byKey.values()] },
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
