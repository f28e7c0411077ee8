import { Type } from '@sinclair/typebox';
import { HttpError, type IRouter, type OsdRequest, type OsdResponse } from '../../../../../../core/server';
import { firstDomainOf } from '../../authc_domains';
import { isPageRequest } from '../../page_request';
import { LoginRouteProvider } from '../login_route_provider';
import { RequestProvider } from '../request_provider';
import { loginFailed, NEXT_URL_QUERY, tenantOf } from '../sso_login';
import { notHandled, type AuthResult, type ProviderFactory, type ProviderHost } from '../types';
import { negotiateToken } from './acceptor';
import { KERBEROS_LOGIN_PATH, kerberosMethod } from './method';
import { loginPageAfterNegotiate, negotiateChallenge, negotiatePage } from './negotiate_page';
import { signInWithTicket } from './sign_in';
import { KERBEROS_AUTH_TYPE, kerberosDomainParser, NEGOTIATE_CHALLENGE, type KerberosDomain } from './settings';

/**
 * `Authorization: Negotiate <token>` on any request (curl --negotiate, a browser answering the
 * challenge of a page): the ticket signs the principal in to a session. No such header: the next
 * domain is asked, and the chain's 401 says `WWW-Authenticate: Negotiate`.
 */
export class KerberosProvider extends RequestProvider {
  readonly type = KERBEROS_AUTH_TYPE;
  readonly challenge = NEGOTIATE_CHALLENGE;
  readonly browserChallenge = negotiateChallenge;

  constructor(
    private readonly settings: KerberosDomain,
    host: ProviderHost
  ) {
    super(settings.name, host);
  }

  async authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult> {
    const token = negotiateToken(request.headers.authorization);
    if (token === undefined) return notHandled;
    const { host } = this;
    const page = isPageRequest(request, host.appRoutes);
    const result = await signInWithTicket(host, request, response, token, this.settings);
    if (result.kind === 'refused') {
      const error = new HttpError(401, result.rejection.message);
      if (!page) return { kind: 'failed', error };
      const next = `${host.basePath}${request.url}`;
      return { kind: 'failed', error, redirect: loginPageAfterNegotiate(host.basePath, next, result.rejection.reason) };
    }
    const { session } = result;
    return {
      kind: 'authenticated',
      state: {
        username: session.username,
        authType: KERBEROS_AUTH_TYPE,
        backendRoles: session.backendRoles ?? [],
        session,
      },
    };
  }
}

/** `?nextUrl=`, and `auto=1` when a page visit's 401 sent the browser (not the person's click). */
const KERBEROS_LOGIN_QUERY = Type.Object({
  ...NEXT_URL_QUERY.properties,
  auto: Type.Optional(Type.Literal('1')),
});

/**
 * The login page's "Log in with Kerberos" (`GET /auth/kerberos/login?nextUrl=`): asks the browser
 * for a ticket (401 Negotiate); with one it starts the session and goes on to `nextUrl`; a browser
 * without one shows the body, which goes back to the login page and says so.
 */
export class KerberosLoginProvider extends LoginRouteProvider {
  readonly type = KERBEROS_AUTH_TYPE;

  routes(router: IRouter): void {
    const { host } = this;
    this.loginRoute(router, KERBEROS_LOGIN_PATH, KERBEROS_LOGIN_QUERY, async (request, response, nextUrl) => {
      const domain = firstDomainOf(await host.authc(), kerberosDomainParser);
      if (!domain) return loginFailed(response, host.basePath, 'kerberos_disabled');
      const token = negotiateToken(request.headers.authorization);
      if (token === undefined) {
        response.status(401).header('www-authenticate', NEGOTIATE_CHALLENGE);
        // A page visit's second round (`auto`) ends on the form quietly: the person asked for nothing.
        const reason = request.query.auto ? undefined : 'kerberos_no_ticket';
        return response.html(
          negotiatePage(loginPageAfterNegotiate(host.basePath, nextUrl, reason), await host.i18n.translatorFor(request))
        );
      }
      const result = await signInWithTicket(host, request, response, token, domain, tenantOf(nextUrl));
      if (result.kind === 'refused') return loginFailed(response, host.basePath, result.rejection.reason);
      return response.redirect(nextUrl, 302);
    });
  }
}

export const kerberosProviderFactory: ProviderFactory<KerberosDomain> = {
  ...kerberosDomainParser,
  method: kerberosMethod,
  enabled: (config) => config.auth.types.includes(KERBEROS_AUTH_TYPE),
  create: (domain, _settings, host) => (domain.settings ? new KerberosProvider(domain.settings, host) : undefined),
  login: (host) => new KerberosLoginProvider(host),
};
