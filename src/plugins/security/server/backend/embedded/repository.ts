import type Database from 'better-sqlite3';
import type { EntryKind } from '../../../common/types';
import type { ListOptions } from '../types';
import { normalizeEntry, type StoredEntry } from './entries';

export type DocumentKind = 'config' | 'audit' | 'allowlist';

interface EntryRow {
  name: string;
  body: string;
}

const parse = <K extends EntryKind>(kind: K, row: EntryRow): StoredEntry<K> => normalizeEntry(kind, JSON.parse(row.body));

/**
 * SQL for the security tables. Every write goes through `bumpVersion` inside the caller's
 * transaction, which is how other connections (the securityadmin CLI, another server process)
 * learn that their cached configuration is stale.
 */
export class SecurityRepository {
  private readonly statements;
  /** List queries differ only by filter and order: a handful of shapes, each prepared once. */
  private readonly listStatements = new Map<string, Database.Statement>();

  constructor(private readonly db: Database.Database) {
    this.statements = {
      version: db.prepare('SELECT version FROM security_config_version WHERE id = 1').pluck(),
      bump: db.prepare('UPDATE security_config_version SET version = version + 1 WHERE id = 1'),
      get: db.prepare('SELECT name, body FROM security_entries WHERE kind = ? AND name = ?'),
      all: db.prepare('SELECT name, body FROM security_entries WHERE kind = ? ORDER BY name'),
      put: db.prepare(
        `INSERT INTO security_entries (kind, name, reserved, hidden, static, description, body)
         VALUES (@kind, @name, @reserved, @hidden, @static, @description, @body)
         ON CONFLICT (kind, name) DO UPDATE SET reserved = excluded.reserved, hidden = excluded.hidden,
           static = excluded.static, description = excluded.description, body = excluded.body`
      ),
      delete: db.prepare('DELETE FROM security_entries WHERE kind = ? AND name = ?'),
      deleteNonStatic: db.prepare('DELETE FROM security_entries WHERE kind = ? AND static = 0'),
      deleteStatic: db.prepare('DELETE FROM security_entries WHERE kind = ? AND static = 1'),
      count: db.prepare('SELECT COUNT(*) FROM security_entries').pluck(),
      getDocument: db.prepare('SELECT body FROM security_documents WHERE kind = ?').pluck(),
      putDocument: db.prepare(
        'INSERT INTO security_documents (kind, body) VALUES (?, ?) ON CONFLICT (kind) DO UPDATE SET body = excluded.body'
      ),
    };
  }

  version(): number {
    return this.statements.version.get() as number;
  }

  bumpVersion(): void {
    this.statements.bump.run();
  }

  isEmpty(): boolean {
    return (this.statements.count.get() as number) === 0 && this.getDocument('config') === undefined;
  }

  get<K extends EntryKind>(kind: K, name: string): StoredEntry<K> | undefined {
    const row = this.statements.get.get(kind, name) as EntryRow | undefined;
    return row ? parse(kind, row) : undefined;
  }

  all<K extends EntryKind>(kind: K): Array<[string, StoredEntry<K>]> {
    return (this.statements.all.all(kind) as EntryRow[]).map((row) => [row.name, parse(kind, row)]);
  }

  put<K extends EntryKind>(kind: K, name: string, entry: StoredEntry<K>): void {
    this.statements.put.run({
      kind,
      name,
      reserved: entry.reserved ? 1 : 0,
      hidden: entry.hidden ? 1 : 0,
      static: entry.static ? 1 : 0,
      description: entry.description,
      body: JSON.stringify(entry),
    });
  }

  delete(kind: EntryKind, name: string): boolean {
    return this.statements.delete.run(kind, name).changes > 0;
  }

  deleteAll(kind: EntryKind, which: 'static' | 'non-static'): void {
    (which === 'static' ? this.statements.deleteStatic : this.statements.deleteNonStatic).run(kind);
  }

  /** One page of visible entries, filtered and sorted by SQLite: only the page is parsed. */
  list<K extends EntryKind>(kind: K, options: ListOptions): { total: number; items: Array<{ name: string; entry: StoredEntry<K> }> } {
    const where = ['kind = @kind', 'hidden = 0'];
    const params: Record<string, unknown> = { kind };
    if (options.search) {
      where.push(`(name LIKE @search ESCAPE '\\' OR description LIKE @search ESCAPE '\\')`);
      params.search = `%${options.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    }
    const filter = where.join(' AND ');
    const total = this.prepared(`SELECT COUNT(*) FROM security_entries WHERE ${filter}`).pluck().get(params) as number;
    const direction = options.sort_order === 'desc' ? 'DESC' : 'ASC';
    const order =
      options.sort_field === 'description'
        ? `description COLLATE NOCASE ${direction}, name COLLATE NOCASE ${direction}`
        : `name COLLATE NOCASE ${direction}, name ${direction}`;
    let sql = `SELECT name, body FROM security_entries WHERE ${filter} ORDER BY ${order}`;
    if (options.per_page !== undefined) {
      sql += ' LIMIT @limit OFFSET @offset';
      params.limit = options.per_page;
      params.offset = ((options.page ?? 1) - 1) * options.per_page;
    }
    const rows = this.prepared(sql).all(params) as EntryRow[];
    return { total, items: rows.map((row) => ({ name: row.name, entry: parse(kind, row) })) };
  }

  private prepared(sql: string): Database.Statement {
    let statement = this.listStatements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.listStatements.set(sql, statement);
    }
    return statement;
  }

  getDocument<T>(kind: DocumentKind): T | undefined {
    const body = this.statements.getDocument.get(kind) as string | undefined;
    return body === undefined ? undefined : (JSON.parse(body) as T);
  }

  putDocument(kind: DocumentKind, value: unknown): void {
    this.statements.putDocument.run(kind, JSON.stringify(value));
  }
}
