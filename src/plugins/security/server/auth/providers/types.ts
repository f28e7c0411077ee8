import type { HttpError, OsdRequest, OsdResponse } from '../../../../../core/server';
import type { ApiTokenStore } from '../../api_tokens/token_store';
import type { AuditTrail } from '../../audit/audit_trail';
import type { SecurityConfig } from '../../../common/config';
import type { InternalUser } from '../../../common/types';
import type { ExternalIdentity, SessionContext } from '../../session/types';
import type { AuthcDomainEntry, AuthcSettings } from '../authc_domains';
import type { AuthState } from '../types';

/**
 * What one authentication domain made of a request: it knows the caller; it saw no credentials of
 * its kind (the next domain is asked); it saw some and refused them (the next domain is still
 * asked, and when none accepts the first refusal is the answer); or it already answered (a redirect).
 */
export type AuthResult =
  | { kind: 'authenticated'; state: AuthState }
  | {
      kind: 'notHandled';
      /** The chain's answer only: how an unauthenticated caller may authenticate. */ challenge?: string;
    }
  | { kind: 'failed'; error: HttpError; /** Where a page visit is sent instead of the error. */ redirect?: string }
  | { kind: 'answered' };

export const notHandled: AuthResult = { kind: 'notHandled' };

export interface AuthenticationProvider {
  /** The http_authenticator type: 'basic', 'jwt', 'proxy', … */
  readonly type: string;
  /** The config.yml authc domain it was built from. */
  readonly domain: string;
  /** `challenge: true`: an unauthenticated API caller is told how to authenticate. */
  readonly challenge?: string;
  authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult>;
}

/** A password check a basic domain delegates to (`authentication_backend`: internal today, LDAP next). */
export interface AuthenticationBackend {
  readonly type: string;
  verify(
    request: OsdRequest,
    response: OsdResponse,
    credentials: { username: string; password: string }
  ): Promise<{ username: string; user?: InternalUser; backendRoles?: string[] }>;
}

/** A config.yml `authz` backend: adds backend roles to an authenticated user. */
export interface AuthorizationBackend {
  readonly type: string;
  backendRoles(user: { username: string; backendRoles: readonly string[] }): Promise<string[]>;
}

/** What a provider may use of the server: never another provider's settings. */
export interface ProviderHost {
  config: SecurityConfig;
  basePath: string;
  appRoutes: readonly string[];
  now(): number;
  /** The authentication backend of a domain's `authentication_backend.type`, if this server has it. */
  authenticationBackend(type: string): AuthenticationBackend | undefined;
  startExternalSession(
    request: OsdRequest,
    response: OsdResponse,
    login: { username: string; authType: string; external: ExternalIdentity }
  ): Promise<SessionContext>;
  audit?: Pick<AuditTrail, 'failedLogin' | 'authenticated'>;
  /** The API tokens in the store (absent: this server has none). */
  apiTokens?(): ApiTokenStore;
}

/** Builds the providers of one auth type: one per config.yml domain of that type. */
export interface ProviderFactory {
  /** The http_authenticator types it serves ('proxy' also serves 'extended-proxy'). */
  readonly types: readonly string[];
  /** Whether dashboards.yml lets this type authenticate requests at all. */
  enabled(config: SecurityConfig): boolean;
  create(domain: AuthcDomainEntry, settings: AuthcSettings, host: ProviderHost): AuthenticationProvider | undefined;
  /** The provider used when config.yml has no enabled domain of the type (keeps older setups working). */
  fallback?(settings: AuthcSettings, host: ProviderHost): AuthenticationProvider | undefined;
}
