import type { SavedObject, SavedObjectSharingSummary } from '../../../../core/public';

/** The server's summary on an owned protected object (issue 72); none: the tenant decides alone. */
export type DashboardSharing = SavedObjectSharingSummary;

export function sharingOf<T>(object: SavedObject<T>): DashboardSharing | undefined {
  return object.sharing;
}

/** What the caller may do with a dashboard beyond what the tenant lets it do. */
export function sharedAccess<T>(object: SavedObject<T>): { write: boolean; delete: boolean } {
  const access = object.sharing?.access;
  if (access === undefined) return { write: true, delete: true };
  return { write: access !== 'read_only', delete: access === 'full_access' };
}
