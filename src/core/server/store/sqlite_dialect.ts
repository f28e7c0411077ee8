import type Database from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

/** Distinct statements kept prepared; queries built with varying IN lists make more, the rest are re-prepared. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; compiling SQL is a large part of a small query's cost (the
 * session and user lookups of every request). Statements are reused by their SQL text, the least
 * recently used dropped first. Safe because the dialect runs one query at a time on its one
 * connection (Kysely serialises them), so a cached statement is never busy when it is reused.
 */
export function withStatementCache(database: Database.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (statement) {
        // Map order is insertion order: re-inserting marks it the most recently used.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

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
  /** The connection's statements, cached as the dialect's queries see them. */
  readonly database: SqliteDatabase;

  constructor(database: Database.Database) {
    const cached = withStatementCache(database);
    super({ database: cached });
    this.database = cached;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver({ database: this.database });
  }
}
