/**
 * Owner-based sharing of saved objects on the wire (issue 72), in the shapes of OpenSearch
 * security's resource-sharing API: one record per protected object, its owner in `created_by`,
 * its recipients per access level in `share_with`. Shared by the server and the browser.
 */

/** The levels a recipient may be given, weakest first; an action group is `<type>_<level>`. */
export const SHARE_LEVELS = ['read_only', 'read_write', 'full_access'] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];

/** Who a level is shared with. Names need not exist yet (directory users, roles of a cluster). */
export interface ShareRecipients {
  users: string[];
  roles: string[];
  backend_roles: string[];
}

/** Keyed by action group (`dashboard_read_only`, …); a level nobody holds is left out. */
export type ShareWith = Record<string, ShareRecipients>;

/** The action group of a level on a type: `dashboard_read_only`. */
export const actionGroup = (type: string, level: ShareLevel): string => `${type}_${level}`;

/** One recipient of one level: a grant row of the server's store, a row of the share flyout. */
export interface ShareGrant {
  level: ShareLevel;
  kind: 'user' | 'role' | 'backend_role';
  name: string;
}

/** The list of `ShareRecipients` each kind of recipient is named in. */
export const RECIPIENT_LIST: Readonly<Record<ShareGrant['kind'], keyof ShareRecipients>> = {
  user: 'users',
  role: 'roles',
  backend_role: 'backend_roles',
};

/**
 * The `share_with` that grants make: levels weakest first, a level nobody holds left out, each
 * list in the grants' order. The store's records and the share flyout's answer are built alike.
 */
export function shareWithFromGrants(type: string, grants: readonly ShareGrant[]): ShareWith {
  const shareWith: ShareWith = {};
  for (const level of SHARE_LEVELS) {
    const held = grants.filter((grant) => grant.level === level);
    if (held.length === 0) continue;
    const recipients: ShareRecipients = { users: [], roles: [], backend_roles: [] };
    for (const grant of held) recipients[RECIPIENT_LIST[grant.kind]].push(grant.name);
    shareWith[actionGroup(type, level)] = recipients;
  }
  return shareWith;
}

/** upstream's `sharing_info`. `tenant` is the tenant's wire name ('global' or a custom tenant). */
export interface SharingInfo {
  resource_id: string;
  resource_type: string;
  tenant: string;
  created_by: { user: string };
  share_with: ShareWith;
}

/**
 * What a reader of an owned protected object learns about its sharing, on every saved object the
 * server returns (get, bulk_get, find): the owner, whether anyone else holds a level, and the
 * caller's own level — after the tenant's cap (a read-only tenant makes every level read_only).
 */
export interface SavedObjectSharingSummary {
  owner: string;
  shared: boolean;
  access: ShareLevel;
  /** True when the caller's own level is higher than the tenant lets it use (the UI says why). */
  capped_by_tenant?: boolean;
}
