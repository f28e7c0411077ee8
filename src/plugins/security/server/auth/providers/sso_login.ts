import type { OsdResponse } from '../../../../../core/server';
import { loginPageUrl } from '../../next_url';
import { TENANT_QUERY_PARAMS } from '../tenant_query';

/** The `?nextUrl=` of a login route: where to go once logged in (made local by safeNextUrl). */
export const NEXT_URL_QUERY = {
  type: 'object',
  properties: { nextUrl: { type: 'string', maxLength: 4096 } },
};

/** The tenant a shared link names (`?security_tenant=`), so the session starts in it. */
export function tenantOf(nextUrl: string): string | undefined {
  const query = nextUrl.split('#', 1)[0].split('?')[1];
  if (!query) return undefined;
  const params = new URLSearchParams(query);
  for (const name of TENANT_QUERY_PARAMS) {
    const value = params.get(name);
    if (value !== null) return value;
  }
  return undefined;
}

/** A login that did not happen: back to the login page, which names the reason. */
export function loginFailed(response: OsdResponse, basePath: string, reason: string) {
  return response.redirect(`${loginPageUrl(basePath)}?authError=${encodeURIComponent(reason)}`, 302);
}
