import type { SavedObject } from '../../../../core/public';

/**
 * The sharing summary the server adds to an owned protected object (core's
 * SavedObjectSharingSummary, issue 72): the owner, whether anyone else holds a level, and the
 * caller's level after the tenant's cap.
 */
export interface DashboardSharing {
  owner: string;
  shared: boolean;
  access: 'read_only' | 'read_write' | 'full_access';
  capped_by_tenant?: boolean;
}

/** The object's sharing summary; none for an object without an owner (the tenant decides alone). */
export function sharingOf<T>(object: SavedObject<T>): DashboardSharing | undefined {
  return (object as SavedObject<T> & { sharing?: DashboardSharing }).sharing;
}

/** What the caller may do with a dashboard beyond what the tenant lets it do. */
export function sharedAccess<T>(object: SavedObject<T>): { write: boolean; delete: boolean } {
  const access = sharingOf(object)?.access;
  if (access === undefined) return { write: true, delete: true };
  return { write: access !== 'read_only', delete: access === 'full_access' };
}
