import { Type } from '@sinclair/typebox';
import { randomBytes } from 'crypto';
import type { IRouter, OsdRequest, OsdResponse } from '../../../../../../core/server';
import { loginPageUrl, safeNextUrl } from '../../../next_url';
import { readCookieValues, serializeClearedCookie } from '../../../session/session_cookie';
import {
  SAML_ACS_PATH,
  SAML_IDP_INITIATED_ACS_PATH,
  SAML_LOGIN_PATH,
  SAML_LOGOUT_RETURN_PATH,
  SamlError,
  type SamlClient,
  type SamlLogin,
} from './client';
import { loginFailed, NEXT_URL_QUERY, startSsoFlow, tenantOf } from '../sso_login';
import type { LoginHost } from '../types';

/** The IdP's form post: a base64 SAML response and the RelayState this server sent (when SP-initiated). */
const ACS_BODY = Type.Object({
  SAMLResponse: Type.String({ minLength: 1, maxLength: 256 * 1024 }),
  RelayState: Type.Optional(Type.String({ maxLength: 4096 })),
});

/** An assertion consumer service route: the IdP's form post, without the osd-xsrf header it cannot send. */
const acsRoute = (path: string) => ({
  path,
  options: { authRequired: 'optional' as const, xsrfRequired: false },
  validate: { body: ACS_BODY },
});

/**
 * SAML's routes: `GET /auth/saml/login` starts an SP-initiated login (the flow, with the page to
 * open afterwards, is kept in the store under the RelayState sent to the IdP); the assertion
 * consumer service takes the IdP's form post. The IdP's form cannot send the osd-xsrf header,
 * so the consumer routes do without it, as upstream's do: the signed response is the proof.
 */
export function registerSamlRoutes(router: IRouter, host: LoginHost, saml: SamlClient): void {
  const { basePath, audit, sealer, cookie } = host;
  // Binds the flow to the browser that started it. The IdP's form post is a cross-site POST: only
  // a SameSite=None cookie comes with it, and browsers take those over TLS only. So with
  // cookie.secure the cookie must come back naming the flow (a response someone else's browser
  // obtained cannot be planted); over plain http it cannot be required.
  const flowCookie = {
    ...cookie,
    name: `${cookie.name}_saml`,
    sameSite: cookie.secure ? ('None' as const) : ('Lax' as const),
  };
  const boundToThisBrowser = (request: OsdRequest, flowId: string) =>
    !cookie.secure ||
    readCookieValues(request.headers.cookie, flowCookie.name).some((value) => sealer.unseal(value) === flowId);
  const failTo = (response: OsdResponse, reason: string) => loginFailed(response, basePath, reason);

  router.get(
    { path: SAML_LOGIN_PATH, options: { authRequired: 'optional' }, validate: { query: NEXT_URL_QUERY } },
    async (request, response) => {
      const flow = {
        kind: 'saml' as const,
        requestId: `_${randomBytes(20).toString('hex')}`,
        createdAt: Date.now(),
        nextUrl: safeNextUrl(request.query.nextUrl, basePath),
      };
      // The flow's id is the RelayState the IdP sends back with its answer.
      return startSsoFlow(host, response, flowCookie, flow, (flowId) => saml.authorizationUrl(flowId, flow.requestId));
    }
  );

  const finish = async (
    request: OsdRequest,
    response: OsdResponse,
    login: () => Promise<SamlLogin>,
    nextUrl: string
  ): Promise<unknown> => {
    let result: SamlLogin;
    try {
      result = await login();
    } catch (error) {
      if (!(error instanceof SamlError)) throw error;
      await audit.failedLogin(request, error.reason === 'saml_replayed' ? 'saml_replayed' : 'saml_failed', 'saml');
      return failTo(response, error.reason === 'saml_replayed' ? 'saml_failed' : error.reason);
    }
    await host.startExternalSession(request, response, {
      username: result.username,
      authType: 'saml',
      external: { backendRoles: result.backendRoles, providerData: result.providerData },
      tenant: tenantOf(nextUrl),
    });
    return response.redirect(nextUrl, 302);
  };

  router.post(acsRoute(SAML_ACS_PATH), async (request, response) => {
    const { SAMLResponse, RelayState } = request.body;
    // The flow this server started, used once: a response to an unknown, expired or used flow is refused.
    response.cookie(serializeClearedCookie(flowCookie));
    const bound = RelayState ? boundToThisBrowser(request, RelayState) : false;
    const taken = RelayState && bound ? await host.flows().take(RelayState) : undefined;
    if (!taken || taken.kind !== 'saml') {
      await audit.failedLogin(request, 'saml_failed', 'saml');
      return failTo(response, 'saml_expired');
    }
    return finish(
      request,
      response,
      () => saml.finishLogin(SAMLResponse, { requestId: taken.requestId, createdAt: taken.createdAt }),
      taken.nextUrl
    );
  });

  router.post(acsRoute(SAML_IDP_INITIATED_ACS_PATH), async (request, response) => {
    const { SAMLResponse, RelayState } = request.body;
    // An IdP-initiated login answers no request; its RelayState, when a local page, is where to go.
    return finish(request, response, () => saml.finishLogin(SAMLResponse, null), safeNextUrl(RelayState, basePath));
  });

  // The IdP sends the browser back here after its single logout; the session ended before it left.
  router.get({ path: SAML_LOGOUT_RETURN_PATH, options: { authRequired: false } }, async (_request, response) =>
    response.redirect(loginPageUrl(basePath), 302)
  );
}
