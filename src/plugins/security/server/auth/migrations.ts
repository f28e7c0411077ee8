import type { Migration } from '../../../../core/server';
import { epochTableMigration } from '../epoch_migration';

/**
 * Failed-login counters, shared by every server process on the data dir. One row per key
 * (`user:<name>` or `address:<ip>`); times are epoch milliseconds.
 */
export const loginMigrations: Migration[] = [
  epochTableMigration('security:0004-login-failures', ['security-0003-login-failures'], (int) => [
    `CREATE TABLE IF NOT EXISTS security_login_failures ( key TEXT PRIMARY KEY NOT NULL, failures INTEGER NOT NULL, first_at ${int} NOT NULL, last_at ${int} NOT NULL, locked_until ${int} NOT NULL )`,
    'CREATE INDEX IF NOT EXISTS security_login_failures_by_last ON security_login_failures (last_at)',
  ]),
  // The attempts a lock-out refused, counted on its counter and audited once when it is over
  // (LoginRateLimiter.attempt): one FAILED_LOGIN per lock-out, not one per refused attempt.
  epochTableMigration('security:0024-login-refusals', [], (int) =>
    ['refused INTEGER', `refused_first_at ${int}`, `refused_last_at ${int}`].map(
      (column) => `ALTER TABLE security_login_failures ADD COLUMN ${column} NOT NULL DEFAULT 0`
    )
  ),
];
