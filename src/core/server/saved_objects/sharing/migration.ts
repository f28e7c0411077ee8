import { runStatements, type Migration } from '../../store';

/**
 * The sharing model in rows (not one JSON document per object), so a find filters on indexes:
 * one owner row per owned object, one row per (level, kind, recipient). Same DDL on both stores
 * but for SQLite's WITHOUT ROWID (the tables are looked up by their keys only).
 */
const statements = (tableSuffix: string) => [
  `CREATE TABLE saved_object_owners ( tenant TEXT NOT NULL, type TEXT NOT NULL, id TEXT NOT NULL, owner TEXT NOT NULL, PRIMARY KEY (tenant, type, id) )${tableSuffix}`,
  `CREATE TABLE saved_object_grants ( tenant TEXT NOT NULL, type TEXT NOT NULL, id TEXT NOT NULL, level TEXT NOT NULL CHECK (level IN ('read_only', 'read_write', 'full_access')), kind TEXT NOT NULL CHECK (kind IN ('user', 'role', 'backend_role')), principal TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (tenant, type, id, level, kind, principal) )${tableSuffix}`,
  // "Shared with me" and the list of what an owner holds start from the person, not the object.
  'CREATE INDEX saved_object_grants_by_principal ON saved_object_grants (tenant, kind, principal, type, id)',
  'CREATE INDEX saved_object_owners_by_owner ON saved_object_owners (tenant, owner, type, id)',
];

export const savedObjectSharingMigration: Migration = {
  id: 'core:0002-saved-object-sharing',
  up: (db, dialect) => runStatements(db, statements(dialect === 'sqlite' ? ' WITHOUT ROWID' : '')),
};

/**
 * Each object row carries its owner as recorded (`sharing_owner`), so a find decides the common
 * cases from the row it reads anyway, never by one owner lookup per row: a list of 10,000
 * dashboards cost 4 to 16 times as much with sharing on. The owner table stays the record; the
 * column only mirrors it and errs closed: NULL (unknown, or no owner) sends the row to the exact
 * check against the owner table, and records.ts writes both in the same transaction.
 */
export const savedObjectOwnerColumnMigration: Migration = {
  id: 'core:0003-saved-object-owner-column',
  up: (db) =>
    runStatements(db, [
      'ALTER TABLE saved_objects ADD COLUMN sharing_owner TEXT',
      'UPDATE saved_objects SET sharing_owner = (SELECT o.owner FROM saved_object_owners o WHERE o.tenant = saved_objects.tenant AND o.type = saved_objects.type AND o.id = saved_objects.id)',
      'CREATE INDEX saved_objects_by_sharing_owner ON saved_objects (tenant, type, sharing_owner)',
    ]),
};
