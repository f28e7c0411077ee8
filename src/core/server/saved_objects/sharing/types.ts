import type { OsdRequest } from '../../http/types';
import type { ShareLevel, ShareWith } from '../../../common/saved_object_sharing';
import type { TenantContext } from '../tenant_context';

export type {
  SavedObjectSharingSummary,
  ShareLevel,
  ShareRecipients,
  ShareWith,
  SharingInfo,
} from '../../../common/saved_object_sharing';

/** Who asks, as the sharing rules see them (the security plugin's account of the request). */
export interface SharingSubject {
  user: string;
  /** Security roles (mapped), as the permission evaluation reads them. */
  roles: readonly string[];
  backendRoles: readonly string[];
  /** Security administrators see and manage every protected object (all_access, restapi:admin/resource_sharing). */
  admin: boolean;
}

/**
 * Registered by a plugin (security) when resource sharing is enabled. Without one, or with no
 * protected types, saved objects behave as before: the tenant decides everything.
 */
export interface SharingPolicy {
  /** Saved-object types under owner-based access (e.g. dashboard, visualization). */
  protectedTypes: readonly string[];
  /**
   * The caller, or null for a request with no user (public pages): a null subject sees no owned
   * protected object. Called once per request.
   */
  subject(request: OsdRequest): Promise<SharingSubject | null>;
  /**
   * Tenants stored as this prefix plus a user name are that user's own (private tenants): an
   * owner-less object there is only ever given that user, since any other owner would hide it from
   * the one user whose tenant it is. Absent: no tenant belongs to one user.
   */
  personalTenantPrefix?: string;
}

/**
 * One protected object's sharing record, as stored (tenant is the storage id: '' global,
 * a custom tenant's name, '__user__<name>' a private one).
 */
export interface StoredSharing {
  tenant: string;
  type: string;
  id: string;
  owner: string;
  shareWith: ShareWith;
}

/** One object a migrate gave an owner. */
export interface MigratedObject {
  tenant: string;
  type: string;
  id: string;
  owner: string;
  /** Given the migrate's default owner (false: a personal tenant's object, given its user). */
  defaultOwner: boolean;
}

/** What a migrate did: the objects it gave an owner, and how many of the types had one already. */
export interface SharingMigration {
  /** By tenant, type and id. */
  migrated: MigratedObject[];
  /** The objects of the migrated types that kept the owner they had (upstream's skippedExisting). */
  skippedExisting: number;
}

/** A share or revoke: the record before and after (audited by the caller). */
export interface SharingChange {
  before: StoredSharing | null;
  after: StoredSharing;
}

/**
 * Core's side of the sharing APIs. Every call takes the request (its subject and tenant are
 * resolved as for the saved-objects client) and answers HttpErrors: 404 for an object that does
 * not exist or that the caller may not see (one answer for both), 403 when the caller may see it
 * but not share it (not owner, full-access recipient or administrator; or a read-only tenant),
 * 400 for bad input (unknown level, type not protected).
 */
export interface SavedObjectSharingStart {
  /** Whether a policy is registered with at least one protected type. */
  readonly enabled: boolean;
  readonly protectedTypes: readonly string[];
  /** The caller's level on an object (null: owner-less object, tenant rules only). */
  get(
    request: OsdRequest,
    type: string,
    id: string
  ): Promise<{ tenant: TenantContext; sharing: StoredSharing | null; access: ShareLevel | null }>;
  /** Replaces `share_with` (upstream's PUT). */
  replace(request: OsdRequest, type: string, id: string, shareWith: ShareWith): Promise<SharingChange>;
  /** Adds then revokes recipients (upstream's PATCH/POST `add`/`revoke`). */
  update(
    request: OsdRequest,
    type: string,
    id: string,
    change: { add?: ShareWith; revoke?: ShareWith }
  ): Promise<SharingChange>;
  /** The owned objects of `type` in the request's tenant the caller may see, with whether it may share each. */
  list(request: OsdRequest, type: string): Promise<Array<{ sharing: StoredSharing; canShare: boolean }>>;
  /** The objects of `type` in the request's tenant without an owner (administrators only, else 403). */
  listUnowned(request: OsdRequest, type: string): Promise<Array<{ type: string; id: string; title?: string }>>;
  /**
   * Gives an owner-less object an owner (administrators only, else 403; 409 when it has one; 400
   * for anyone but its user in a personal tenant).
   */
  assignOwner(request: OsdRequest, type: string, id: string, owner: string): Promise<SharingChange>;
  /**
   * Gives every owner-less protected object of every tenant (or of `types`) an owner: in a
   * personal tenant its user, elsewhere `defaultOwner`; server work, the caller checks the
   * permission. `tenants`: the storage ids of the other tenants to migrate (the caller's writable
   * ones), personal tenants always; absent, every tenant. One transaction; answers what it did per
   * object, and counts the owned objects of the same tenants.
   */
  migrate(defaultOwner: string, types?: readonly string[], tenants?: readonly string[]): Promise<SharingMigration>;
}
