import type { IRouter, OsdRequest, PluginStore } from '../../../../../../core/server';
import type { SessionContext } from '../../../session/types';
import { notHandled, type AuthenticationProvider, type LoginHost } from '../types';
import { firstDomainOf } from '../../authc_domains';
import { SamlClient } from './client';
import { SamlReplayStore, type ReplayTables } from './replay_store';
import { registerSamlRoutes } from './routes';
import { samlDomainParser } from './settings';

/**
 * SAML 2.0: users sign in at the IdP (`/auth/saml/login`, SP- or IdP-initiated), the assertion
 * consumer service starts the session, and log out goes through the IdP's single logout.
 */
export class SamlProvider implements AuthenticationProvider {
  readonly type = 'saml';
  readonly domain = '';
  private readonly client: SamlClient;

  private replays?: { store: PluginStore<ReplayTables>; replays: SamlReplayStore };

  constructor(private readonly host: LoginHost) {
    this.client = new SamlClient({
      logger: host.logger,
      now: () => host.now(),
      domain: async () => firstDomainOf(await host.authc(), samlDomainParser),
      replays: () => this.replayStore(),
    });
  }

  /** Made on first use: the store exists from the plugin's start on (and is another after a restart). */
  private replayStore(): SamlReplayStore {
    const store = this.host.store();
    if (this.replays?.store !== store)
      this.replays = { store, replays: new SamlReplayStore(store, () => this.host.now()) };
    return this.replays.replays;
  }

  /** A request carries no SAML credentials of its own: the session cookie stands for the login. */
  async authenticate() {
    return notHandled;
  }

  routes(router: IRouter): void {
    registerSamlRoutes(router, this.host, this.client);
  }

  logoutUrl(_request: OsdRequest, session: SessionContext): Promise<string | undefined> {
    return this.client.logoutUrl(session.providerData);
  }
}
