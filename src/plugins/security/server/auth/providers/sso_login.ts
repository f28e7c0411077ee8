import { Type } from '@sinclair/typebox';
import { randomBytes } from 'crypto';
import type { OsdResponse } from '../../../../../core/server';
import { loginPageUrl } from '../../next_url';
import { serializeSessionCookie, type CookieOptions } from '../../session/session_cookie';
import type { StoredFlow } from '../sso_flow_store';
import { TENANT_QUERY_PARAMS } from '../tenant_query';
import type { LoginHost } from './types';

/** The `?nextUrl=` of a login route: where to go once logged in (made local by safeNextUrl). */
export const NEXT_URL_QUERY = Type.Object({ nextUrl: Type.Optional(Type.String({ maxLength: 4096 })) });

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

/** An SSO login that did not happen, refused by its provider's client: `reason` names it on the login page. */
export class SsoLoginError<Reason extends string = string> extends Error {
  constructor(
    readonly reason: Reason,
    message: string
  ) {
    super(message);
  }
}

/**
 * Sends the browser to the identity provider with a new login flow, kept in the store under a
 * random id that the sealed `flowCookie` binds to this browser. When the provider cannot be asked
 * (its client throws an SsoLoginError), the login page names the reason instead.
 */
export async function startSsoFlow(
  host: Pick<LoginHost, 'basePath' | 'sealer' | 'flows'>,
  response: OsdResponse,
  flowCookie: CookieOptions,
  flow: StoredFlow,
  authorizationUrl: (flowId: string) => Promise<string>
) {
  const flowId = randomBytes(32).toString('base64url');
  let location: string;
  try {
    location = await authorizationUrl(flowId);
  } catch (error) {
    if (error instanceof SsoLoginError) return loginFailed(response, host.basePath, error.reason);
    throw error;
  }
  await host.flows().save(flowId, flow);
  response.cookie(serializeSessionCookie(host.sealer.seal(flowId), flowCookie));
  return response.redirect(location, 302);
}
