import { runStatements, type Migration } from '../store';
import { savedObjectOwnerColumnMigration, savedObjectSharingMigration } from './sharing/migration';

/** Core's saved-object schema. Ids are recorded in the store: never rename or reuse one. */
export const savedObjectsMigrations: Migration[] = [
  {
    id: 'core:0001-saved-objects',
    formerIds: ['core.saved_objects.001_create_tables'],
    up: async (db, dialect) => {
      await runStatements(
        db,
        dialect === 'sqlite'
          ? [
              "CREATE TABLE saved_objects ( tenant TEXT NOT NULL, type TEXT NOT NULL, id TEXT NOT NULL, attributes TEXT NOT NULL CHECK (json_valid(attributes)), refs TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(refs)), migration_version TEXT CHECK (migration_version IS NULL OR json_valid(migration_version)), updated_at TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (tenant, type, id) ) WITHOUT ROWID",
              'CREATE INDEX saved_objects_by_updated_at ON saved_objects (tenant, type, updated_at)',
              // One counter for every write: the version token of an object is the counter value of its
              // last write, so a token never comes back, even after a delete and a re-create.
              'CREATE TABLE saved_objects_sequence ( singleton INTEGER PRIMARY KEY CHECK (singleton = 1), value INTEGER NOT NULL )',
              'INSERT INTO saved_objects_sequence (singleton, value) VALUES (1, 0)',
            ]
          : [
              // JSON kept as text, as on SQLite (the repository parses it); the casts check it is JSON.
              "CREATE TABLE saved_objects ( tenant TEXT NOT NULL, type TEXT NOT NULL, id TEXT NOT NULL, attributes TEXT NOT NULL CHECK ((attributes::jsonb) IS NOT NULL), refs TEXT NOT NULL DEFAULT '[]' CHECK ((refs::jsonb) IS NOT NULL), migration_version TEXT CHECK (migration_version IS NULL OR (migration_version::jsonb) IS NOT NULL), updated_at TEXT NOT NULL, seq BIGINT NOT NULL, PRIMARY KEY (tenant, type, id) )",
              'CREATE INDEX saved_objects_by_updated_at ON saved_objects (tenant, type, updated_at)',
              'CREATE TABLE saved_objects_sequence ( singleton INTEGER PRIMARY KEY CHECK (singleton = 1), value BIGINT NOT NULL )',
              'INSERT INTO saved_objects_sequence (singleton, value) VALUES (1, 0)',
            ]
      );
    },
  },
  savedObjectSharingMigration,
  savedObjectOwnerColumnMigration,
];
