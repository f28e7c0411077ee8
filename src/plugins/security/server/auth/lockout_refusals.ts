/**
 * The attempts a lock-out refused: counted on the counter that refused them, taken off it once the
 * lock-out is over (or unlocked) and handed to the audit log as one FAILED_LOGIN per lock-out.
 */
import { sql, type Kysely } from 'kysely';
import { parseCounterKey, type Counter, type LoginFailureTables } from './login_failure_tables';
import type { LockoutRefusals } from './types';

/** A counter's refused attempts as the audit log tells them. */
export function refusalsOf(row: Counter, attempts: number, unlocked: boolean): LockoutRefusals {
  const { kind, name, address } = parseCounterKey(row.key);
  const who =
    kind === 'address'
      ? { kind: 'address' as const, address: name }
      : address !== undefined
        ? { kind: 'user_address' as const, user: name, address }
        : { kind: 'user' as const, user: name };
  return {
    ...who,
    attempts,
    firstAt: row.refused_first_at,
    lastAt: row.refused_last_at,
    lockedUntil: row.locked_until,
    ...(unlocked ? { unlocked } : {}),
  };
}

/**
 * A refused attempt counts on the counter whose lock-out refused it (the one locked longest),
 * so each is audited once however many of the keys are locked.
 */
export async function countRefusal(trx: Kysely<LoginFailureTables>, rows: Counter[], now: number): Promise<void> {
  const locking = rows.filter((row) => row.locked_until > now).sort((a, b) => b.locked_until - a.locked_until)[0];
  if (!locking) return;
  // In SQL, so concurrent refusals (other processes) all count.
  await trx
    .updateTable('security_login_failures')
    .set({
      refused: sql`refused + 1`,
      refused_first_at: sql`CASE WHEN refused = 0 THEN ${now} ELSE refused_first_at END`,
      refused_last_at: now,
    })
    .where('key', '=', locking.key)
    .execute();
}

/**
 * Takes the refusals read in `rows` off their counters; answers them. A counter another process
 * took them from meanwhile no longer has them, and is left out.
 */
export async function takeRefusals(trx: Kysely<LoginFailureTables>, rows: Counter[]): Promise<LockoutRefusals[]> {
  const taken: LockoutRefusals[] = [];
  for (const row of rows) {
    const result = await trx
      .updateTable('security_login_failures')
      .set({
        refused: sql`refused - ${row.refused}`,
        refused_first_at: sql`CASE WHEN refused = ${row.refused} THEN 0 ELSE refused_first_at END`,
      })
      .where('key', '=', row.key)
      .where('refused', '>=', row.refused)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) taken.push(refusalsOf(row, row.refused, false));
  }
  return taken;
}
