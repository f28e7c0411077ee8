import type { AuthcSettings } from './authc_domains';
import { defaultAuthorizationBackends, withAuthorization } from './providers/registry';
import type {
  AuthorizationBackend,
  AuthorizationBackendFactory,
  AuthorizationHost,
  AuthorizationSubject,
} from './providers/types';
import { ANONYMOUS_AUTH_TYPE } from './types';

export interface AuthorizerDeps extends AuthorizationHost {
  authc(): Promise<AuthcSettings>;
  /** `authorization_backend.type` → factory, besides `internal` (`intern` is read as it); entries of unknown types are ignored. */
  authorizationBackends?: Readonly<Record<string, AuthorizationBackendFactory>>;
}

/**
 * config.yml's `authz` entries: the backend roles they add to a user another domain authenticated
 * (internal users' roles come from their own record). Applied when such a user's request is
 * authenticated and when their session starts.
 */
export class Authorizer {
  private cache?: { settings: AuthcSettings; backends: AuthorizationBackend[] };

  private readonly factories: Readonly<Record<string, AuthorizationBackendFactory>>;

  constructor(private readonly deps: AuthorizerDeps) {
    this.factories = { ...defaultAuthorizationBackends, ...deps.authorizationBackends };
  }

  async backendRoles(user: AuthorizationSubject & { authType: string }): Promise<string[]> {
    // OpenSearch's anonymous user is nobody's account: no backend lends it roles.
    if (user.authType === ANONYMOUS_AUTH_TYPE) return [...user.backendRoles];
    const backends = await this.backends();
    return backends.length ? withAuthorization(user, backends) : [...user.backendRoles];
  }

  /** Rebuilt only when the settings object changes (a new configuration version). */
  private async backends(): Promise<AuthorizationBackend[]> {
    const settings = await this.deps.authc();
    if (this.cache?.settings !== settings) {
      const backends = settings.authz.flatMap((entry) => this.factories[entry.type]?.(entry, this.deps) ?? []);
      this.cache = { settings, backends };
    }
    return this.cache.backends;
  }
}
