import type { IRouter, OsdRequest } from '../../../../../../core/server';
import type { SessionContext } from '../../../session/types';
import { externalState } from '../external_sessions';
import { notHandled, type AuthenticationProvider, type LoginHost } from '../types';
import { firstDomainOf } from '../../authc_domains';
import { OpenIdClient } from './client';
import { registerOpenIdRoutes } from './routes';
import { readProviderTls } from './tls';
import { openIdDomainParser } from './settings';

/**
 * OpenID Connect: users sign in through the provider (authorization code flow with PKCE, on
 * `/auth/openid/login`); their sessions are renewed with the refresh token while they last,
 * and log out ends the provider's session too.
 */
export class OpenIdProvider implements AuthenticationProvider {
  readonly type = 'openid';
  readonly domain = '';
  private readonly client: OpenIdClient;

  constructor(private readonly host: LoginHost) {
    this.client = new OpenIdClient({
      config: host.config,
      basePath: host.basePath,
      logger: host.logger,
      now: () => host.now(),
      sessions: () => host.sessions(),
      domain: async () => firstDomainOf(await host.authc(), openIdDomainParser),
      tls: readProviderTls(host.config.openid),
      authorize: (user) => host.authorize(user),
    });
  }

  readonly sessionTypes = ['openid'];

  /** While the ID token is valid the session is used as is; near its end the refresh token renews it, or it ends. */
  async resume(_request: OsdRequest, session: SessionContext) {
    const renewed = await this.client.renew(session);
    return renewed ? externalState(renewed) : undefined;
  }

  /** A request carries no OpenID credentials of its own: the session cookie stands for the login. */
  async authenticate() {
    return notHandled;
  }

  routes(router: IRouter): void {
    registerOpenIdRoutes(router, this.host, this.client);
  }

  logoutUrl(request: OsdRequest, session: SessionContext): Promise<string | undefined> {
    return this.client.logoutUrl(request, session);
  }
}
