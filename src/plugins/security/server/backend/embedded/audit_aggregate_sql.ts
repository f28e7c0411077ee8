/** The SQL pieces every audit count shares: a field's column, the filters, histogram buckets. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AuditCategory } from '../../../common/audit';
import {
  FAILURE_CATEGORIES,
  type AuditFilters,
  type AuditHistogramBucket,
  type AuditTermField,
} from '../../../common/audit_insights';

const FAILURES = sql.join(FAILURE_CATEGORIES.map((c) => sql.lit(c)));
export const OUTCOME = sql<string>`(CASE WHEN category IN (${FAILURES}) THEN 'failure' ELSE 'success' END)`;

/** The SQL value of a field (`outcome` is derived from the category). */
export function column(field: AuditTermField) {
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

export const outcomeIs = (value: string) =>
  value === 'failure' ? sql<SqlBool>`category IN (${FAILURES})` : sql<SqlBool>`category NOT IN (${FAILURES})`;

export function conditions(from: number, to: number, filters: AuditFilters): Expression<SqlBool>[] {
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

export function addToBuckets(
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
