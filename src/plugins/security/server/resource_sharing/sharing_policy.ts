/**
 * The security plugin's account of a request, as core's sharing rules read it: the same account
 * every permission decision reads (`auth.account`: the user name, the mapped security roles and
 * the backend roles; with the cluster backend, as the cluster answered them at sign-in).
 */
import type { OsdRequest, SharingPolicy, SharingSubject } from '../../../../core/server';
import { PRIVATE_TENANT } from '../../common/constants';
import type { Authenticator } from '../auth/authenticator';
import type { ServerAccountInfo } from '../backend/permissions/account';

/** The role that administers everything (OpenSearch's super-admin role for people). */
export const ALL_ACCESS_ROLE = 'all_access';

/**
 * A sharing administrator sees and manages every protected object: `all_access`, or the
 * `restapi:admin/resource_sharing` permission (the `resource_sharing` endpoint; a cluster says
 * whether it is open, `resource_sharing_admin`).
 */
export function isSharingAdmin(
  account: Pick<ServerAccountInfo, 'roles' | 'api_endpoints' | 'resource_sharing_admin'>
): boolean {
  if (account.roles.includes(ALL_ACCESS_ROLE)) return true;
  return account.resource_sharing_admin ?? account.api_endpoints.includes('resource_sharing');
}

export function subjectOf(
  account: Pick<ServerAccountInfo, 'user_name' | 'roles' | 'backend_roles' | 'api_endpoints' | 'resource_sharing_admin'>
): SharingSubject {
  return {
    user: account.user_name,
    roles: [...account.roles],
    backendRoles: [...account.backend_roles],
    admin: isSharingAdmin(account),
  };
}

/** The policy registered with core when sharing is on; a request with no user is nobody. */
export function sharingPolicy(
  auth: Pick<Authenticator, 'get' | 'account'>,
  protectedTypes: readonly string[]
): SharingPolicy {
  return {
    protectedTypes: [...protectedTypes],
    personalTenantPrefix: PRIVATE_TENANT,
    async subject(request: OsdRequest) {
      const state = auth.get(request);
      // An API token acts with its own permissions, never as its owner's sharing: it is nobody here.
      if (!state || state.apiToken) return null;
      return subjectOf(await auth.account(request));
    },
  };
}
