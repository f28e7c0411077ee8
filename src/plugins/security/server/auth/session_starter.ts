import type { OsdRequest, OsdResponse } from '../../../../core/server';
import { USER_AGENT_MAX_CHARS } from '../../common/sessions';
import type { AuditTrail } from '../audit/audit_trail';
import type { SecurityBackend } from '../backend/types';
import { initialTenant, isSelectable, normalizeTenant, type Tenancy } from '../backend/permissions/tenant_selection';
import {
  readCookieValues,
  serializeClearedCookie,
  serializeSessionCookie,
  type CookieOptions,
  type SessionIdSealer,
} from '../session/session_cookie';
import type { SessionStore } from '../session/session_store';
import type { ExternalIdentity, SessionClient, SessionContext } from '../session/types';
import type { AccountResolver } from './account_resolver';
import type { CallerCredentials } from '../backend/caller';
import type { ServerAccountInfo } from '../backend/permissions/account';
import { internalUserPrincipal } from '../backend/permissions/role_mappings';
import type { InternalUser } from '../../common/types';
import type { CredentialSealer } from '../session/text_sealer';
import type { Authorizer } from './authorizer';
import { LOGGED_OUT_COOKIE_SUFFIX } from './auto_login';

export interface SessionStarterDeps {
  sealer: SessionIdSealer;
  cookie: CookieOptions;
  backend(): SecurityBackend;
  sessions(): SessionStore;
  tenancy(): Promise<Tenancy>;
  accounts: AccountResolver;
  /** config.yml's `authz` backends: the roles they add are kept with the session. */
  authorizer: Pick<Authorizer, 'backendRoles'>;
  session(request: OsdRequest): SessionContext | undefined;
  audit?: Pick<AuditTrail, 'authenticated' | 'sessionsEndedByLimit'>;
  credentialSealer: CredentialSealer;
  /** The plugin's configuration: with `auth.auto_login`, a log out marks the browser (auto_login.ts). */
  config?: { auth: { auto_login?: boolean } };
}

/** Starts the server-side sessions a login (form, identity provider, token page visit, proxy) gets. */
export class SessionStarter {
  constructor(private readonly deps: SessionStarterDeps) {}

  /** Ends the caller's session (if any) and clears its cookie. */
  async endSession(request: OsdRequest, response: OsdResponse): Promise<void> {
    const session = this.deps.session(request);
    // Another browser or tab sharing the session is then told it was logged out, not that it timed out.
    if (session) await this.deps.sessions().delete(session, 'logged_out');
    response.cookie(serializeClearedCookie(this.deps.cookie));
    // Auto-login must not send the user who just logged out straight back into the identity provider.
    if (this.deps.config?.auth.auto_login) response.cookie(serializeSessionCookie('1', this.loggedOutCookie()));
  }

  private loggedOutCookie(): CookieOptions {
    return { ...this.deps.cookie, name: `${this.deps.cookie.name}${LOGGED_OUT_COOKIE_SUFFIX}` };
  }

  /** Starts a session: a new random id every time, sealed into the cookie. */
  async startSession(
    request: OsdRequest,
    response: OsdResponse,
    username: string,
    tenant: string | null,
    authType = 'basicauth',
    external?: ExternalIdentity
  ): Promise<SessionContext> {
    const id = this.deps.sealer.newId();
    const { endedOlder, ...session } = await this.deps
      .sessions()
      .create(id, username, authType, tenant, external, sessionClient(request));
    if (endedOlder > 0) await this.deps.audit?.sessionsEndedByLimit(request, username, endedOlder);
    response.cookie(serializeSessionCookie(this.deps.sealer.seal(id), this.deps.cookie));
    // A new login: the login page may send this browser to the identity provider again.
    const loggedOut = this.loggedOutCookie();
    if (readCookieValues(request.headers.cookie, loggedOut.name).length > 0) {
      response.cookie(serializeClearedCookie(loggedOut));
    }
    return session;
  }

  /**
   * Logs in a user an identity provider (or a token, a proxy, anonymous access) vouched for:
   * config.yml's authz backends add their roles, then `startLogin` (audited with its type).
   */
  async startExternalSession(
    request: OsdRequest,
    response: OsdResponse,
    login: { username: string; authType: string; external: ExternalIdentity; tenant?: string }
  ): Promise<SessionContext> {
    const backendRoles = await this.deps.authorizer.backendRoles({
      ...login,
      backendRoles: login.external.backendRoles,
    });
    const started = await this.startLogin(request, response, {
      ...login,
      external: { ...login.external, backendRoles },
      auditAsSso: true,
    });
    return started.session;
  }

  /** The account a login is for (roles, tenants), resolved as the user before any session starts. */
  loginAccount(request: OsdRequest, login: LoginSubject): Promise<ServerAccountInfo> {
    const { username, authType, user, credentials } = login;
    const principal = user
      ? internalUserPrincipal(username, user, request.ip)
      : this.deps.accounts.principalOf({ username, authType, backendRoles: login.external?.backendRoles }, request);
    return this.deps.backend().asScoped({ credentials }).resolveAccount(principal);
  }

  /**
   * Every login's session, whoever vouched for the user: their account resolved (as them, on a
   * backend that acts as its callers), the tenant a login starts in (or `tenant` when they may use
   * it), the session the browser had ended (no fixation), a new one started. An internal user's
   * session stands for the stored user; anyone else's keeps the roles known now, and the
   * credentials to act with, sealed, when the backend needs them.
   */
  async startLogin(request: OsdRequest, response: OsdResponse, login: LoginSubject): Promise<StartedLogin> {
    const { username, authType, credentials } = login;
    const [account, tenancy] = await Promise.all([this.loginAccount(request, login), this.deps.tenancy()]);
    const asked = login.tenant !== undefined ? normalizeTenant(login.tenant) : undefined;
    const tenant =
      asked !== undefined && isSelectable(account, asked, tenancy) ? asked : initialTenant(account, tenancy);
    const previous = this.deps.session(request);
    if (previous) await this.deps.sessions().delete(previous);
    // A password login was audited by its check; a provider's is audited here, once it stands.
    if (login.auditAsSso) await this.deps.audit?.authenticated(request, username, 'sso', authType);
    const external: ExternalIdentity | undefined = credentials
      ? {
          // The backend decides this user's roles: the session keeps what it said, and how to ask again.
          backendRoles: account.backend_roles,
          providerData: { ...login.external?.providerData, cluster: this.deps.credentialSealer.seal(credentials) },
        }
      : login.external;
    const session = await this.startSession(request, response, username, tenant, authType, external);
    return { session, account, tenant };
  }
}

/** Who a login is for. */
export interface LoginSubject {
  username: string;
  authType: string;
  /** An internal user, as the password check read them. */
  user?: InternalUser;
  /** Anyone else: the roles known at login (and what their provider keeps with the session). */
  external?: ExternalIdentity;
  /** How the user acts on a backend that acts as its callers. */
  credentials?: CallerCredentials;
  /** The tenant asked for (kept when the user may use it). */
  tenant?: string;
  /** Audited as a provider's login (a password login is audited by its check). */
  auditAsSso?: boolean;
}

export interface StartedLogin {
  session: SessionContext;
  account: ServerAccountInfo;
  tenant: string | null;
}

/** Where a login comes from, for the Sessions pages: core's address (XFF is not trusted), the agent cut short. */
function sessionClient(request: OsdRequest): SessionClient {
  const agent = request.headers['user-agent'];
  return {
    address: request.ip,
    ...(typeof agent === 'string' && agent ? { userAgent: agent.slice(0, USER_AGENT_MAX_CHARS) } : {}),
  };
}
