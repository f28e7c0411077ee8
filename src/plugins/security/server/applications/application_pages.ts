import { escapeHtml, type ApplicationInfo, type OsdRequest, type RenderInterceptor } from '../../../../core/server';
import { LOGOUT_CONFIRM_ROUTE } from '../../common/logout';
import { SECURITY_APP_ID, UPSTREAM_SECURITY_APP_ID } from '../../common/constants';
import type { AuditTrail } from '../audit/audit_trail';
import type { Authenticator } from '../auth/authenticator';
import type { ApplicationAccessPolicy } from './application_access';

export const NO_APPLICATION_ACCESS_TEXT = 'You do not have access to this application';

/** The path decoded (until stable), without `;` parameters and repeated slashes, in lower case. */
function canonicalPath(path: string): string {
  let current = path;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    current = next;
  }
  return current.split(';', 1)[0].replace(/\/+/g, '/').toLowerCase();
}

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

/** The page a user gets instead of an app they may not open: plain HTML, readable without scripts. */
export function noAccessPage(app: ApplicationInfo, basePath: string): string {
  const home = `${basePath}/app/home`;
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Missing Role</title>
    <style>
      body { margin: 0; font-family: Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif; color: #343741; }
      main { max-width: 560px; margin: 15vh auto; padding: 32px; border: 1px solid #d3dae6; border-radius: 6px; }
      h1 { font-size: 22px; margin: 0 0 12px; }
      a { color: #0077cc; margin-right: 16px; }
    </style>
  </head>
  <body>
    <main data-test-subj="noApplicationAccess">
      <h1>${NO_APPLICATION_ACCESS_TEXT}</h1>
      <p>Your roles do not give you access to <strong>${escapeHtml(app.title)}</strong> (<code>${escapeHtml(app.id)}</code>). Ask your administrator for a role that grants it.</p>
      <p><a href="${escapeHtml(home)}" data-test-subj="noApplicationAccessHome">Go to the home page</a><a href="${escapeHtml(`${basePath}${LOGOUT_CONFIRM_ROUTE}`)}">Log out</a></p>
    </main>
  </body>
</html>
`;
}

/**
 * Issue 41: with application permissions on, the page of an app the signed-in user may not open
 * is answered with 403 and the no-access page, not the app (which would only fail on its API).
 */
export function createApplicationPageInterceptor(deps: {
  auth: Pick<Authenticator, 'get' | 'account'>;
  policy: ApplicationAccessPolicy;
  applications: () => readonly ApplicationInfo[];
  basePath: string;
  audit: Pick<AuditTrail, 'deny'>;
}): RenderInterceptor {
  return async (request: OsdRequest) => {
    if (!deps.policy.enforced || !deps.auth.get(request)) return true;
    const app = applicationOfPath(request.path, deps.applications());
    if (!app) return true;
    const account = await deps.auth.account(request);
    if (deps.policy.access(account, app.id) !== 'none') return true;
    deps.audit.deny(request, { reason: 'application', applications: [app.id] });
    return { status: 403, html: noAccessPage(app, deps.basePath) };
  };
}
