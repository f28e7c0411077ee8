import type { SecurityPluginConfig } from '../config_schema';
import type { AccountInfo } from '../../common/types';
import type { AuditTrail } from '../audit/audit_trail';
import type { Authenticator } from '../auth/authenticator';
import type { LoginRateLimiter } from '../auth/login_rate_limiter';
import type { SecurityBackend } from '../backend/types';
import type { BackendCapabilities } from '../../common/backend_capabilities';
import type { SessionStore } from '../session/session_store';
import type { MfaRouteDeps } from '../auth/mfa/mfa_login';

/** What the security plugin's own routes use; the backend and sessions exist once the plugin started. */
export interface SecurityRouteDeps {
  config: SecurityPluginConfig;
  /** '' or '/x': the base path as the browser sees it. */
  basePath: string;
  auth: Authenticator;
  limiter: LoginRateLimiter;
  backend(): SecurityBackend;
  sessions(): SessionStore;
  /** Logins, privilege checks and account changes report here (the audit log). */
  audit: AuditTrail;
  /** What the backend in use can do (`restapiinfo` tells the browser). */
  capabilities?(): BackendCapabilities;
  /** The second factor: a password login of a user with one (or who must enrol one) ends in a pending login. */
  mfa?: MfaRouteDeps;
}

/**
 * OpenSearch's authinfo of an account, but for how the caller signed in: the dashboards
 * listener's `/api/v1/auth/authinfo` and the REST listener's `authinfo` answer it.
 */
export function authInfoOf(
  account: Pick<AccountInfo, 'user_name' | 'backend_roles' | 'custom_attribute_names' | 'roles' | 'tenants'>,
  tenant: string | null,
  remoteAddress: string
) {
  return {
    user: userSummary(account.user_name, account.backend_roles, tenant),
    user_name: account.user_name,
    user_requested_tenant: tenant,
    remote_address: remoteAddress,
    backend_roles: account.backend_roles,
    custom_attribute_names: account.custom_attribute_names,
    roles: account.roles,
    tenants: account.tenants,
    principal: null,
    peer_certificates: '0',
    sso_logout_url: null,
  };
}

/** `User [name=..., backend_roles=[...], requestedTenant=...]`, the summary line OpenSearch answers as `user`. */
export function userSummary(name: string, backendRoles: readonly string[], tenant: string | null): string {
  return `User [name=${name}, backend_roles=[${backendRoles.join(', ')}], requestedTenant=${tenant ?? 'null'}]`;
}
