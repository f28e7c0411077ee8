/**
 * Roll-ups of the audit log (migration security:0015-audit-rollups), so that counting a month of
 * events reads a few thousand rows instead of a million:
 *
 * - `security_audit_rollup_hourly`: events per UTC hour by category, auth type and tenant (the
 *   histogram, and the top values of category, outcome, auth type and tenant);
 * - `security_audit_rollup_daily`: events per UTC day by user or by address (`field`, `value_key`),
 *   with category, auth type and tenant (the top users and addresses, and counts of one user's or
 *   one address's events).
 *
 * Nullable values are kept as keys, `'v' || value` or `'n'` for none, because a NULL in a primary
 * key never conflicts, so an upsert could not add to it.
 *
 * SQLite maintains both in an AFTER INSERT trigger, in the transaction of the audit insert (SQLite
 * has one writer at a time, so the counter rows cannot make writers wait on each other).
 * PostgreSQL's writers run concurrently: there the trigger only queues the new ids in
 * `security_audit_rollup_pending` (a plain insert, no shared row), and `foldAuditRollups` moves
 * queued events into the roll-ups in one transaction. A reader counts the roll-ups plus the events
 * still queued in the same statement, so each event is counted exactly once whether it has been
 * folded or not. SQLite has the queue too, empty but for a store copied from PostgreSQL
 * (`copyStore` copies the queue with the roll-ups), and folds it the same way.
 */
import { sql, type Kysely } from 'kysely';
import type { StoreDialect } from '../../../../../core/server';

export const ROLLUP_HOUR_MS = 3_600_000;
export const ROLLUP_DAY_MS = 86_400_000;

/** A nullable value as a roll-up key (see above). */
export const rollupKey = (value: string | null): string => (value === null ? 'n' : `v${value}`);

/** The same, in SQL, of a column or an expression. */
export const rollupKeySql = (expression: string) => `COALESCE('v' || ${expression}, 'n')`;

/** Back from a key column to the value. */
export const fromRollupKey = (column: string) => `(CASE WHEN ${column} = 'n' THEN NULL ELSE substr(${column}, 2) END)`;

/** PostgreSQL: one fold at a time (two could take the counter rows' locks in opposite orders). */
export const FOLD_LOCK = 0x5ec_a0d1;

/**
 * PostgreSQL: moves up to `limit` queued events into the roll-ups in one statement, so its own
 * transaction (the queue rows leave as their counts arrive); skipped while another fold holds the
 * lock. One round trip, cheap when the queue is empty. Answers how many events were moved.
 */
async function foldOnPostgres(db: Kysely<any>, limit: number): Promise<number> {
  // Most counts find the queue empty: a plain read skips planning the statement below.
  const { rows: queued } = await sql`SELECT 1 FROM security_audit_rollup_pending LIMIT 1`.execute(db);
  if (queued.length === 0) return 0;
  const { rows } = await sql<{ n: string | number }>`
    WITH fold AS (
      SELECT pg_try_advisory_xact_lock(${sql.lit(FOLD_LOCK)}) AS ok
    ), moved AS (
      DELETE FROM security_audit_rollup_pending
      WHERE (SELECT ok FROM fold)
        AND id IN (SELECT id FROM security_audit_rollup_pending ORDER BY id LIMIT ${sql.lit(limit)})
      RETURNING id
    ), events AS (
      SELECT e.timestamp, e.category, e."user", e.remote_address,
        ${sql.raw(rollupKeySql('e.auth_type'))} AS auth_type_key,
        ${sql.raw(rollupKeySql('e.tenant'))} AS tenant_key
      FROM security_audit_events e JOIN moved ON moved.id = e.id
    ), hourly AS (
      INSERT INTO security_audit_rollup_hourly AS r (hour, category, auth_type_key, tenant_key, n)
      SELECT timestamp - timestamp % ${sql.lit(ROLLUP_HOUR_MS)}, category, auth_type_key, tenant_key, COUNT(*)
      FROM events GROUP BY 1, 2, 3, 4
      ON CONFLICT (hour, category, auth_type_key, tenant_key) DO UPDATE SET n = r.n + EXCLUDED.n
      RETURNING 1
    ), daily AS (
      INSERT INTO security_audit_rollup_daily AS r (field, day, value_key, category, auth_type_key, tenant_key, n)
      SELECT v.field, timestamp - timestamp % ${sql.lit(ROLLUP_DAY_MS)}, v.value_key, category, auth_type_key,
        tenant_key, COUNT(*)
      FROM events CROSS JOIN LATERAL (VALUES
        ('user', ${sql.raw(rollupKeySql('"user"'))}), ('address', ${sql.raw(rollupKeySql('remote_address'))})
      ) AS v (field, value_key)
      GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (field, day, value_key, category, auth_type_key, tenant_key) DO UPDATE SET n = r.n + EXCLUDED.n
      RETURNING 1
    )
    SELECT COUNT(*) AS n FROM moved`.execute(db);
  return Number(rows[0].n);
}

/** SQLite: one writer at a time, so a plain transaction; the queue is empty but after a copy. */
async function foldOnSqlite(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM security_audit_rollup_pending`.execute(db);
  if (Number(rows[0].n) === 0) return 0;
  const queued = 'FROM security_audit_events WHERE id IN (SELECT id FROM security_audit_rollup_pending)';
  return db.transaction().execute(async (trx) => {
    await sql
      .raw(
        `INSERT INTO security_audit_rollup_hourly (hour, category, auth_type_key, tenant_key, n) SELECT timestamp - timestamp % ${ROLLUP_HOUR_MS}, category, ${rollupKeySql('auth_type')}, ${rollupKeySql('tenant')}, COUNT(*) ${queued} GROUP BY 1, 2, 3, 4 ON CONFLICT (hour, category, auth_type_key, tenant_key) DO UPDATE SET n = n + excluded.n`
      )
      .execute(trx);
    for (const [field, column] of [
      ['user', '"user"'],
      ['address', 'remote_address'],
    ]) {
      await sql
        .raw(
          `INSERT INTO security_audit_rollup_daily (field, day, value_key, category, auth_type_key, tenant_key, n) SELECT '${field}', timestamp - timestamp % ${ROLLUP_DAY_MS}, ${rollupKeySql(column)}, category, ${rollupKeySql('auth_type')}, ${rollupKeySql('tenant')}, COUNT(*) ${queued} GROUP BY 2, 3, 4, 5, 6 ON CONFLICT (field, day, value_key, category, auth_type_key, tenant_key) DO UPDATE SET n = n + excluded.n`
        )
        .execute(trx);
    }
    const deleted = await sql`DELETE FROM security_audit_rollup_pending`.execute(trx);
    return Number(deleted.numAffectedRows ?? 0);
  });
}

/**
 * Moves queued events (up to `limit` on PostgreSQL) into the roll-ups; answers how many. The
 * counts never depend on it: it keeps the queue, which readers count event by event, short.
 */
export async function foldAuditRollups(db: Kysely<any>, dialect: StoreDialect, limit = 100_000): Promise<number> {
  return dialect === 'sqlite' ? foldOnSqlite(db) : foldOnPostgres(db, limit);
}
