import { HttpError, type OsdRequest, type OsdResponse } from '../../../../../../core/server';
import { loginPageUrl } from '../../../next_url';
import { JwtRejected, tokenFromHeader, verifyJwt } from '../../jwt_token';
import { isPageRequest } from '../../page_request';
import { RequestProvider } from '../request_provider';
import { notHandled, type AuthResult, type ProviderFactory, type ProviderHost } from '../types';
import { jwtDomainParser, type JwtDomain } from './settings';
import { jwtMethod } from './method';

/**
 * A JWT in the configured header or URL parameter, checked with this domain's key. A page visit
 * with a valid one starts a session (from the parameter: then the browser is sent to the same
 * address without it); an API call is authenticated for itself. A bad token is a failure, so the
 * next jwt domain (another key) still gets its chance.
 */
export class JwtProvider extends RequestProvider {
  readonly type = 'jwt';

  constructor(
    private readonly settings: JwtDomain,
    host: ProviderHost
  ) {
    super(settings.name, host);
  }

  async authenticate(request: OsdRequest, response: OsdResponse): Promise<AuthResult> {
    const { host } = this;
    const found = jwtFromRequest(request, host, this.settings.urlParameter);
    if (!found) return notHandled;
    const page = isPageRequest(request, host.appRoutes);
    let identity;
    try {
      identity = await verifyJwt(found.token, this.settings, host.now());
    } catch (error) {
      if (!(error instanceof JwtRejected)) throw error;
      await host.audit?.failedLogin(request, error.reason, 'jwt', error.username);
      if (page) {
        const redirect = `${loginPageUrl(host.basePath)}?authError=${error.reason}`;
        return { kind: 'failed', error: new HttpError(401, error.message), redirect };
      }
      return { kind: 'failed', error: new HttpError(401, error.message) };
    }
    const state = { username: identity.username, authType: 'jwt', backendRoles: identity.backendRoles };
    if (!page) {
      await host.audit?.authenticated(request, identity.username, 'jwt', 'jwt');
      return { kind: 'authenticated', state };
    }
    const session = await host.startExternalSession(request, response, {
      username: identity.username,
      authType: 'jwt',
      external: { backendRoles: identity.backendRoles },
    });
    if (found.fromQuery !== undefined) {
      // The token must not stay in the address bar, the history or a shared link.
      response.redirect(`${host.basePath}${urlWithout(request.url, found.fromQuery)}`, 302);
      return { kind: 'answered' };
    }
    return { kind: 'authenticated', state: { ...state, session } };
  }
}

/** The token, and the query parameter it came from when it came from one. */
function jwtFromRequest(
  request: OsdRequest,
  host: ProviderHost,
  urlParameter: string | null
): { token: string; fromQuery?: string } | undefined {
  const header = host.config.jwt.header.toLowerCase();
  const fromHeader = tokenFromHeader(request.headers[header]);
  if (fromHeader) return { token: fromHeader };
  const parameter = urlParameter ?? host.config.jwt.url_param;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const value = query[parameter];
  return typeof value === 'string' && value ? { token: value, fromQuery: parameter } : undefined;
}

/** `url` (path and query) without the query parameter `name`. */
export function urlWithout(url: string, name: string): string {
  const [path, search = ''] = url.split(/\?(.*)/s, 2);
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/** With dashboards.yml's jwt on but no jwt domain in config.yml, a token is refused with the reason. */
class UnconfiguredJwtProvider extends RequestProvider {
  readonly type = 'jwt';
  async authenticate(request: OsdRequest): Promise<AuthResult> {
    if (!jwtFromRequest(request, this.host, null)) return notHandled;
    throw new HttpError(401, 'JWT authentication is not configured: config.yml has no enabled jwt authc domain.');
  }
}

export const jwtProviderFactory: ProviderFactory<JwtDomain> = {
  method: jwtMethod,
  ...jwtDomainParser,
  enabled: (config) => config.auth.types.includes('jwt'),
  create: (domain, _settings, host) => (domain.settings ? new JwtProvider(domain.settings, host) : undefined),
  fallback: (_settings, host) => new UnconfiguredJwtProvider('', host),
};
