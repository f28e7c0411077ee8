import type { OsdRequest, OsdResponse } from '../../../../core/server';
import { USER_AGENT_MAX_CHARS } from '../../common/sessions';
import type { AuditTrail } from '../audit/audit_trail';
import type { SecurityBackend } from '../backend/types';
import { initialTenant, isSelectable, normalizeTenant, type Tenancy } from '../backend/permissions/tenant_selection';
import {
  serializeClearedCookie,
  serializeSessionCookie,
  type CookieOptions,
  type SessionIdSealer,
} from '../session/session_cookie';
import type { SessionStore } from '../session/session_store';
import type { ExternalIdentity, SessionClient, SessionContext } from '../session/types';
import type { AccountResolver } from './account_resolver';
import type { Authorizer } from './authorizer';

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
}

/** Starts the server-side sessions a login (form, identity provider, token page visit, proxy) gets. */
export class SessionStarter {
  constructor(private readonly deps: SessionStarterDeps) {}

  /** Ends the caller's session (if any) and clears its cookie. */
  async endSession(request: OsdRequest, response: OsdResponse): Promise<void> {
    const session = this.deps.session(request);
    if (session) await this.deps.sessions().delete(session);
    response.cookie(serializeClearedCookie(this.deps.cookie));
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
    return session;
  }

  /**
   * Logs in a user an identity provider (or a token, a proxy, anonymous access) vouched for:
   * audited with its type, the session the browser had ended, a new one started in the tenant a
   * login starts in (or `tenant` when the user may use it).
   */
  async startExternalSession(
    request: OsdRequest,
    response: OsdResponse,
    login: { username: string; authType: string; external: ExternalIdentity; tenant?: string }
  ): Promise<SessionContext> {
    const { username, authType } = login;
    const backendRoles = await this.deps.authorizer.backendRoles({
      ...login,
      backendRoles: login.external.backendRoles,
    });
    const external = { ...login.external, backendRoles };
    const principal = this.deps.accounts.principalOf({ username, authType, backendRoles }, request);
    const [account, tenancy] = await Promise.all([this.deps.backend().resolveAccount(principal), this.deps.tenancy()]);
    const asked = login.tenant !== undefined ? normalizeTenant(login.tenant) : undefined;
    const tenant =
      asked !== undefined && isSelectable(account, asked, tenancy) ? asked : initialTenant(account, tenancy);
    const previous = this.deps.session(request);
    if (previous) await this.deps.sessions().delete(previous);
    await this.deps.audit?.authenticated(request, login.username, 'sso', login.authType);
    return this.startSession(request, response, username, tenant, authType, external);
  }
}

/** Where a login comes from, for the Sessions pages: core's address (XFF is not trusted), the agent cut short. */
function sessionClient(request: OsdRequest): SessionClient {
  const agent = request.headers['user-agent'];
  return {
    address: request.ip,
    ...(typeof agent === 'string' && agent ? { userAgent: agent.slice(0, USER_AGENT_MAX_CHARS) } : {}),
  };
}
