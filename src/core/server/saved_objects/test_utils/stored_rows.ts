import type { Insertable } from 'kysely';
import type { SavedObjectsTables } from '../tables';

/**
 * A `saved_objects` row as the store keeps it, for tests that write rows directly (sharing mirror
 * states no API writes, or thousands of rows at once): the title is the id unless given.
 */
export function storedObjectRow(row: {
  tenant: string;
  type: string;
  id: string;
  seq: number;
  sharingOwner: string | null;
  title?: string;
  updatedAt?: string;
}): Insertable<SavedObjectsTables['saved_objects']> {
  return {
    tenant: row.tenant,
    type: row.type,
    id: row.id,
    attributes: JSON.stringify({ title: row.title ?? row.id }),
    refs: '[]',
    migration_version: null,
    updated_at: row.updatedAt ?? '2030-01-01T00:00:00.000Z',
    seq: row.seq,
    sharing_owner: row.sharingOwner,
  };
}
