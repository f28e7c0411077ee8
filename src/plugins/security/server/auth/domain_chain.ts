import { HttpError, type OsdRequest, type OsdResponse } from '../../../../core/server';
import type { AuthcSettings } from './authc_domains';
import type { Authorizer } from './authorizer';
import { DIRECTORY_UNREACHABLE_MESSAGE, DirectoryError } from './ldap/directory_error';
import type { PasswordLogin } from './password_login';
import type { ProviderRegistry } from './providers/registry';
import type { AuthenticationProvider, AuthResult, FirstProvider, ProviderHost } from './providers/types';
import type { AuthState } from './types';

export interface DomainChainDeps extends Pick<
  ProviderHost,
  'config' | 'basePath' | 'appRoutes' | 'audit' | 'startExternalSession' | 'apiTokens' | 'onBehalfOf'
> {
  registry: ProviderRegistry;
  authc(): Promise<AuthcSettings>;
  now?: () => number;
  /** Every password login: the basic domains' backends walked, with lock-out and audit. */
  verifyPassword: ProviderHost['verifyPassword'];
  passwords: PasswordLogin;
  /** config.yml's `authz` backends. */
  authorizer: Pick<Authorizer, 'backendRoles'>;
}

/**
 * config.yml's authc domains as OpenSearch walks them: by `order`, the first that authenticates
 * wins; a refusal lets the next one try and is the answer when none accepts; with no credentials
 * at all, the first challenging domain says how to authenticate.
 */
export class DomainChain {
  private cache?: { settings: AuthcSettings; providers: AuthenticationProvider[] };

  private readonly host: ProviderHost;
  private readonly first: FirstProvider[];

  constructor(private readonly deps: DomainChainDeps) {
    this.host = {
      ...deps,
      now: deps.now ?? Date.now,
      authenticationBackend: (type) => deps.passwords.backend(type),
    };
    this.first = deps.registry.firstProviders(this.host);
  }

  /**
   * The caller of a credential a first provider's cache vouches for (an API token the store's
   * cache holds), at once (no promise), as a cached session's is; undefined for anything else:
   * then `authenticate` decides.
   */
  authenticateCached(request: OsdRequest): AuthState | undefined {
    for (const provider of this.first) {
      const state = provider.authenticateCached?.(request);
      if (state) return state;
    }
    return undefined;
  }

  async authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult> {
    // This server's own credentials, whatever config.yml says: answered without reading the authc settings.
    const first = this.first.find((provider) => provider.claims(request));
    if (first) return first.authenticate(request, response);
    const { providers } = await this.chain();
    let failure: AuthResult | undefined;
    for (const provider of providers) {
      const result = await provider.authenticate(request, response);
      if (result.kind === 'notHandled') continue;
      if (result.kind === 'failed') {
        failure ??= result;
        continue;
      }
      // Internal users' roles come from their stored record, a directory user's were resolved by
      // the password check; the authz backends serve the others (proxies, SSO).
      if (result.kind !== 'authenticated' || result.state.user || result.state.authType === 'basicauth') return result;
      const { username, authType, backendRoles = [] } = result.state;
      try {
        const roles = await this.deps.authorizer.backendRoles({ username, authType, backendRoles });
        return { kind: 'authenticated', state: { ...result.state, backendRoles: roles } };
      } catch (error) {
        if (error instanceof DirectoryError) throw new HttpError(503, DIRECTORY_UNREACHABLE_MESSAGE);
        throw error;
      }
    }
    if (failure) return failure;
    const challenge = providers.find((provider) => provider.challenge)?.challenge;
    const browserChallenge = providers.find((provider) => provider.browserChallenge)?.browserChallenge;
    return { kind: 'notHandled', challenge, ...(browserChallenge ? { browserChallenge } : {}) };
  }

  /** Rebuilt only when the settings object changes (a new configuration version). */
  private async chain(): Promise<NonNullable<DomainChain['cache']>> {
    const settings = await this.deps.authc();
    if (this.cache?.settings !== settings) {
      const providers = this.deps.registry.build(settings, this.deps.config, this.host);
      this.cache = { settings, providers };
    }
    return this.cache;
  }
}
