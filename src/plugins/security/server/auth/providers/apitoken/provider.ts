import { HttpError, type OsdRequest } from '../../../../../../core/server';
import { API_KEY_SCHEME, API_TOKEN_AUTH_TYPE } from '../../../../common/api_tokens';
import type { VerifiedToken } from '../../../api_tokens/token_store';
import { UNAUTHENTICATED_MESSAGE, type AuthState } from '../../types';
import { RequestProvider } from '../request_provider';
import { notHandled, type AuthResult, type FirstProvider, type ProviderFactory } from '../types';
import { apiTokenMethod } from './method';

const SCHEME = new RegExp(`^${API_KEY_SCHEME}\\s+`, 'i');
/** `Bearer osd_…` too: scrapers (Prometheus) send a token as a bearer token; no JWT starts with `osd_`. */
const BEARER = /^Bearer\s+(?=osd_)/i;
/** A header far longer than any token is refused before anything reads it. */
const MAX_HEADER_CHARS = 256;

/** The token of an `Authorization: ApiKey <token>` (or `Bearer osd_…`) header ('' when the scheme is ApiKey but nothing sane follows); undefined for other schemes. */
export function apiKeyFromHeader(header: string | undefined): string | undefined {
  const start = header?.slice(0, 32) ?? '';
  const scheme = SCHEME.test(start) ? SCHEME : BEARER.test(start) ? BEARER : undefined;
  if (!header || !scheme) return undefined;
  if (header.length > MAX_HEADER_CHARS) return '';
  return header.replace(scheme, '').trim();
}

/**
 * `Authorization: ApiKey <token>` on any API request: no session, no cookie. A wrong, malformed,
 * expired, revoked or oversized token is a 401 that says nothing more (which of them it was would
 * help a guesser). The token's owner acts with the token's own permissions only (auth/types.ts).
 */
export class ApiTokenProvider extends RequestProvider implements FirstProvider {
  readonly type = API_TOKEN_AUTH_TYPE;

  claims(request: OsdRequest): boolean {
    return apiKeyFromHeader(request.headers.authorization) !== undefined;
  }
  /** authenticateCached's state per cached answer of the store (shared by its requests: it holds nothing of them). */
  private readonly cachedStates = new WeakMap<Readonly<VerifiedToken>, AuthState>();

  /**
   * The caller of a token whose row the store's cache holds while nothing changed and whose use
   * this minute is recorded, at once (no promise); undefined when `authenticate` must decide
   * (refusals included: they are audited there).
   */
  authenticateCached(request: OsdRequest): AuthState | undefined {
    const token = apiKeyFromHeader(request.headers.authorization);
    const verified = token ? this.host.apiTokens?.().verifyCached(token) : undefined;
    if (!verified) return undefined;
    let state = this.cachedStates.get(verified);
    if (!state) {
      state = Object.freeze(stateOf(verified));
      this.cachedStates.set(verified, state);
    }
    return state;
  }

  async authenticate(request: OsdRequest): Promise<AuthResult> {
    const token = apiKeyFromHeader(request.headers.authorization);
    if (token === undefined) return notHandled;
    const tokens = this.host.apiTokens?.();
    const verified = token && tokens ? await tokens.verify(token) : undefined;
    if (!verified) {
      await this.host.audit?.failedLogin(request, 'apitoken_invalid', API_TOKEN_AUTH_TYPE);
      return { kind: 'failed', error: new HttpError(401, UNAUTHENTICATED_MESSAGE) };
    }
    // Once a minute per token (when its last use is recorded), not on every request: an audit
    // write per request would make a token cost several times a session, which is audited at login.
    // Named api_key_*: the audit log drops every field whose name says "token" as a secret.
    if (verified.touched)
      await this.host.audit?.authenticated(request, verified.owner, 'apitoken', API_TOKEN_AUTH_TYPE, {
        api_key_id: verified.id,
        api_key_name: verified.name,
      });
    return { kind: 'authenticated', state: stateOf(verified) };
  }
}

/** The caller of a verified token: its owner, acting with the token's own permissions only. */
function stateOf(verified: Readonly<VerifiedToken>): AuthState {
  return {
    username: verified.owner,
    authType: API_TOKEN_AUTH_TYPE,
    backendRoles: [],
    configVersion: verified.configVersion,
    apiToken: {
      id: verified.id,
      name: verified.name,
      key: `${verified.id}:${verified.permissionsText}`,
      role: verified.permissions,
      ...(verified.ownerBody ? { ownerBody: verified.ownerBody } : {}),
    },
  };
}

/**
 * In the request chain whenever `api_tokens.enabled`, whatever config.yml says: a token is this
 * server's own credential, not an authentication domain an administrator configures.
 */
export const apiTokenProviderFactory: ProviderFactory = {
  method: apiTokenMethod,
  types: [API_TOKEN_AUTH_TYPE],
  enabled: (config) => config.api_tokens.enabled,
  create: (domain, _settings, host) => new ApiTokenProvider(domain.name, host),
  // Answered before the domains, without reading the authc settings: a token request then costs no more than a session's.
  first: (host) =>
    host.apiTokens && host.config.api_tokens?.enabled ? new ApiTokenProvider(API_TOKEN_AUTH_TYPE, host) : undefined,
  fallback: (_settings, host) => new ApiTokenProvider(API_TOKEN_AUTH_TYPE, host),
};
