import type Database from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * SQLite's default `BEGIN` takes the write lock only at the first write, and a transaction that
 * read first then fails at once (SQLITE_BUSY) when another process wrote meanwhile: the busy
 * timeout does not apply to that upgrade. `BEGIN IMMEDIATE` takes the lock up front and waits
 * for it, so transactions of several server processes on one file queue instead of failing.
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly database: Database.Database) {
    super({ database });
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver({ database: this.database });
  }
}
