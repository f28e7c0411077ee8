import { type OsdRequest, type OsdResponse } from '../../../../../../core/server';
import type { AuthcDomainEntry, AuthcSettings } from '../../authc_domains';
import { RequestProvider } from '../request_provider';
import { notHandled, type AuthResult, type ProviderFactory, type ProviderHost } from '../types';
import { PASSWORD_SESSION_TYPE, PasswordSessions } from './sessions';
import { basicMethod } from './method';

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
 * `Authorization: Basic` for API clients: checked on every request (rate limited, audited), no
 * session. One provider stands for every basic domain: the password check walks them all by
 * `order` with their authentication backends (password_login.ts).
 */
export class BasicProvider extends RequestProvider {
  readonly type = 'basic';
  readonly challenge?: string;

  constructor(domain: string, challenge: boolean, host: ProviderHost) {
    super(domain, host);
    if (challenge) this.challenge = BASIC_CHALLENGE;
  }

  async authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult> {
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (!credentials) return notHandled;
    // A wrong password, a lock-out or an unreachable directory answers at once (counted and audited).
    const identity = await this.host.verifyPassword(request, response, credentials);
    const { username, user, backendRoles, credentials: acting } = identity;
    return {
      kind: 'authenticated',
      state: {
        username,
        authType: PASSWORD_SESSION_TYPE,
        ...(user ? { user } : {}),
        ...(backendRoles ? { backendRoles } : {}),
        ...(acting ? { credentials: acting } : {}),
      },
    };
  }
}

/** The basic domains whose backend this server has (a domain with another backend is skipped, as a disabled one is). */
const usable = (settings: AuthcSettings, host: ProviderHost): AuthcDomainEntry[] =>
  settings.domains.filter((domain) => domain.type === 'basic' && host.authenticationBackend(domain.backend));

export const basicProviderFactory: ProviderFactory = {
  method: basicMethod,
  types: ['basic'],
  sessionTypes: [PASSWORD_SESSION_TYPE],
  enabled: () => true,
  sessions: (host) => new PasswordSessions(host),
  // The first usable basic domain's place in the chain; it challenges when any of them does.
  create: (domain: AuthcDomainEntry, settings, host) => {
    const domains = usable(settings, host);
    return domains[0] === domain
      ? new BasicProvider(
          domain.name,
          domains.some((d) => d.challenge),
          host
        )
      : undefined;
  },
  // Without a usable basic domain in config.yml, API clients still sign in against the internal users.
  fallback: (_settings, host) => new BasicProvider('basic_internal_auth_domain', false, host),
};
