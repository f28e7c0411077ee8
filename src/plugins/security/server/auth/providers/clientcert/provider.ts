import type { OsdRequest } from '../../../../../../core/server';
import { firstDomainOf } from '../../authc_domains';
import { isPageRequest } from '../../page_request';
import { RequestProvider } from '../request_provider';
import { externalState } from '../external_sessions';
import { notHandled, type AuthResult, type ProviderFactory, type ProviderHost } from '../types';
import { clientCertIdentity } from './identity';
import { CLIENTCERT_AUTH_TYPE, clientCertDomainParser, type ClientCertDomain } from './settings';
import { clientCertMethod } from './method';
import { ClientCertLoginProvider } from './routes';

/**
 * Whether a browser sent the request: Chromium and Firefox mark every request with Sec-Fetch-Site,
 * and the dashboards' own scripts send osd-version. Telling it wrongly only costs a caller the
 * certificate login, never grants one.
 */
function fromBrowser(request: OsdRequest): boolean {
  return request.headers['sec-fetch-site'] !== undefined || request.headers['osd-version'] !== undefined;
}

/**
 * A client certificate the TLS layer verified against `server.ssl.certificateAuthorities` signs in
 * an API client (curl, a service) request by request. A browser signs in once with the login page's
 * "Log in with your certificate" (GET /auth/clientcert/login, a session): a page visit is never
 * signed in on its own, so whoever holds a certificate can still choose the form or SSO, and log out.
 * No certificate, or one that did not verify: the next domain is asked.
 */
export class ClientCertProvider extends RequestProvider {
  readonly type = CLIENTCERT_AUTH_TYPE;

  constructor(
    private readonly settings: ClientCertDomain,
    host: ProviderHost
  ) {
    super(settings.name, host);
  }

  async authenticate(request: OsdRequest): Promise<AuthResult> {
    if (isPageRequest(request, this.host.appRoutes) || fromBrowser(request)) return notHandled;
    const identity = clientCertIdentity(request.clientCertificate, this.settings);
    if (!identity) return notHandled;
    await this.host.audit?.authenticated(request, identity.username, CLIENTCERT_AUTH_TYPE, CLIENTCERT_AUTH_TYPE);
    return {
      kind: 'authenticated',
      state: { username: identity.username, authType: CLIENTCERT_AUTH_TYPE, backendRoles: identity.backendRoles },
    };
  }
}

export const clientCertProviderFactory: ProviderFactory<ClientCertDomain> = {
  method: clientCertMethod,
  ...clientCertDomainParser,
  // config.yml's domain alone decides, as in OpenSearch: dashboards.yml's auth.type names how people
  // log in on the login page, and the certificate button shows beside whatever that is.
  enabled: () => true,
  create: (domain, _settings, host) => (domain.settings ? new ClientCertProvider(domain.settings, host) : undefined),
  login: (host) => new ClientCertLoginProvider(host),
  sessions: (host) => ({
    // The connection must still show a verified certificate naming this user: a copied cookie is
    // no use without the certificate's private key.
    async resume(request, session) {
      const domain = firstDomainOf(await host.authc(), clientCertDomainParser);
      const identity = domain && clientCertIdentity(request.clientCertificate, domain);
      return identity?.username === session.username ? externalState(session) : undefined;
    },
  }),
};
