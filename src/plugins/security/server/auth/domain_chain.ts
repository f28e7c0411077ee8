import type { OsdRequest, OsdResponse } from '../../../../core/server';
import type { AuthcSettings } from './authc_domains';
import { API_TOKEN_AUTH_TYPE } from '../../common/api_tokens';
import { ApiTokenProvider, apiKeyFromHeader } from './providers/apitoken/provider';
import { withAuthorization, type ProviderRegistry } from './providers/registry';
import type {
  AuthenticationBackend,
  AuthenticationProvider,
  AuthorizationBackend,
  AuthResult,
  ProviderHost,
} from './providers/types';

export interface DomainChainDeps extends Pick<
  ProviderHost,
  'config' | 'basePath' | 'appRoutes' | 'audit' | 'startExternalSession' | 'apiTokens'
> {
  registry: ProviderRegistry;
  authc(): Promise<AuthcSettings>;
  now?: () => number;
  /** The internal users' password check (lock-out, audit): the `internal` authentication backend. */
  verifyPassword: AuthenticationBackend['verify'];
  /** Password backends besides `internal` that basic domains may name (`authentication_backend.type`). */
  authenticationBackends?: Record<string, AuthenticationBackend>;
  /** config.yml `authz` backend types this server knows; unknown ones are ignored. */
  authorizationBackends?: Record<string, AuthorizationBackend>;
}

/**
 * config.yml's authc domains as OpenSearch walks them: by `order`, the first that authenticates
 * wins; a refusal lets the next one try and is the answer when none accepts; with no credentials
 * at all, the first challenging domain says how to authenticate.
 */
export class DomainChain {
  private cache?: { settings: AuthcSettings; providers: AuthenticationProvider[]; authz: AuthorizationBackend[] };

  private readonly host: ProviderHost;
  private readonly apiTokens?: ApiTokenProvider;

  constructor(private readonly deps: DomainChainDeps) {
    const internal: AuthenticationBackend = { type: 'internal', verify: deps.verifyPassword };
    this.host = {
      ...deps,
      now: deps.now ?? Date.now,
      authenticationBackend: (type) => (type === 'internal' ? internal : deps.authenticationBackends?.[type]),
    };
    if (deps.apiTokens && deps.config.api_tokens?.enabled)
      this.apiTokens = new ApiTokenProvider(API_TOKEN_AUTH_TYPE, this.host);
  }

  async authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult> {
    // A token is this server's own credential, whatever config.yml says: answered without reading
    // the authc settings (a token request then costs no more than a session's).
    if (this.apiTokens && apiKeyFromHeader(request.headers.authorization) !== undefined)
      return this.apiTokens.authenticate(request);
    const { providers, authz } = await this.chain();
    let failure: AuthResult | undefined;
    for (const provider of providers) {
      const result = await provider.authenticate(request, response);
      if (result.kind === 'notHandled') continue;
      if (result.kind === 'failed') {
        failure ??= result;
        continue;
      }
      // Internal users' roles come from their stored record; the authz backends serve the others.
      // An API token's own permissions decide alone: its owner's backend roles count for nothing.
      if (result.kind !== 'authenticated' || !authz.length || result.state.user || result.state.apiToken) return result;
      const { username, backendRoles = [] } = result.state;
      return {
        kind: 'authenticated',
        state: { ...result.state, backendRoles: await withAuthorization({ username, backendRoles }, authz) },
      };
    }
    return failure ?? { kind: 'notHandled', challenge: providers.find((provider) => provider.challenge)?.challenge };
  }

  /** Rebuilt only when the settings object changes (a new configuration version). */
  private async chain(): Promise<NonNullable<DomainChain['cache']>> {
    const settings = await this.deps.authc();
    if (this.cache?.settings !== settings) {
      const providers = this.deps.registry.build(settings, this.deps.config, this.host);
      const authz = settings.authz.flatMap((entry) => this.deps.authorizationBackends?.[entry.type] ?? []);
      this.cache = { settings, providers, authz };
    }
    return this.cache;
  }
}
