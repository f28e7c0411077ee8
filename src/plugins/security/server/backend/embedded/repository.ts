import { sql, type Kysely } from 'kysely';
import type { StoreDialect } from '../../../../../core/server';
import type { EntryKind } from '../../../common/types';
import type { ListOptions } from '../types';
import { normalizeEntry, type StoredEntry } from './entry_forms';
import { ENTRY_KINDS } from './config_validation';
import { hiddenKey } from './history_hidden';
import { HistoryStore } from './history_store';
import { deleteRowsOwnedBy, endSessionsOf } from './user_owned_rows';
import { ChangeTracker, resolveContext, type ChangeContext, type HistoryTables, type Tracked } from './history_tracker';

export type DocumentKind = 'config' | 'audit' | 'allowlist';

/** The security configuration's tables (migration security:0001-configuration), as Kysely sees them. */
export interface SecurityConfigTables extends HistoryTables {
  security_entries: {
    kind: string;
    name: string;
    reserved: number;
    hidden: number;
    static: number;
    description: string;
    body: string;
  };
  security_documents: { kind: string; body: string };
  security_config_version: { id: number; version: number };
}

interface EntryRow {
  name: string;
  body: string;
}

/** Rows per multi-row INSERT: 7 parameters each, well under SQLite's parameter limit. */
const PUT_BATCH = 500;

const parse = <K extends EntryKind>(kind: K, row: EntryRow): StoredEntry<K> =>
  normalizeEntry(kind, JSON.parse(row.body));

const toRow = <K extends EntryKind>(kind: K, name: string, entry: StoredEntry<K>) => ({
  kind,
  name,
  reserved: entry.reserved ? 1 : 0,
  hidden: entry.hidden ? 1 : 0,
  static: entry.static ? 1 : 0,
  description: entry.description,
  body: JSON.stringify(entry),
});

/**
 * SQL for the security tables, on the builder it is given: the store's, or a transaction's
 * (`new SecurityRepository(trx)`) for the reads and writes that must happen together. Every write
 * goes through `bumpVersion` inside the caller's transaction, which is how other processes (the
 * securityadmin CLI, another server on the data dir) learn that their cached configuration is stale.
 * Every write also tells the history tracker what it replaced, and the bump records what changed
 * as one configuration history version (see history_tracker.ts).
 */
export class SecurityRepository {
  private readonly tracker = new ChangeTracker();
  /** Who is writing through this repository, for the history version its bump records. */
  context: Partial<ChangeContext> = {};
  /** The writer's own session, which their password change does not end (AuditActor.session). */
  keepSession?: number;
  /** The history version the last bump recorded (undefined when nothing changed). */
  lastVersion?: number;

  constructor(
    private readonly db: Kysely<SecurityConfigTables>,
    private readonly dialect: StoreDialect = 'sqlite',
    private readonly now: () => number = Date.now
  ) {}

  async version(): Promise<number> {
    const row = await this.db
      .selectFrom('security_config_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst();
    return row?.version ?? 0;
  }

  /** `context` (over this repository's and the request's) describes the history version it records. */
  async bumpVersion(context: Partial<ChangeContext> = {}): Promise<void> {
    const users = this.tracker.pending().filter(({ kind, before }) => kind === 'internalusers' && before !== undefined);
    const removedUsers = users.filter(({ after }) => after === undefined).map(({ name }) => name);
    await deleteRowsOwnedBy(this.db, this.dialect, removedUsers);
    const newPasswords = users
      .filter(({ before, after }) => after !== undefined && (before!.hash ?? null) !== (after.hash ?? null))
      .map(({ name }) => name);
    await endSessionsOf(this.db, this.dialect, newPasswords, this.keepSession);
    await this.db
      .updateTable('security_config_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    this.lastVersion = await this.tracker.flush(
      this.db as unknown as Kysely<HistoryTables>,
      resolveContext({ ...this.context, ...context }),
      this.now()
    );
  }

  /** Every resource this repository's transaction changed so far, with its state before and after. */
  pendingChanges(): Tracked[] {
    return this.tracker.pending();
  }

  /** The configuration history, read on this repository's builder (its transaction, if any). */
  history(): HistoryStore {
    return new HistoryStore(this.db as unknown as Kysely<HistoryTables>);
  }

  /** `hiddenKey(kind, name)` of every entry stored hidden now (the history's answers leave them out). */
  async hiddenKeys(): Promise<Set<string>> {
    // Each kind named, so the listing index (kind, hidden, name) is read instead of every row.
    const rows = await this.db
      .selectFrom('security_entries')
      .select(['kind', 'name'])
      .where('kind', 'in', ENTRY_KINDS)
      .where('hidden', '=', 1)
      .execute();
    return new Set(rows.map((row) => hiddenKey(row.kind, row.name)));
  }

  async isEmpty(): Promise<boolean> {
    const row = await this.db
      .selectFrom('security_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count) === 0 && (await this.getDocument('config')) === undefined;
  }

  async get<K extends EntryKind>(kind: K, name: string): Promise<StoredEntry<K> | undefined> {
    const row = await this.entriesOf(kind).where('name', '=', name).executeTakeFirst();
    return row ? parse(kind, row) : undefined;
  }

  async all<K extends EntryKind>(kind: K): Promise<Array<[string, StoredEntry<K>]>> {
    const rows = await this.db
      .selectFrom('security_entries')
      .select(['name', 'body'])
      .where('kind', '=', kind)
      .orderBy('name')
      .execute();
    return rows.map((row) => [row.name, parse(kind, row)]);
  }

  async put<K extends EntryKind>(kind: K, name: string, entry: StoredEntry<K>): Promise<void> {
    await this.putMany(kind, [[name, entry]]);
  }

  /** Writes many entries of one kind (an import, the seed) in a few statements. */
  async putMany<K extends EntryKind>(
    kind: K,
    entries: ReadonlyArray<readonly [string, StoredEntry<K>]>
  ): Promise<void> {
    for (let start = 0; start < entries.length; start += PUT_BATCH) {
      const batch = entries.slice(start, start + PUT_BATCH);
      await this.trackBefore(
        kind,
        batch.map(([name]) => name)
      );
      const rows = batch.map(([name, entry]) => toRow(kind, name, entry));
      // The stored form, not the caller's object, which it may still change.
      for (const row of rows) this.tracker.after(kind, row.name, JSON.parse(row.body));
      await this.db
        .insertInto('security_entries')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['kind', 'name']).doUpdateSet((eb) => ({
            reserved: eb.ref('excluded.reserved'),
            hidden: eb.ref('excluded.hidden'),
            static: eb.ref('excluded.static'),
            description: eb.ref('excluded.description'),
            body: eb.ref('excluded.body'),
          }))
        )
        .execute();
    }
  }

  /** The names and bodies of one kind's entries (a query to narrow further). */
  private entriesOf(kind: EntryKind) {
    return this.db.selectFrom('security_entries').select(['name', 'body']).where('kind', '=', kind);
  }

  /** What the entries are now, for the history, before a write replaces them. */
  private async trackBefore(kind: EntryKind, names: string[]): Promise<void> {
    const rows = await this.entriesOf(kind).where('name', 'in', names).execute();
    const found = new Map(rows.map((row) => [row.name, parse(kind, row)]));
    for (const name of names) this.tracker.before(kind, name, found.get(name));
  }

  async delete(kind: EntryKind, name: string): Promise<boolean> {
    await this.trackBefore(kind, [name]);
    this.tracker.after(kind, name, undefined);
    const result = await this.db
      .deleteFrom('security_entries')
      .where('kind', '=', kind)
      .where('name', '=', name)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async deleteAll(kind: EntryKind, which: 'static' | 'non-static'): Promise<void> {
    const rows = await this.db
      .selectFrom('security_entries')
      .select(['name', 'body'])
      .where('kind', '=', kind)
      .where('static', '=', which === 'static' ? 1 : 0)
      .execute();
    for (const row of rows) {
      this.tracker.before(kind, row.name, parse(kind, row));
      this.tracker.after(kind, row.name, undefined);
    }
    await this.db
      .deleteFrom('security_entries')
      .where('kind', '=', kind)
      .where('static', '=', which === 'static' ? 1 : 0)
      .execute();
  }

  /** One page of visible entries, filtered and sorted by the database: only the page is parsed. */
  async list<K extends EntryKind>(
    kind: K,
    options: ListOptions
  ): Promise<{ total: number; items: Array<{ name: string; entry: StoredEntry<K> }> }> {
    let query = this.db.selectFrom('security_entries').where('kind', '=', kind).where('hidden', '=', 0);
    if (options.search) {
      const pattern = `%${options.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      // Case-insensitive as SQLite's LIKE is; PostgreSQL's LIKE is not.
      const like = sql.raw(this.dialect === 'sqlite' ? 'LIKE' : 'ILIKE');
      query = query.where(
        (eb) =>
          sql<boolean>`(${eb.ref('name')} ${like} ${pattern} ESCAPE '\\' OR ${eb.ref('description')} ${like} ${pattern} ESCAPE '\\')`
      );
    }
    if (options.reserved !== undefined) query = query.where('reserved', '=', options.reserved ? 1 : 0);
    if (options.except !== undefined) query = query.where('name', '<>', options.except);
    const direction = options.sort_order === 'desc' ? sql.raw('DESC') : sql.raw('ASC');
    let page = query.select(['name', 'body']);
    const noCase = (column: 'name' | 'description') =>
      this.dialect === 'sqlite' ? sql`${sql.ref(column)} COLLATE NOCASE` : sql`lower(${sql.ref(column)})`;
    page =
      options.sort_field === 'description'
        ? page.orderBy(sql`${noCase('description')} ${direction}`).orderBy(sql`${noCase('name')} ${direction}`)
        : page.orderBy(sql`${noCase('name')} ${direction}`).orderBy(sql`name ${direction}`);
    if (options.per_page !== undefined) {
      page = page.limit(options.per_page).offset(((options.page ?? 1) - 1) * options.per_page);
    }
    const rows = await page.execute();
    const items = rows.map((row) => ({ name: row.name, entry: parse(kind, row) }));
    // A page that is not full ends the list, so its offset and length are the total: a search
    // for one name (or any short list) answers without a second pass over every row to count.
    const offset = options.per_page === undefined ? 0 : ((options.page ?? 1) - 1) * options.per_page;
    if (options.per_page === undefined || (rows.length < options.per_page && (rows.length > 0 || offset === 0))) {
      return { total: offset + rows.length, items };
    }
    const { count } = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return { total: Number(count), items };
  }

  async getDocument<T>(kind: DocumentKind): Promise<T | undefined> {
    const row = await this.db
      .selectFrom('security_documents')
      .select('body')
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row === undefined ? undefined : (JSON.parse(row.body) as T);
  }

  async putDocument(kind: DocumentKind, value: unknown): Promise<void> {
    this.tracker.before(kind, 'config', await this.getDocument(kind));
    // A copy: the caller may change its object after the write, the version must not.
    this.tracker.after(kind, 'config', structuredClone(value));
    await this.db
      .insertInto('security_documents')
      .values({ kind, body: JSON.stringify(value) })
      .onConflict((oc) => oc.column('kind').doUpdateSet((eb) => ({ body: eb.ref('excluded.body') })))
      .execute();
  }
}
