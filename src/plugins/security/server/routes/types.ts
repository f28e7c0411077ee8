import type { SecurityConfig } from '../../common/config';
import type { AuditTrail } from '../audit/audit_trail';
import type { Authenticator } from '../auth/authenticator';
import type { LoginRateLimiter } from '../auth/login_rate_limiter';
import type { SecurityBackend } from '../backend/types';
import type { SessionStore } from '../session/session_store';

/** What the security plugin's own routes use; the backend and sessions exist once the plugin started. */
export interface SecurityRouteDeps {
  config: SecurityConfig;
  /** '' or '/x': the base path as the browser sees it. */
  basePath: string;
  auth: Authenticator;
  limiter: LoginRateLimiter;
  backend(): SecurityBackend;
  sessions(): SessionStore;
  /** Logins, privilege checks and account changes report here (the audit log). */
  audit: AuditTrail;
  /** `security.backend` (embedded when absent). */
  backendType?: 'embedded' | 'opensearch';
}

/** `User [name=..., backend_roles=[...], requestedTenant=...]`, the summary line OpenSearch answers as `user`. */
export function userSummary(name: string, backendRoles: readonly string[], tenant: string | null): string {
  return `User [name=${name}, backend_roles=[${backendRoles.join(', ')}], requestedTenant=${tenant ?? 'null'}]`;
}
