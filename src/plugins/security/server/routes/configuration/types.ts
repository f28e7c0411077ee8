import type { OnPostAuthHandler, OsdRequest, RouteConfigOptions } from '../../../../../core/server';
import type { AuditActor, SecurityBackend } from '../../backend/types';

export interface ConfigurationRouteDeps {
  backend: SecurityBackend;
  /** Throws HttpError 401 without a session or credentials, 403 without access to the security API. */
  requireApiAccess(request: OsdRequest): Promise<void>;
  /** The signed-in caller's user name (after requireApiAccess), so nobody deletes their own user. */
  currentUser?(request: OsdRequest): Promise<string | undefined>;
  /** Who makes a change, for its compliance audit event (none: the change is not logged). */
  actor?(request: OsdRequest): AuditActor | undefined;
}

/** Routes tagged with this need access to the security REST API. */
export const SECURITY_API_TAG = 'security:api';

/** Route options shared by every configuration route: a login, then the security API access check. */
export const SECURITY_API_ROUTE: RouteConfigOptions = { authRequired: true, tags: [SECURITY_API_TAG] };

/**
 * The post-auth hook that checks security API access on every route tagged SECURITY_API_TAG. It
 * runs before the body is read and validated, so a caller without access learns nothing (not
 * even whether a body or a name would have been valid) and always gets 401/403.
 */
export function createSecurityApiGuard(
  requireApiAccess: ConfigurationRouteDeps['requireApiAccess']
): OnPostAuthHandler {
  return async (request) => {
    if (request.route.options.tags.includes(SECURITY_API_TAG)) await requireApiAccess(request);
  };
}
