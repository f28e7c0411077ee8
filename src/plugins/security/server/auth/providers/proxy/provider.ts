import type { OsdRequest, OsdResponse } from '../../../../../../core/server';
import { firstDomainOf, type AuthcSettings } from '../../authc_domains';
import { isPageRequest } from '../../page_request';
import { RequestProvider } from '../request_provider';
import { externalState } from '../external_sessions';
import { notHandled, type AuthResult, type ProviderFactory, type ProviderHost, type SessionHost } from '../types';
import { proxyIdentity } from './identity';
import { proxyDomainParser, type ProxyDomain } from './settings';
import { proxyMethod } from './method';

/** Whom the proxy headers are believed from, and their names (the first proxy domain's). */
const trustedProxies = (settings: AuthcSettings) => ({
  internalProxies: settings.internalProxies,
  domain: firstDomainOf(settings, proxyDomainParser),
});

/** User and roles from the proxy's headers, believed only from `http.xff.internalProxies`. */
export class ProxyProvider extends RequestProvider {
  readonly type = 'proxy';

  private readonly trusted: ReturnType<typeof trustedProxies>;

  constructor(domain: string, settings: AuthcSettings, host: ProviderHost) {
    super(domain, host);
    this.trusted = trustedProxies(settings);
  }

  async authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult> {
    const identity = proxyIdentity(request, this.trusted, this.host.config.proxycache);
    if (!identity) return notHandled;
    const state = {
      username: identity.username,
      authType: 'proxy',
      backendRoles: identity.backendRoles,
      remoteAddress: identity.clientAddress,
    };
    if (!isPageRequest(request, this.host.appRoutes)) return { kind: 'authenticated', state };
    // A page visit keeps a session, so the tenant the user picks stays picked.
    const session = await this.host.startExternalSession(request, response, {
      username: identity.username,
      authType: 'proxy',
      external: { backendRoles: identity.backendRoles },
    });
    return { kind: 'authenticated', state: { ...state, session } };
  }
}

export const proxyProviderFactory: ProviderFactory<ProxyDomain> = {
  method: proxyMethod,
  ...proxyDomainParser,
  enabled: (config) => config.auth.types.includes('proxy'),
  // Only the first proxy domain is read: its header names (dashboards.yml's proxycache wins).
  create: (domain, settings, host) => (domain.settings ? new ProxyProvider(domain.name, settings, host) : undefined),
  fallback: (settings, host) => new ProxyProvider('', settings, host),
  sessions: (host: SessionHost) => ({
    // A proxy session only keeps the tenant: the trusted proxy must still vouch for this user.
    async resume(request, session) {
      const identity = proxyIdentity(request, trustedProxies(await host.authc()), host.config.proxycache);
      if (identity?.username !== session.username) return undefined;
      return externalState(session, { remoteAddress: identity.clientAddress });
    },
  }),
};
