import { randomBytes } from 'crypto';
import * as oidc from 'openid-client';
import type { IRouter, OsdResponse } from '../../../../core/server';
import { loginPageUrl, safeNextUrl } from '../next_url';
import type { SecurityRouteDeps } from '../routes/types';
import { readCookieValues, serializeClearedCookie, serializeSessionCookie } from '../session/session_cookie';
import { ANONYMOUS_BACKEND_ROLE, ANONYMOUS_USER } from './authc_domains';
import { OPENID_LOGIN_PATH, OpenIdError, type OpenIdClient } from './openid';
import { TENANT_QUERY_PARAMS } from './page_interceptor';
import type { SamlClient } from './saml';
import type { SsoFlowStore } from './sso_flow_store';
import { ANONYMOUS_AUTH_TYPE } from './types';

export const ANONYMOUS_LOGIN_PATH = '/auth/anonymous';

export interface SsoRouteDeps extends SecurityRouteDeps {
  openid?: OpenIdClient;
  saml?: SamlClient;
  flows(): SsoFlowStore;
}

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

/**
 * The routes every SSO type shares: `GET /auth/anonymous`, and OpenID's `GET /auth/openid/login`, which both
 * starts a login and receives the provider's answer (it is the redirect URI).
 */
export function registerSsoRoutes(router: IRouter, deps: SsoRouteDeps): void {
  const { auth, config, basePath, audit } = deps;
  const flowCookie = {
    ...auth.cookie,
    name: `${auth.cookie.name}_sso`,
    // The provider sends the browser back with a cross-site GET: a Strict cookie would stay behind.
    sameSite: auth.cookie.sameSite === 'None' ? ('None' as const) : ('Lax' as const),
  };
  const failTo = (response: OsdResponse, reason: string) =>
    response.redirect(`${loginPageUrl(basePath)}?authError=${encodeURIComponent(reason)}`, 302);

  router.get<unknown, { nextUrl?: string }>(
    { path: ANONYMOUS_LOGIN_PATH, options: { authRequired: 'optional' }, validate: { query: NEXT_URL_QUERY } },
    async (request, response) => {
      const nextUrl = safeNextUrl(request.query.nextUrl, basePath);
      const settings = await auth.authc();
      if (!config.auth.anonymous_auth_enabled || !settings.anonymousAuthEnabled) {
        await audit.failedLogin(request, 'anonymous_disabled', ANONYMOUS_AUTH_TYPE);
        return failTo(response, 'anonymous_disabled');
      }
      await auth.startExternalSession(request, response, {
        username: ANONYMOUS_USER,
        authType: ANONYMOUS_AUTH_TYPE,
        external: { backendRoles: [ANONYMOUS_BACKEND_ROLE] },
        tenant: tenantOf(nextUrl),
      });
      return response.redirect(nextUrl, 302);
    }
  );

  const { openid } = deps;
  if (!openid) return;

  router.get<unknown, Record<string, string | undefined>>(
    {
      path: OPENID_LOGIN_PATH,
      options: { authRequired: 'optional' },
      validate: {
        query: {
          type: 'object',
          properties: {
            nextUrl: { type: 'string', maxLength: 4096 },
            code: { type: 'string', maxLength: 4096 },
            state: { type: 'string', maxLength: 1024 },
            error: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request, response) => {
      const query = request.query;
      if (query.code === undefined && query.error === undefined) {
        // Start: a new flow bound to this browser by a cookie, then off to the provider.
        const flowId = randomBytes(32).toString('base64url');
        const flow = {
          state: oidc.randomState(),
          nonce: oidc.randomNonce(),
          codeVerifier: oidc.randomPKCECodeVerifier(),
          nextUrl: safeNextUrl(query.nextUrl, basePath),
        };
        let location: string;
        try {
          location = await openid.authorizationUrl(request, flow);
        } catch (error) {
          if (error instanceof OpenIdError) return failTo(response, error.reason);
          throw error;
        }
        await deps.flows().save(flowId, flow);
        response.cookie(serializeSessionCookie(auth.sealer.seal(flowId), flowCookie));
        return response.redirect(location, 302);
      }

      // The provider's answer: the flow this browser started, used once.
      response.cookie(serializeClearedCookie(flowCookie));
      const flowId = readCookieValues(request.headers.cookie, flowCookie.name)
        .map((value) => auth.sealer.unseal(value))
        .find((id): id is string => !!id);
      const taken = flowId ? await deps.flows().take(flowId) : undefined;
      const flow = taken && taken.kind !== 'saml' ? taken : undefined;
      if (!flow) {
        await audit.failedLogin(request, 'openid_failed', 'openid');
        return failTo(response, 'openid_expired');
      }
      if (query.error !== undefined) {
        await audit.failedLogin(request, 'openid_failed', 'openid');
        return failTo(response, query.error === 'access_denied' ? 'openid_denied' : 'openid_failed');
      }
      let login;
      try {
        login = await openid.finishLogin(request, flow);
      } catch (error) {
        if (!(error instanceof OpenIdError)) throw error;
        await audit.failedLogin(request, 'openid_failed', 'openid');
        return failTo(response, error.reason);
      }
      await auth.startExternalSession(request, response, {
        username: login.username,
        authType: 'openid',
        external: { backendRoles: login.backendRoles, providerData: login.providerData },
        tenant: tenantOf(flow.nextUrl),
      });
      return response.redirect(flow.nextUrl, 302);
    }
  );
}
