/** Core's saved-object tables as Kysely sees them (created by ./migrations.ts). */
export interface SavedObjectsTables {
  saved_objects: {
    tenant: string;
    type: string;
    id: string;
    /** JSON text of the attributes object. */
    attributes: string;
    /** JSON text of the references list. */
    refs: string;
    /** JSON text, or null when the object has none. */
    migration_version: string | null;
    updated_at: string;
    /** The value of `saved_objects_sequence` at the object's last write. */
    seq: number;
  };
  saved_objects_sequence: { singleton: number; value: number };
}
