import type Database from 'better-sqlite3';
import type { Store } from '../store/types';
import { createSearchScoreFunction } from './find/search';
import { SEARCH_SCORE_FUNCTION, type FindQuery } from './find/find_query';
import type { SavedObject, SavedObjectReference } from './types';

interface Row {
  type: string;
  id: string;
  attributes: string;
  refs: string;
  migration_version: string | null;
  updated_at: string;
  seq: number;
}

export interface StoredObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  references: SavedObjectReference[];
  migrationVersion?: Record<string, string>;
}

const VERSION_PREFIX = 'so:';

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
    attributes: fields ? Object.fromEntries(fields.filter((f) => Object.hasOwn(attributes, f)).map((f) => [f, attributes[f]])) : attributes,
    references: JSON.parse(row.refs) as SavedObjectReference[],
    updated_at: row.updated_at,
    version: encodeVersion(row.seq),
  };
  if (row.migration_version !== null) object.migrationVersion = JSON.parse(row.migration_version);
  return object;
}

/** All SQL of saved objects; callers pass the tenant explicitly, so no query can forget it. */
export class SavedObjectsRepository {
  private readonly db: Database.Database;
  private readonly statements;

  constructor(private readonly store: Store) {
    this.db = store.db;
    this.db.function(SEARCH_SCORE_FUNCTION, { deterministic: true }, createSearchScoreFunction());
    this.statements = {
      get: this.db.prepare<[string, string, string], Row>(
        'SELECT type, id, attributes, refs, migration_version, updated_at, seq FROM saved_objects WHERE tenant = ? AND type = ? AND id = ?'
      ),
      nextSeq: this.db.prepare<[], { value: number }>(
        'UPDATE saved_objects_sequence SET value = value + 1 WHERE singleton = 1 RETURNING value'
      ),
      upsert: this.db.prepare(
        `INSERT INTO saved_objects (tenant, type, id, attributes, refs, migration_version, updated_at, seq)
         VALUES (@tenant, @type, @id, @attributes, @refs, @migrationVersion, @updatedAt, @seq)
         ON CONFLICT (tenant, type, id) DO UPDATE SET attributes = excluded.attributes, refs = excluded.refs,
           migration_version = excluded.migration_version, updated_at = excluded.updated_at, seq = excluded.seq`
      ),
      delete: this.db.prepare<[string, string, string]>('DELETE FROM saved_objects WHERE tenant = ? AND type = ? AND id = ?'),
    };
  }

  transaction<T>(fn: () => T): T {
    return this.store.transaction(fn);
  }

  get(tenant: string, type: string, id: string, fields?: string[]): SavedObject | undefined {
    const row = this.statements.get.get(tenant, type, id);
    return row ? toSavedObject(row, fields) : undefined;
  }

  /** Inserts or replaces the whole object; the caller decides (inside its transaction) whether it may. */
  write(tenant: string, object: StoredObject): SavedObject {
    const seq = this.statements.nextSeq.get()!.value;
    const updatedAt = new Date().toISOString();
    this.statements.upsert.run({
      tenant,
      type: object.type,
      id: object.id,
      attributes: JSON.stringify(object.attributes),
      refs: JSON.stringify(object.references),
      migrationVersion: object.migrationVersion === undefined ? null : JSON.stringify(object.migrationVersion),
      updatedAt,
      seq,
    });
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

  delete(tenant: string, type: string, id: string): boolean {
    return this.statements.delete.run(tenant, type, id).changes > 0;
  }

  find(query: FindQuery): { objects: SavedObject[]; total: number } {
    const offset = (query.page - 1) * query.perPage;
    // The score is computed once per candidate row in the inner query and filtered outside it.
    const scored = query.search
      ? `SELECT *, ${SEARCH_SCORE_FUNCTION}(?, type, attributes) AS score FROM saved_objects WHERE ${query.where}`
      : `SELECT *, 0 AS score FROM saved_objects WHERE ${query.where}`;
    const headParams = query.search ? [query.search, ...query.params] : query.params;
    const matching = query.search ? `SELECT * FROM (${scored}) WHERE score > 0` : scored;
    return this.transaction(() => {
      const { total } = this.db.prepare(`SELECT COUNT(*) AS total FROM (${matching})`).get(...headParams) as {
        total: number;
      };
      const rows = this.db
        .prepare(`${matching} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`)
        .all(...headParams, ...query.orderParams, query.perPage, offset) as Row[];
      return { objects: rows.map((row) => toSavedObject(row, query.fields)), total };
    });
  }
}
