import {
  actionGroup,
  SHARE_LEVELS,
  type SavedObjectSharingSummary,
  type ShareLevel,
} from '../../../common/saved_object_sharing';
import { strongest } from './records';
import { isShared } from './share_with';
import type { SharingSubject, StoredSharing } from './types';

/**
 * What the sharing rules know of one request: the protected types and who asks. A client without
 * a scope (server work, `getClientForTenant`) is not restricted by sharing at all.
 */
export interface SharingScope {
  protectedTypes: ReadonlySet<string>;
  /** null: a request without a user, which sees no owned protected object. */
  subject: SharingSubject | null;
}

export const atLeast = (level: ShareLevel | null, needed: ShareLevel) =>
  level !== null && SHARE_LEVELS.indexOf(level) >= SHARE_LEVELS.indexOf(needed);

/**
 * The subject's own level on an owned object before the tenant's cap, or null when it may not
 * see it. Owner and administrators hold every right, which is full_access.
 */
export function levelOf(subject: SharingSubject | null, record: StoredSharing): ShareLevel | null {
  if (!subject) return null;
  if (subject.admin || record.owner === subject.user) return 'full_access';
  const roles = new Set(subject.roles);
  const backendRoles = new Set(subject.backendRoles);
  const held = SHARE_LEVELS.filter((level) => {
    const recipients = record.shareWith[actionGroup(record.type, level)];
    return (
      recipients !== undefined &&
      (recipients.users.includes(subject.user) ||
        recipients.roles.some((role) => roles.has(role)) ||
        recipients.backend_roles.some((role) => backendRoles.has(role)))
    );
  });
  return strongest(held);
}

/** A read-only tenant makes every level read_only. */
export function capped(level: ShareLevel, canWrite: boolean): { access: ShareLevel; cappedByTenant: boolean } {
  if (canWrite || level === 'read_only') return { access: level, cappedByTenant: false };
  return { access: 'read_only', cappedByTenant: true };
}

/** The summary a reader gets on the object (the level after the cap). */
export function summaryOf(record: StoredSharing, level: ShareLevel, canWrite: boolean): SavedObjectSharingSummary {
  const { access, cappedByTenant } = capped(level, canWrite);
  return {
    owner: record.owner,
    shared: isShared(record.shareWith),
    access,
    ...(cappedByTenant ? { capped_by_tenant: true } : {}),
  };
}
