import { runStatements, type Migration } from '../../../core/server';

/**
 * A migration that runs the statements `sql` writes for the store's dialect, given the column
 * type of an epoch-milliseconds time: they need 64 bits, SQLite's INTEGER has them, PostgreSQL's
 * (32 bits) does not, its BIGINT does.
 */
export function epochTableMigration(
  id: string,
  formerIds: readonly string[],
  sql: (epochMs: 'INTEGER' | 'BIGINT') => string[]
): Migration {
  return {
    id,
    // A migration new in this release has no former ids (an empty list would claim one).
    ...(formerIds.length ? { formerIds } : {}),
    async up(db, dialect) {
      await runStatements(db, sql(dialect === 'sqlite' ? 'INTEGER' : 'BIGINT'));
    },
  };
}
