import { HttpError, type AuthenticationHandler, type OsdRequest, type OsdResponse } from '../../../../core/server';
import type { SecurityConfig } from '../../common/config';
import { internalUserPrincipal } from '../backend/permissions/role_mappings';
import type { SecurityBackend } from '../backend/types';
import {
  effectiveTenancy,
  initialTenant,
  isSelectable,
  normalizeTenant,
  type Tenancy,
} from '../multitenancy/tenant_selection';
import { loginPageUrl } from '../next_url';
import {
  readCookieValues,
  serializeClearedCookie,
  serializeSessionCookie,
  type CookieOptions,
  type SessionIdSealer,
} from '../session/session_cookie';
import type { SessionStore } from '../session/session_store';
import type { SessionContext } from '../session/types';
import type { LoginRateLimiter } from './login_rate_limiter';
import { beginPasswordCheck, verifyLogin, type LoginVia } from './login_flow';
import { isPageRequest } from './page_request';
import type { AuditTrail } from '../audit/audit_trail';
import {
  NO_API_ACCESS_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  type AccountInfoResolved,
  type AuthState,
} from './types';

export const SYSTEM_REQUEST_HEADER = 'osd-system-request';
/** API clients authenticating per request pick their tenant with this header (as in OpenSearch Dashboards). */
export const TENANT_HEADER = 'securitytenant';

export interface AuthenticatorDeps {
  config: SecurityConfig;
  /** The server's base path ('' or '/x'), as the browser sees it. */
  basePath: string;
  sealer: SessionIdSealer;
  limiter: LoginRateLimiter;
  /** The backend and the session store exist from the plugin's start on; routes only run after it. */
  backend(): SecurityBackend;
  sessions(): SessionStore;
  /** App routes this plugin registered (beside /app/*), which get the login redirect. */
  appRoutes: readonly string[];
  /** Where logins and failed logins are reported (the audit log). */
  audit?: Pick<AuditTrail, 'failedLogin' | 'authenticated'>;
}

function parseBasicAuthorization(header: string | undefined): { username: string; password: string } | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=._-]+)\s*$/i.exec(header);
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * Who is calling. Core's auth handler (registered with `core.http.registerAuth`) reads the session
 * cookie (or an `Authorization: Basic` header for API clients) for every route that asks for
 * authentication, remembers the result per request, and turns away whoever may not pass: a login
 * redirect for pages, 401 for the API.
 */
export class Authenticator {
  private readonly states = new WeakMap<OsdRequest, AuthState>();
  private readonly accounts = new WeakMap<OsdRequest, Promise<AccountInfoResolved>>();
  readonly cookie: CookieOptions;

  constructor(private readonly deps: AuthenticatorDeps) {
    const { cookie } = deps.config;
    this.cookie = { name: cookie.name, path: deps.basePath || '/', secure: cookie.secure, sameSite: cookie.isSameSite };
  }

  /**
   * Core calls this for routes with `authRequired: true` (who may not pass is turned away) and
   * `'optional'` (public routes: a session is read when there is one, nobody is turned away).
   */
  readonly authenticate: AuthenticationHandler = async (request, response, toolkit) => {
    const optional = request.route.options.authRequired === 'optional';
    const fromCookie = await this.fromSessionCookie(request);
    // API clients' Basic credentials are checked (and rate limited) only where they are needed;
    // the login route reads its credentials from the body.
    const state = fromCookie.state ?? (optional ? undefined : await this.fromBasicHeader(request, response));
    if (state) {
      this.states.set(request, state);
      return toolkit.authenticated(state);
    }
    if (fromCookie.stale) response.cookie(serializeClearedCookie(this.cookie));
    if (optional) return toolkit.notHandled();
    if (isPageRequest(request, this.deps.appRoutes)) {
      // request.url is the path inside the base path; the browser's path includes it. A cookie
      // naming no live session means it ended (idle, lifespan, revoked): the login page says so.
      const next = `${this.deps.basePath}${request.url}`;
      response.redirect(loginPageUrl(this.deps.basePath, next, fromCookie.stale ? 'SESSION_EXPIRED' : undefined), 302);
      return toolkit.notHandled();
    }
    throw new HttpError(401, fromCookie.stale ? SESSION_EXPIRED_MESSAGE : UNAUTHENTICATED_MESSAGE);
  };

  /** The caller, or undefined when nobody is logged in. */
  get(request: OsdRequest): AuthState | undefined {
    return this.states.get(request);
  }

  getSession(request: OsdRequest): SessionContext | undefined {
    return this.states.get(request)?.session;
  }

  /** The caller, or 401. */
  require(request: OsdRequest): AuthState {
    const state = this.states.get(request);
    if (!state) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    return state;
  }

  async tenancy(): Promise<Tenancy> {
    return effectiveTenancy(this.deps.config, await this.deps.backend().getTenancyConfig());
  }

  /** The caller's roles, tenants and API access, with the tenant it works in; resolved once per request. */
  account(request: OsdRequest): Promise<AccountInfoResolved> {
    let account = this.accounts.get(request);
    if (!account) {
      account = this.resolveAccount(request);
      this.accounts.set(request, account);
    }
    return account;
  }

  /** The caller's account when it may use the security REST API; 401 / 403 otherwise. */
  async requireApiAccess(request: OsdRequest): Promise<AccountInfoResolved> {
    this.require(request);
    const account = await this.account(request);
    if (!account.has_api_access) throw new HttpError(403, NO_API_ACCESS_MESSAGE);
    return account;
  }

  /**
   * Checks a user name and password as every login does (lock-out, credentials, failure count,
   * success reset, audit): the login form and `Authorization: Basic` both come through here.
   */
  verifyCredentials(
    request: OsdRequest,
    response: OsdResponse,
    credentials: { username: string; password: string },
    via: LoginVia
  ) {
    return verifyLogin(this.deps, request, response, credentials, via);
  }

  /** Starts a session: a new random id every time, sealed into the cookie. */
  async startSession(response: OsdResponse, username: string, tenant: string | null): Promise<SessionContext> {
    const id = this.deps.sealer.newId();
    const session = await this.deps.sessions().create(id, username, this.deps.config.auth.type, tenant);
    response.cookie(serializeSessionCookie(this.deps.sealer.seal(id), this.cookie));
    return session;
  }

  /** Keeps a tenant choice in the caller's session; what this request resolves from now on sees it. */
  async selectTenant(request: OsdRequest, tenant: string): Promise<void> {
    const state = this.require(request);
    if (!state.session) throw new Error('Only a session keeps a tenant.');
    await this.deps.sessions().setTenant(state.session, tenant);
    this.states.set(request, { ...state, session: { ...state.session, tenant } });
    this.accounts.delete(request);
  }

  async endSession(request: OsdRequest, response: OsdResponse): Promise<void> {
    const session = this.getSession(request);
    if (session) await this.deps.sessions().delete(session);
    response.cookie(serializeClearedCookie(this.cookie));
  }

  /**
   * 429 with Retry-After while the user name or the address is locked out; otherwise the coming
   * password check is counted as a failure until `limiter.succeeded(keys)` says it was right.
   */
  checkLockout(keys: ReturnType<typeof LoginRateLimiter.keys>, response: OsdResponse): Promise<void> {
    return beginPasswordCheck(this.deps.limiter, keys, response);
  }

  private async resolveAccount(request: OsdRequest): Promise<AccountInfoResolved> {
    const state = this.require(request);
    const principal = internalUserPrincipal(state.username, state.user, request.ip);
    const [account, tenancy] = await Promise.all([this.deps.backend().resolveAccount(principal), this.tenancy()]);
    let tenant: string | null;
    if (state.session) {
      // A session keeps its tenant while the user may use it under the tenancy settings in force
      // now; else (access taken away, private tenant or multitenancy turned off, or no tenant at
      // login) it works where a new login would start. The choice itself stays in the session.
      const chosen = state.session.tenant;
      tenant = chosen !== null && isSelectable(account, chosen, tenancy) ? chosen : initialTenant(account, tenancy);
    } else {
      const asked = request.headers[TENANT_HEADER];
      const selection = typeof asked === 'string' ? normalizeTenant(asked) : undefined;
      tenant =
        selection !== undefined && isSelectable(account, selection, tenancy)
          ? selection
          : initialTenant(account, tenancy);
    }
    return { ...account, user_requested_tenant: tenant };
  }

  /** A valid session from the cookie; `stale` when a cookie was sent but names no live session. */
  private async fromSessionCookie(request: OsdRequest): Promise<{ state?: AuthState; stale: boolean }> {
    const values = readCookieValues(request.headers.cookie, this.cookie.name);
    if (values.length === 0) return { stale: false };
    const sessions = this.deps.sessions();
    for (const value of values) {
      const id = this.deps.sealer.unseal(value);
      if (!id) continue;
      const found = await sessions.find(id);
      if (found.state !== 'active') continue;
      const user = await this.deps.backend().getInternalUser(found.session.username);
      if (!user) {
        // The user was deleted: its sessions go with it.
        await sessions.deleteUserSessions(found.session.username);
        continue;
      }
      // Background polling (`osd-system-request: true`) must not keep an unattended session alive.
      if (request.headers[SYSTEM_REQUEST_HEADER] !== 'true') await sessions.touch(found.session);
      return { state: { username: found.session.username, user, session: found.session }, stale: false };
    }
    return { stale: true };
  }

  /** `Authorization: Basic` for API clients: checked on every request, rate limited, no session. */
  private async fromBasicHeader(request: OsdRequest, response: OsdResponse): Promise<AuthState | undefined> {
    const credentials = parseBasicAuthorization(request.headers.authorization);
    if (!credentials) return undefined;
    return this.verifyCredentials(request, response, credentials, 'basic');
  }
}
