import {
  LANDING_APP_IDS,
  type ApplicationInfo,
  type OsdRequest,
  type OsdResponse,
  type RenderInterceptor,
} from '../../../../core/server';
import { SECURITY_APP_ID, UPSTREAM_SECURITY_APP_ID } from '../../common/constants';
import type { AuditTrail } from '../audit/audit_trail';
import type { Authenticator } from '../auth/authenticator';
import { canonicalPath } from '../canonical_path';
import type { ApplicationAccessPolicy } from './application_access';

/** The declared app whose page `path` is (`/app/<id>…` or its own route), however it is spelled. */
export function applicationOfPath(path: string, applications: readonly ApplicationInfo[]): ApplicationInfo | undefined {
  const canonical = canonicalPath(path).replace(/\/$/, '');
  const under = (route: string) => canonical === route || canonical.startsWith(`${route}/`);
  for (const app of applications) {
    const id = app.id.toLowerCase();
    if (under(app.appRoute?.toLowerCase() ?? `/app/${id}`)) return app;
    if (id === SECURITY_APP_ID && under(`/app/${UPSTREAM_SECURITY_APP_ID}`)) return app;
  }
  return undefined;
}

/** Apps that are no place to land: the status page has no navigation to go on from. */
const NOT_LANDING = new Set(['status']);

/** The app a user lands on among `applications` (declared order): home, Dashboards, then the first `open`. */
export function landingApplication(
  applications: readonly ApplicationInfo[],
  open: (appId: string) => boolean
): ApplicationInfo | undefined {
  const byId = (id: string) => applications.find((app) => app.id === id);
  const ordered = [
    ...LANDING_APP_IDS.map(byId).filter((app): app is ApplicationInfo => app !== undefined),
    ...applications.filter((app) => !LANDING_APP_IDS.includes(app.id)),
  ];
  return ordered.find((app) => !NOT_LANDING.has(app.id) && open(app.id));
}

/**
 * Issue 41: with application permissions on, the page of an app the signed-in user may not open
 * is answered with 403, and the shell says so inside the normal chrome with links to the apps the
 * user may open (issue 69.2), not the app (which would only fail on its API). Home, where a login
 * lands, sends a user it refuses on to the app they land on instead.
 */
export function createApplicationPageInterceptor(deps: {
  auth: Pick<Authenticator, 'get' | 'account'>;
  policy: ApplicationAccessPolicy;
  applications: () => readonly ApplicationInfo[];
  basePath: string;
  audit: Pick<AuditTrail, 'deny'>;
}): RenderInterceptor {
  return async (request: OsdRequest, response: OsdResponse) => {
    if (!deps.policy.enforced || !deps.auth.get(request)) return true;
    const applications = deps.applications();
    const app = applicationOfPath(request.path, applications);
    if (!app) return true;
    const account = await deps.auth.account(request);
    const open = (appId: string) => deps.policy.access(account, appId) !== 'none';
    if (open(app.id)) return true;
    if (app.id === LANDING_APP_IDS[0]) {
      const landing = landingApplication(applications, open);
      if (landing) {
        response.redirect(`${deps.basePath}${landing.appRoute ?? `/app/${landing.id}`}`, 302);
        return false;
      }
    }
    deps.audit.deny(request, { reason: 'application', applications: [app.id] });
    return { status: 403 };
  };
}
