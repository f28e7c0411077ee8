import { Type } from '@sinclair/typebox';
import * as oidc from 'openid-client';
import type { IRouter, OsdResponse } from '../../../../../../core/server';
import { safeNextUrl } from '../../../next_url';
import { readCookieValues, serializeClearedCookie } from '../../../session/session_cookie';
import { loginFailed, startSsoFlow, tenantOf } from '../sso_login';
import type { LoginHost } from '../types';
import { OPENID_LOGIN_PATH, OpenIdError, type OpenIdClient } from './client';

/** The login route's query: the start's `nextUrl`, or the provider's answer (other parameters pass). */
const OPENID_LOGIN_QUERY = Type.Object({
  nextUrl: Type.Optional(Type.String({ maxLength: 4096 })),
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 1024 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
});

/**
 * `GET /auth/openid/login` both starts a login and receives the provider's answer (it is the
 * redirect URI). The flow is bound to the browser that started it by a sealed cookie.
 */
export function registerOpenIdRoutes(router: IRouter, host: LoginHost, openid: OpenIdClient): void {
  const { basePath, audit, sealer } = host;
  const flowCookie = {
    ...host.cookie,
    name: `${host.cookie.name}_sso`,
    // The provider sends the browser back with a cross-site GET: a Strict cookie would stay behind.
    sameSite: host.cookie.sameSite === 'None' ? ('None' as const) : ('Lax' as const),
  };
  const failTo = (response: OsdResponse, reason: string) => loginFailed(response, basePath, reason);

  router.get(
    {
      path: OPENID_LOGIN_PATH,
      options: { authRequired: 'optional' },
      validate: { query: OPENID_LOGIN_QUERY },
    },
    async (request, response) => {
      const query = request.query;
      if (query.code === undefined && query.error === undefined) {
        // Start: a new flow bound to this browser by a cookie, then off to the provider.
        const flow = {
          state: oidc.randomState(),
          nonce: oidc.randomNonce(),
          codeVerifier: oidc.randomPKCECodeVerifier(),
          nextUrl: safeNextUrl(query.nextUrl, basePath),
        };
        return startSsoFlow(host, response, flowCookie, flow, () => openid.authorizationUrl(request, flow));
      }

      // The provider's answer: the flow this browser started, used once.
      response.cookie(serializeClearedCookie(flowCookie));
      const flowId = readCookieValues(request.headers.cookie, flowCookie.name)
        .map((value) => sealer.unseal(value))
        .find((id): id is string => !!id);
      const taken = flowId ? await host.flows().take(flowId) : undefined;
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
      await host.startExternalSession(request, response, {
        username: login.username,
        authType: 'openid',
        external: { backendRoles: login.backendRoles, providerData: login.providerData },
        tenant: tenantOf(flow.nextUrl),
      });
      return response.redirect(flow.nextUrl, 302);
    }
  );
}
