import type { OsdRequest, OsdResponse, RenderInterceptor } from '../../../../core/server';
import { isSelectable, normalizeTenant } from '../backend/permissions/tenant_selection';
import { LOGIN_REASON_PARAM, isLoginReason, type LoginReason } from '../../common/login_reason';
import { canonicalPath } from '../canonical_path';
import { loginPageUrl, safeNextUrl } from '../next_url';
import type { Authenticator } from './authenticator';
import { TENANT_QUERY_PARAMS } from './tenant_query';

export { TENANT_QUERY_PARAMS };

/** The login page's route (an app route this plugin registers, public). */
export const LOGIN_APP_ROUTE = '/app/login';
/** The custom error page's route (public too). */
export const CUSTOM_ERROR_APP_ROUTE = '/app/customerror';

const firstString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

/** The login page's reason when it is one of the known codes (anything else is dropped). */
function knownReason(value: unknown): LoginReason | undefined {
  const reason = firstString(value);
  return isLoginReason(reason) ? reason : undefined;
}

/** Whether a path (inside the base path) is one the login app answers, however it is spelled. */
export function isLoginPath(path: string): boolean {
  const canonical = canonicalPath(path);
  return canonical === LOGIN_APP_ROUTE || canonical.startsWith(`${LOGIN_APP_ROUTE}/`);
}

/** The same page with its `nextUrl` replaced (every occurrence) by `safe`. */
function withNextUrl(basePath: string, url: string, safe: string): string {
  const [path, search = ''] = url.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(search);
  params.set('nextUrl', safe);
  return `${basePath}${path.replace(/^\/+/, '/')}?${params}`;
}

/**
 * Runs before a page is rendered:
 * * a page with an unsafe `nextUrl` (another site, a scheme, `//`, a backslash) is sent to the
 *   login page (any spelling of a login path) or to itself with a safe one, so no page the login
 *   app may answer ever holds an attacker's target;
 * * the login page, with `auth.auto_login` and one SSO method, goes straight to that method;
 * * a page opened with `?security_tenant=` by a logged-in user switches the session to that
 *   tenant when the user may use it (else the page opens in the current tenant).
 */
export function createPageInterceptor(
  auth: Authenticator,
  basePath: string,
  /** `auth.auto_login`: where a load of the login page goes instead of showing it (auto_login.ts). */
  autoLogin?: (request: OsdRequest, signedIn: boolean) => string | undefined
): RenderInterceptor {
  return async (request: OsdRequest, response: OsdResponse) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    // Every rendered page, not only the login route: the login app also answers `/app/login/x`,
    // `/app/%6cogin`, `/app/LOGIN`... and only the login app reads nextUrl anyway.
    if (query.nextUrl !== undefined) {
      const safe = safeNextUrl(query.nextUrl, basePath);
      if (safe !== query.nextUrl) {
        response.redirect(
          isLoginPath(request.path)
            ? loginPageUrl(basePath, safe, knownReason(query[LOGIN_REASON_PARAM]))
            : withNextUrl(basePath, request.url, safe),
          302
        );
        return false;
      }
    }
    const session = auth.getSession(request);
    const autoTarget = autoLogin && isLoginPath(request.path) ? autoLogin(request, !!session) : undefined;
    if (autoTarget) {
      response.redirect(autoTarget, 302);
      return false;
    }
    const asked = TENANT_QUERY_PARAMS.map((name) => firstString(query[name])).find((value) => value !== undefined);
    if (session && asked !== undefined) {
      const selection = normalizeTenant(asked);
      const [account, tenancy] = await Promise.all([auth.account(request), auth.tenancy()]);
      if (selection !== session.tenant && isSelectable(account, selection, tenancy))
        await auth.selectTenant(request, selection);
    }
    return true;
  };
}
