import { HttpError, type OnPostAuthHandler, type OsdRequest } from '../../../../core/server';
import type { AuditTrail } from '../audit/audit_trail';
import type { AccountInfoResolved } from '../auth/types';
import { SECURITY_API_TAG } from '../routes/configuration';
import { SECURITY_APP_ID } from '../../common/constants';
import { applicationRefusal, type ApplicationAccessPolicy } from './application_access';

export interface ApplicationGuardDeps {
  policy: ApplicationAccessPolicy;
  /** Whether the request is signed in (anonymous callers are left to the route's own rules). */
  signedIn(request: OsdRequest): boolean;
  account(request: OsdRequest): Promise<AccountInfoResolved>;
  audit: Pick<AuditTrail, 'deny'>;
}

/** The apps a route belongs to: its declared `app`, and the Security app for the security API. */
function routeApps(request: OsdRequest): { apps: readonly string[]; writes: boolean } | undefined {
  const { options } = request.route;
  if (options.apps) return { apps: options.apps, writes: options.appWrites === true };
  if (options.tags.includes(SECURITY_API_TAG)) return { apps: [SECURITY_APP_ID], writes: request.method !== 'GET' };
  return undefined;
}

/**
 * Issue 41: with application permissions on, an API call of an app the caller may not open is
 * refused (403), and so is a write to an app they may only read (the rule: applicationRefusal,
 * which the REST API listener applies too). Runs after authentication and before the body is
 * read, so a refused caller learns nothing from the body's validation.
 */
export function createApplicationGuard(deps: ApplicationGuardDeps): OnPostAuthHandler {
  // Not async: it runs for every request, and most have nothing to check.
  return (request): Promise<void> | undefined => {
    if (!deps.policy.enforced) return undefined;
    const declared = routeApps(request);
    if (!declared || !deps.signedIn(request)) return undefined;
    return deps.account(request).then((account) => {
      const refusal = applicationRefusal(deps.policy, account, declared.apps, declared.writes);
      if (!refusal) return;
      deps.audit.deny(request, { reason: refusal.reason, applications: declared.apps });
      throw new HttpError(403, refusal.message);
    });
  };
}
