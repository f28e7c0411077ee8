import type { OsdRequest, OsdResponse, RenderInterceptor } from '../../../../core/server';
import { isSelectable, normalizeTenant } from '../multitenancy/tenant_selection';
import { loginPageUrl, safeNextUrl } from '../next_url';
import type { Authenticator } from './authenticator';

/** SPEC 2.1: a link may name the tenant it was shared from with either spelling. */
export const TENANT_QUERY_PARAMS = ['security_tenant', 'securitytenant'] as const;

/** The login page's route (an app route this plugin registers, public). */
export const LOGIN_APP_ROUTE = '/app/login';
/** The custom error page's route (public too). */
export const CUSTOM_ERROR_APP_ROUTE = '/app/customerror';

const firstString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

/**
 * Runs before a page is rendered:
 * * the login page with an unsafe `nextUrl` (another site, a scheme, `//`, a backslash) is sent
 *   to itself with a safe one, so the page never holds an attacker's target;
 * * a page opened with `?security_tenant=` by a logged-in user switches the session to that
 *   tenant when the user may use it (else the page opens in the current tenant).
 */
export function createPageInterceptor(auth: Authenticator, basePath: string): RenderInterceptor {
  return async (request: OsdRequest, response: OsdResponse) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    // The route, not the raw path: `/app/%6cogin` is the login page too.
    if (request.route.path === LOGIN_APP_ROUTE && query.nextUrl !== undefined) {
      const safe = safeNextUrl(query.nextUrl, basePath);
      if (safe !== query.nextUrl) {
        response.redirect(loginPageUrl(basePath, safe), 302);
        return false;
      }
    }
    const session = auth.getSession(request);
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
