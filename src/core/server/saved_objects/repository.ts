import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Store, StoreDialect } from '../store/types';
import { findCondition, SEARCH_SCORE_FUNCTION, type FindQuery } from './find/find_query';
import { findRows } from './find/find_rows';
import { searchScore, type SearchConfig } from './find/search';
import { notHeldIn, SharingRecords } from './sharing/records';
import type { SavedObjectsTables } from './tables';
import type { SavedObject, SavedObjectReference } from './types';

type Row = Omit<Selectable<SavedObjectsTables['saved_objects']>, 'tenant' | 'sharing_owner'>;

export interface StoredObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  references: SavedObjectReference[];
  migrationVersion?: Record<string, string>;
}

const VERSION_PREFIX = 'so:';
const ROW_COLUMNS = ['type', 'id', 'attributes', 'refs', 'migration_version', 'updated_at', 'seq'] as const;

/** The version token is opaque to callers; it is the global write counter of the last write. */
export function encodeVersion(seq: number): string {
  return Buffer.from(VERSION_PREFIX + seq).toString('base64url');
}

export function isWellFormedVersion(version: string): boolean {
  const decoded = Buffer.from(version, 'base64url').toString();
  return /^so:[1-9]\d{0,15}$/.test(decoded) && encodeVersion(Number(decoded.slice(3))) === version;
}

function toSavedObject(row: Row, fields?: string[]): SavedObject {
  const attributes = JSON.parse(row.attributes) as Record<string, unknown>;
  const object: SavedObject = {
    id: row.id,
    type: row.type,
    attributes: fields
      ? Object.fromEntries(fields.filter((f) => Object.hasOwn(attributes, f)).map((f) => [f, attributes[f]]))
      : attributes,
    references: JSON.parse(row.refs) as SavedObjectReference[],
    updated_at: row.updated_at,
    version: encodeVersion(row.seq),
  };
  if (row.migration_version !== null) object.migrationVersion = JSON.parse(row.migration_version);
  return object;
}

/**
 * The saved-object queries over one builder: the store's, or a transaction's (see
 * `SavedObjectsRepository.transaction`). Callers pass the tenant explicitly, so no query can forget it.
 */
export class SavedObjectsQueries {
  /** The objects' sharing records, on the same builder (so in the same transaction). */
  readonly sharing: SharingRecords;

  constructor(
    private readonly db: Kysely<SavedObjectsTables>,
    readonly dialect: StoreDialect = 'sqlite'
  ) {
    this.sharing = new SharingRecords(db);
  }

  async get(tenant: string, type: string, id: string, fields?: string[]): Promise<SavedObject | undefined> {
    const row = await this.db
      .selectFrom('saved_objects')
      .select(ROW_COLUMNS)
      .where('tenant', '=', tenant)
      .where('type', '=', type)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toSavedObject(row, fields) : undefined;
  }

  /** The objects of `tenant` among `refs` (keep the list short: two parameters each), in no particular order. */
  async getMany(tenant: string, refs: ReadonlyArray<{ type: string; id: string }>): Promise<SavedObject[]> {
    if (refs.length === 0) return [];
    const rows = await this.db
      .selectFrom('saved_objects')
      .select(ROW_COLUMNS)
      .where('tenant', '=', tenant)
      .where((eb) => eb.or(refs.map(({ type, id }) => eb.and([eb('type', '=', type), eb('id', '=', id)]))))
      .execute();
    return rows.map((row) => toSavedObject(row));
  }

  /**
   * Inserts or replaces the whole object; the caller decides (inside its transaction) whether it
   * may. Takes the next value of the write counter, so call it inside a transaction only.
   */
  async write(tenant: string, object: StoredObject): Promise<SavedObject> {
    // Serialize first: a value JSON cannot hold fails here, before anything is written.
    const attributes = JSON.stringify(object.attributes);
    const refs = JSON.stringify(object.references);
    const migrationVersion = object.migrationVersion === undefined ? null : JSON.stringify(object.migrationVersion);
    const { value: seq } = await this.db
      .updateTable('saved_objects_sequence')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('singleton', '=', 1)
      .returning('value')
      .executeTakeFirstOrThrow();
    const updatedAt = new Date().toISOString();
    await this.db
      .insertInto('saved_objects')
      .values({
        tenant,
        type: object.type,
        id: object.id,
        attributes,
        refs,
        migration_version: migrationVersion,
        updated_at: updatedAt,
        seq,
      })
      .onConflict((oc) =>
        oc.columns(['tenant', 'type', 'id']).doUpdateSet((eb) => ({
          attributes: eb.ref('excluded.attributes'),
          refs: eb.ref('excluded.refs'),
          migration_version: eb.ref('excluded.migration_version'),
          updated_at: eb.ref('excluded.updated_at'),
          seq: eb.ref('excluded.seq'),
        }))
      )
      .execute();
    const saved: SavedObject = {
      id: object.id,
      type: object.type,
      attributes: object.attributes,
      references: object.references,
      updated_at: updatedAt,
      version: encodeVersion(seq),
    };
    if (object.migrationVersion !== undefined) saved.migrationVersion = object.migrationVersion;
    return saved;
  }

  /** Re-keys the objects of tenant `from` under `to`, but for those whose type and id `to` already has. */
  async moveTenant(from: string, to: string): Promise<number> {
    await this.sharing.moveTenant(from, to);
    const result = await this.db
      .updateTable('saved_objects')
      .set({ tenant: to })
      .where('tenant', '=', from)
      .where(notHeldIn(to, 'saved_objects'))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Deletes the object and its sharing record. */
  async delete(tenant: string, type: string, id: string): Promise<boolean> {
    await this.sharing.delete({ tenant, type, id });
    const result = await this.db
      .deleteFrom('saved_objects')
      .where('tenant', '=', tenant)
      .where('type', '=', type)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > BigInt(0);
  }

  /** One page and the total; run it in a transaction so both see the same rows. */
  async find(query: FindQuery): Promise<{ objects: SavedObject[]; total: number }> {
    const { rows, total } = await findRows(this.db, query, await this.scoreExpression(query));
    const { tenantNames } = query;
    const objects = rows.map(({ tenant, ...row }) => {
      const object = toSavedObject(row, query.fields);
      if (tenantNames) object.tenant = tenantNames.get(tenant);
      return object;
    });
    return { objects, total };
  }

  /**
   * SQLite calls the search score function core registered on its connection. PostgreSQL has no
   * such function: the candidates' scores are computed here, in the same code, and passed back as
   * one JSON parameter (`tenant|type:id` → score) the query looks each row up in.
   */
  private async scoreExpression(query: FindQuery): Promise<RawBuilder<number>> {
    const { search } = query;
    if (search === null) return sql<number>`0`;
    if (this.dialect === 'sqlite') return sql<number>`${sql.raw(SEARCH_SCORE_FUNCTION)}(${search}, type, attributes)`;
    const config = JSON.parse(search) as SearchConfig;
    const candidates = await this.db
      .selectFrom('saved_objects')
      .select(['tenant', 'type', 'id', 'attributes'])
      .where(findCondition(query))
      .execute();
    const scores: Record<string, number> = {};
    for (const row of candidates) {
      const score = searchScore(config, row.type, JSON.parse(row.attributes));
      if (score > 0) scores[`${row.tenant}|${row.type}:${row.id}`] = score;
    }
    // Type names hold neither '|' nor ':', so `tenant|type:id` names one object, across tenants too.
    return sql<number>`COALESCE((${JSON.stringify(scores)}::jsonb ->> (tenant || '|' || type || ':' || id))::float8, 0)`;
  }
}

/** All storage of saved objects, on the store's builder. */
export class SavedObjectsRepository extends SavedObjectsQueries {
  constructor(private readonly store: Store) {
    super(store.kysely<SavedObjectsTables>(), store.dialect);
  }

  /**
   * Runs fn in one store transaction. Use only the queries fn receives: on SQLite a query through
   * this repository inside fn would wait for the transaction itself.
   */
  transaction<T>(fn: (queries: SavedObjectsQueries) => Promise<T>): Promise<T> {
    return this.store.transaction<SavedObjectsTables, T>((trx) => fn(new SavedObjectsQueries(trx, this.store.dialect)));
  }
}
