import type { CoreSetup, Logger, PluginStore } from '../../../core/server';
import type { StoredUsersBackend } from './backend/types';
import type { SecurityTables } from './store_tables';
import type { AuditSinkHealth } from '../common/audit_retention';
import type { ApiTokenStore } from './api_tokens/token_store';
import { AuditTrail } from './audit/audit_trail';
import { Authenticator } from './auth/authenticator';
import { Authorizer } from './auth/authorizer';
import type { LdapBackends } from './auth/ldap/backends';
import { LoginRateLimiter } from './auth/login_rate_limiter';
import { MfaService } from './auth/mfa';
import { createPasswordAloneGate } from './auth/mfa/password_alone';
import type { ProviderRegistry } from './auth/providers/registry';
import type { SecurityPluginConfig } from './config_schema';
import { createSecurityMetrics, type SecurityMetrics } from './metrics';
import type { StartedParts } from './modules/types';
import { MISSING_ROLE_ROUTE } from './pages_and_hooks';
import { CONFIG_CHANNEL } from './backend/embedded/embedded_backend';
import { SessionIdSealer } from './session/session_cookie';
import { SessionStore } from './session/session_store';
import { CredentialSealer } from './session/text_sealer';
import { OnBehalfOfService } from './on_behalf_of/obo_service';
import { OboTokens } from './on_behalf_of/obo_token';

export interface RequestChainDeps {
  core: CoreSetup;
  config: SecurityPluginConfig;
  logger: Logger;
  now: () => number;
  basePath: string;
  providers: ProviderRegistry;
  ldap: LdapBackends;
  /** Start's parts (the chain's parts reach the store, backend and sessions through them). */
  started(): StartedParts;
  /** Start's parts or, before start, none: the metrics read what is there. */
  parts(): StartedParts | undefined;
  backendUp(): Promise<boolean | undefined>;
  auditSinkHealth(): Promise<AuditSinkHealth[]>;
  /** Present when the API tokens module runs. */
  apiTokens?: () => ApiTokenStore;
}

export type RequestChain = ReturnType<typeof createRequestChain>;

/** The parts every request goes through: lock-out, metrics, audit, authorization, MFA and the authenticator. */
export function createRequestChain(deps: RequestChainDeps) {
  const { core, config, logger, now, basePath, providers, ldap, started } = deps;
  const limiter = new LoginRateLimiter(() => started().store, {
    maxFailures: config.login.max_failures,
    maxFailuresGlobal: config.login.max_failures_global,
    maxFailuresPerAddress: config.login.max_failures_per_address,
    windowMs: config.login.window_ms,
    maxLockoutMs: config.login.max_lockout_ms,
    now,
    // `audit` is made below; a lock-out ends long after setup.
    lockoutEnded: (ended) => audit.lockoutEnded(ended),
  });
  const backend = () => started().backend;
  const sessions = () => started().sessions;
  // Signed with a key derived from the cookie key; each use reads the token's user as stored now,
  // and the session that asked for it, if one did.
  const onBehalfOf = config.on_behalf_of.enabled
    ? new OnBehalfOfService(new OboTokens(() => started().cookieKey, now), backend, () => ({
        notBefore: (user) => sessions().tokenMarks.notBefore(user),
        isLive: (publicId) => sessions().isLive(publicId),
      }))
    : undefined;
  const metrics: SecurityMetrics = createSecurityMetrics(core.metrics, {
    activeSessions: async () => {
      const sessions = deps.parts()?.sessions;
      return sessions && (await sessions.list({ page: 1, perPage: 1, sortField: 'created', sortOrder: 'desc' })).total;
    },
    backendUp: deps.backendUp,
    auditSinkHealth: deps.auditSinkHealth,
  });
  const audit: AuditTrail = new AuditTrail({
    backend,
    username: (request): string | undefined => auth.get(request)?.username,
    sessionId: (request): number | undefined => auth.get(request)?.session?.id,
    logger,
    metrics,
  });
  // Shared by the request chain, new sessions and the sessions a login provider renews.
  const authorizer = new Authorizer({
    backend,
    authc: () => auth.authc(),
    logger,
    authorizationBackends: { ldap: ldap.authorizationFactory },
  });
  const mfa = new MfaService({
    store: () => started().store,
    cookieKey: () => started().cookieKey,
    now,
    config: config.mfa,
  });
  const auth: Authenticator = new Authenticator({
    providers,
    authorizer,
    config,
    basePath,
    i18n: core.i18n,
    sealer: new SessionIdSealer(() => started().cookieKey),
    limiter,
    backend,
    sessions,
    appRoutes: [MISSING_ROLE_ROUTE],
    audit,
    now,
    logger,
    credentialSealer: new CredentialSealer(() => started().cookieKey),
    authenticationBackends: { ldap: ldap.authentication },
    ...(deps.apiTokens ? { apiTokens: deps.apiTokens } : {}),
    ...(onBehalfOf ? { onBehalfOf: () => onBehalfOf } : {}),
    passwordAlone: createPasswordAloneGate({ mfa, backend, mode: config.mfa.basic_auth }),
  });
  return { limiter, metrics, audit, authorizer, mfa, auth, backend, sessions };
}

/** The sessions' store at start, its expired rows purged. */
export async function startSessions(
  store: PluginStore<SecurityTables>,
  config: SecurityPluginConfig,
  now: () => number,
  users: StoredUsersBackend | undefined
): Promise<SessionStore> {
  // A request's session is read with its user entry and the configuration's version: a change
  // of the configuration drops the sessions cached with them.
  const sessions = new SessionStore(store, config.session, now, [CONFIG_CHANNEL], users);
  await sessions.purgeExpired();
  return sessions;
}
