import type { ColumnType } from 'kysely';

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
    /**
     * The owner's name as `saved_object_owners` records it, mirrored for finds; NULL when the
     * object has no owner or its row was written without one (the find then checks the owner table).
     */
    sharing_owner: ColumnType<string | null, string | null | undefined, string | null>;
  };
  saved_objects_sequence: { singleton: number; value: number };
  /** The owner of an owned protected object (issue 72); an object without a row has no owner. */
  saved_object_owners: { tenant: string; type: string; id: string; owner: string };
  /**
   * One recipient of one level of an owned object. `position` keeps the recipients' order within
   * (level, kind) as the sharer gave it, so `share_with` round-trips exactly.
   */
  saved_object_grants: {
    tenant: string;
    type: string;
    id: string;
    level: string;
    kind: string;
    principal: string;
    position: number;
  };
}
