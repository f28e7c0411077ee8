import { type OsdRequest, type OsdResponse } from '../../../../../../core/server';
import type { AuthcDomainEntry } from '../../authc_domains';
import {
  notHandled,
  type AuthResult,
  type AuthenticationProvider,
  type ProviderFactory,
  type ProviderHost,
} from '../types';

/** The realm OpenSearch's basic authenticator challenges with. */
export const BASIC_CHALLENGE = 'Basic realm="OpenSearch Security"';

/** User name and password from `Authorization: Basic`; null for anything else. */
export function parseBasicAuthorization(header: string | undefined): { username: string; password: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=._-]+)\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * `Authorization: Basic` for API clients: checked on every request (rate limited by the backend's
 * password check), no session. The password is checked by the domain's authentication backend.
 */
export class BasicProvider implements AuthenticationProvider {
  readonly type = 'basic';
  readonly challenge?: string;

  constructor(
    readonly domain: string,
    private readonly backendType: string,
    challenge: boolean,
    private readonly host: ProviderHost
  ) {
    if (challenge) this.challenge = BASIC_CHALLENGE;
  }

  async authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult> {
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (!credentials) return notHandled;
    const backend = this.host.authenticationBackend(this.backendType);
    if (!backend) return notHandled;
    // A wrong password or a lock-out answers at once (it was counted and audited).
    const { username, user, backendRoles } = await backend.verify(request, response, credentials);
    return {
      kind: 'authenticated',
      state: { username, authType: 'basicauth', ...(user ? { user } : {}), ...(backendRoles ? { backendRoles } : {}) },
    };
  }
}

/** OpenSearch spells the internal user database `intern` or `internal`. */
const backendType = (type: string): string => (type === 'intern' ? 'internal' : type);

export const basicProviderFactory: ProviderFactory = {
  types: ['basic'],
  enabled: () => true,
  // A domain whose backend this server does not have (yet) is skipped, as a disabled one is.
  create: (domain: AuthcDomainEntry, _settings, host) =>
    host.authenticationBackend(backendType(domain.backend))
      ? new BasicProvider(domain.name, backendType(domain.backend), domain.challenge, host)
      : undefined,
  // Without a usable basic domain in config.yml, API clients still sign in against the internal users.
  fallback: (_settings, host) => new BasicProvider('basic_internal_auth_domain', 'internal', false, host),
};
