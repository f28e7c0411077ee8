import {
  type CoreSetup,
  type CoreStart,
  type Plugin,
  type PluginInitializerContext,
  type PluginStore,
} from '../../../core/server';
import type { SecurityPluginConfig } from './config_schema';
import { type AlertRuleStore, type AlertRunner } from './alerts';
import { ApiTokenService } from './api_tokens/api_token_service';
import { ApiTokenStore } from './api_tokens/token_store';
import { AuditOperations } from './audit/audit_operations';
import { AuditTrail } from './audit/audit_trail';
import { Authenticator } from './auth/authenticator';
import { Authorizer } from './auth/authorizer';
import { registerBasicAuthRoutes } from './routes/login';
import { LoginRateLimiter } from './auth/login_rate_limiter';
import { startLockoutFlush } from './auth/lockout_flush';
import { CONFIG_CHANNEL, type EmbeddedSecurityBackend } from './backend/embedded/embedded_backend';
import { backendCapabilities } from './backend/capabilities';
import type { ClusterClient } from './backend/opensearch/cluster_client';
import { CredentialSealer } from './session/text_sealer';
import { securityPluginMigrations } from './migrations';
import { SECURITY_STORE_OWNER, type SecurityTables } from './store_tables';
import type { SecurityBackend, StoredUsersBackend } from './backend/types';
import { registerApiTokenRoutes } from './routes/api_tokens';
import { registerSecurityRoutes, type SecurityRouteDeps } from './routes';
import { registerAdminRoutes } from './admin_routes';
import { clusterBackend, clusterClientFor } from './cluster_setup';
import { reportAuthcProblems, secureCookieOverTls } from './startup_checks';
import { RestApiServer } from './rest_api/rest_api_server';
import { LdapBackends } from './auth/ldap/backends';
import { registerAuthcTestRoute } from './routes/authc_test';
import type { RestApiDeps } from './rest_api/types';
import { SsoFlowStore } from './auth/sso_flow_store';
import { registerLoginInfoRoute } from './auth/login_info_route';
import { registerLogoutRoutes } from './routes/logout';
import { defaultProviderRegistry, type ProviderRegistry } from './auth/providers/registry';
import type { LoginHost } from './auth/providers/types';
import { configuredCookiePassword, dataDirCookieKey } from './session/cookie_key';
import { storedCookieKey } from './session/stored_cookie_key';
import { SessionIdSealer } from './session/session_cookie';
import { SessionStore } from './session/session_store';
import { createSecurityMetrics, type SecurityMetrics } from './metrics';
import type { SecurityPluginOptions, SecurityPluginSetup } from './types';
import { startAlertRules, startEmbeddedBackend } from './embedded_setup';
import { MISSING_ROLE_ROUTE, registerPagesAndHooks } from './pages_and_hooks';
import { registerBootPageVars } from './routes/boot_page_vars';
import { MfaService, registerMfa, type MfaRouteDeps } from './auth/mfa';
import { registerMfaConfigurationRoutes } from './routes/configuration/mfa_routes';
import { setUpWebAuthn } from './auth/mfa/webauthn';
import { createPasswordAloneGate } from './auth/mfa/password_alone';

export { MISSING_ROLE_ROUTE } from './pages_and_hooks';

export type { SecurityPluginOptions, SecurityPluginSetup } from './types';

export class SecurityServerPlugin implements Plugin<SecurityPluginSetup, void> {
  private backend?: SecurityBackend;
  /** The same backend when it is the embedded one (the REST API listener serves nothing else). */
  private embedded?: EmbeddedSecurityBackend;
  /** `backend: opensearch`: the cluster the configuration lives in. */
  private cluster?: ClusterClient;
  private sessions?: SessionStore;
  private store?: PluginStore<SecurityTables>;
  private flows?: SsoFlowStore;
  private config?: SecurityPluginConfig;
  private configuredCookieKey?: string;
  /** The auth types: setup builds the chain's parts with them, start reads config.yml's domains with them. */
  private readonly providers: ProviderRegistry;
  private cookieKey?: string;
  private restApiDeps?: RestApiDeps;
  private restApi?: RestApiServer;
  private alertRules?: AlertRuleStore;
  private alertRunner?: AlertRunner;
  /** The `ldap` authentication and authorization backends (their pooled connections end with the server). */
  private readonly ldap = new LdapBackends();
  private metrics?: SecurityMetrics;
  private apiTokens?: ApiTokenStore;
  /** Set once started on the embedded store (the dashboard is restored into it). */
  private savedObjects?: CoreStart['savedObjects'];
  /** Audit retention and shipping (embedded store only). */
  private auditOperations?: AuditOperations;
  private limiter?: LoginRateLimiter;
  private stopLockoutFlush?: () => Promise<void>;

  constructor(
    private readonly context: PluginInitializerContext<SecurityPluginConfig>,
    private readonly options: SecurityPluginOptions = {}
  ) {
    this.providers = options.providers ?? defaultProviderRegistry();
  }

  setup(core: CoreSetup): SecurityPluginSetup {
    const { logger, env } = this.context;
    // Core read the section through the schema and `config.parse` (index.ts): this slice is all
    // of the configuration the plugin sees.
    const config = secureCookieOverTls(this.context.config.get(), core);
    this.config = config;
    // Checked now, so a bad key stops the start before anything else; a generated key is read
    // (or made) in start, from the data dir or the PostgreSQL store (stored_cookie_key.ts).
    this.configuredCookieKey = configuredCookiePassword(config, { dev: env.dev, warn: (m) => logger.warn(m) });
    core.store.registerMigrations(securityPluginMigrations);
    const cluster = clusterClientFor(core, config, this.context.logger);
    this.cluster = cluster;

    const basePath = core.http.basePath.serverBasePath;
    const now = this.options.now ?? Date.now;
    const limiter = new LoginRateLimiter(() => this.started().store, {
      maxFailures: config.login.max_failures,
      maxFailuresGlobal: config.login.max_failures_global,
      maxFailuresPerAddress: config.login.max_failures_per_address,
      windowMs: config.login.window_ms,
      maxLockoutMs: config.login.max_lockout_ms,
      now,
      // `audit` is made below; a lock-out ends long after setup.
      lockoutEnded: (ended) => audit.lockoutEnded(ended),
    });
    this.limiter = limiter;
    const backend = () => this.started().backend;
    const sessions = () => this.started().sessions;
    // Tokens live in the embedded store; a cluster keeps its own (upstream's api/apitokens).
    const tokensEnabled = config.api_tokens.enabled && !cluster;
    const apiTokens = (): ApiTokenStore => {
      if (!this.apiTokens) throw new Error('The security plugin has not started.');
      return this.apiTokens;
    };
    const metrics = createSecurityMetrics(core.metrics, {
      activeSessions: async () =>
        this.sessions &&
        (await this.sessions.list({ page: 1, perPage: 1, sortField: 'created', sortOrder: 'desc' })).total,
      backendUp: async () =>
        cluster ? cluster.ping() : this.store && (await this.store.status()).state === 'available',
      auditSinkHealth: async () => (await this.auditOperations?.sinkHealth()) ?? [],
    });
    this.metrics = metrics;
    const audit: AuditTrail = new AuditTrail({
      backend,
      username: (request): string | undefined => auth.get(request)?.username,
      logger,
      metrics,
    });
    const { providers } = this;
    // Shared by the request chain, new sessions and the sessions a login provider renews.
    const authorizer = new Authorizer({
      backend,
      authc: () => auth.authc(),
      logger,
      authorizationBackends: { ldap: this.ldap.authorizationFactory },
    });
    const mfa = new MfaService({
      store: () => this.started().store,
      cookieKey: () => this.started().cookieKey,
      now,
      config: config.mfa,
    });
    const auth: Authenticator = new Authenticator({
      providers,
      authorizer,
      config,
      basePath,
      sealer: new SessionIdSealer(() => {
        if (!this.cookieKey) throw new Error('The security plugin has not started.');
        return this.cookieKey;
      }),
      limiter,
      backend,
      sessions,
      appRoutes: [MISSING_ROLE_ROUTE],
      audit,
      now,
      logger,
      credentialSealer: new CredentialSealer(() => this.started().cookieKey),
      authenticationBackends: { ldap: this.ldap.authentication },
      ...(tokensEnabled ? { apiTokens } : {}),
      passwordAlone: createPasswordAloneGate({ mfa, backend, mode: config.mfa.basic_auth }),
    });
    registerPagesAndHooks(core, { auth, audit, sessions, backend, metrics, basePath, config, tokensEnabled });
    const router = core.http.createRouter();
    const mfaDeps: MfaRouteDeps = { auth, mfa, audit, limiter, backend };
    const deps: SecurityRouteDeps = {
      config,
      basePath,
      auth,
      limiter,
      backend,
      sessions,
      audit,
      mfa: mfaDeps,
      capabilities: () =>
        backendCapabilities(this.started().backend, { alerts: config.alerts.enabled, apiTokens: tokensEnabled }),
    };
    registerBasicAuthRoutes(router, deps);
    registerBootPageVars(core.http, deps);
    const loginHost: LoginHost = {
      config,
      basePath,
      logger,
      now,
      cookie: auth.cookie,
      sealer: auth.sealer,
      authc: auth.authc,
      sessions,
      flows: () => {
        if (!this.flows) throw new Error('The security plugin has not started.');
        return this.flows;
      },
      store: () => this.started().store,
      audit,
      startExternalSession: auth.startExternalSession,
      authorize: (user) => authorizer.backendRoles(user),
    };
    // The types users sign in through routes (openid, saml, anonymous) bring their own.
    const loginProviders = providers.loginProviders(config, loginHost);
    auth.useLoginProviders(loginProviders);
    for (const provider of loginProviders) provider.routes?.(router);
    registerLoginInfoRoute(router, { loginProviders });
    registerLogoutRoutes(router, { ...deps, loginProviders });
    registerSecurityRoutes(router, deps);
    // Security keys count as a second factor beside TOTP: at sign-in, for step-up and enforcement.
    const webAuthn = setUpWebAuthn(router, {
      auth,
      audit,
      limiter,
      backend,
      settings: config.mfa.webauthn,
      embeddedBackend: !cluster,
      tls: core.http.serverInfo.tls,
      store: () => this.started().store,
      now,
      factorChecked: (request) => mfa.sessionChecked(auth.getSession(request)),
    });
    mfa.registerFactor(webAuthn.factor);
    const tokenService = tokensEnabled ? new ApiTokenService({ config, tokens: apiTokens, backend, now }) : undefined;
    if (tokenService) registerApiTokenRoutes(router, { ...deps, tokens: apiTokens, service: tokenService });
    registerAdminRoutes(core, router, {
      auth,
      audit,
      config,
      now,
      alerts: config.alerts.enabled && !cluster,
      alertRules: () => {
        if (!this.alertRules) throw new Error('The security plugin has not started.');
        return this.alertRules;
      },
      savedObjects: () => this.savedObjects,
      auditOperations: !cluster ? () => this.auditOperations : undefined,
    });
    registerAuthcTestRoute(router, { passwords: auth.passwords, authc: auth.authc, backend, audit });
    registerMfa(core, router, mfaDeps);
    registerMfaConfigurationRoutes(router, mfaDeps, config.mfa);

    const restApiPort = config.restapi.port;
    if (restApiPort !== undefined) {
      this.restApiDeps = {
        backend: () => {
          if (!this.embedded) throw new Error('The security plugin has not started.');
          return this.embedded;
        },
        sessions,
        limiter,
        passwords: auth.passwords,
        config,
        restApi: { ...core.http.restApi, port: restApiPort, host: config.restapi.host ?? core.http.serverInfo.host },
        serverName: core.http.serverInfo.name,
        dataDir: env.dataDir,
        logger,
        ...(tokenService ? { apiTokens: { store: apiTokens, service: tokenService } } : {}),
      };
    }

    return {
      getSession: (request) => auth.getSession(request),
      getAccount: (request) => auth.account(request),
      auditSinkHealth: async () => (await this.auditOperations?.sinkHealth()) ?? [],
    };
  }

  async start(core: CoreStart): Promise<void> {
    const config = this.config!;
    // The plugin's own tables, and no other (core's data comes through core's services).
    const store = core.store.forPlugin<SecurityTables>(SECURITY_STORE_OWNER);
    // Never logged. Instances on one PostgreSQL store share no data dir: their key is the store's.
    const cookieKey =
      this.configuredCookieKey ??
      (core.store.dialect === 'postgres' ? await storedCookieKey(store) : dataDirCookieKey(this.context.env.dataDir));
    this.store = store;
    this.cookieKey = cookieKey;
    // The failed-login counters live in this store whichever backend keeps the configuration.
    if (this.limiter) this.stopLockoutFlush = startLockoutFlush(this.limiter, this.context.logger);
    if (this.cluster) {
      // The cluster keeps the configuration: nothing is seeded here; saved objects, settings and
      // sessions stay in the product's own store.
      this.backend = clusterBackend(this.cluster, config, this.options.now);
      // Says at start whether the cluster answers (the client logs it once, and when it changes).
      await this.cluster.ping();
      await this.startSessions(store, config);
      return;
    }
    // Made (its TLS files read) and its port tried before the store is seeded: a first start that
    // cannot serve must not have generated an admin password no one saw.
    const restApi = this.restApiDeps && new RestApiServer(this.restApiDeps);
    await restApi?.checkListenable();
    const auditOperations = new AuditOperations(
      config.audit,
      store,
      this.context.logger.get('audit'),
      this.options.now ?? Date.now
    );
    const { backend, loginActivity } = await startEmbeddedBackend(core, store, config, {
      ...this.options,
      logger: this.context.logger,
      auditSinks: auditOperations.sinks,
      onAuditEvent: (category) => this.metrics?.auditEvents.inc({ category }),
    });
    if (loginActivity) this.savedObjects = core.savedObjects;
    reportAuthcProblems(this.context.logger, config, await backend.getSecurityConfig(), this.providers);
    await this.startSessions(store, config, backend.storedUsers);
    // A token's row is read with its owner's entry and the configuration's version, as a session's
    // is: a configuration change drops the rows cached with them.
    if (config.api_tokens.enabled)
      this.apiTokens = new ApiTokenStore(store, this.options.now ?? Date.now, backend.storedUsers, [CONFIG_CHANNEL]);
    this.backend = backend;
    this.embedded = backend;
    auditOperations.start();
    this.auditOperations = auditOperations;
    if (config.alerts.enabled) {
      ({ rules: this.alertRules, runner: this.alertRunner } = startAlertRules(store, backend, {
        cookieKey,
        config,
        logger: this.context.logger,
        now: this.options.now ?? Date.now,
        delivered: (outcome) => this.metrics?.webhookDeliveries.inc({ outcome }),
      }));
    }
    if (restApi) {
      const url = await restApi.listen();
      this.restApi = restApi;
      this.context.logger.info(`The OpenSearch security REST API is listening on ${url}`);
    }
  }

  private async startSessions(
    store: PluginStore<SecurityTables>,
    config: SecurityPluginConfig,
    users?: StoredUsersBackend
  ): Promise<void> {
    // A request's session is read with its user entry and the configuration's version: a change
    // of the configuration drops the sessions cached with them.
    const now = this.options.now ?? Date.now;
    const sessions = new SessionStore(store, config.session, now, [CONFIG_CHANNEL], users);
    await sessions.purgeExpired();
    this.sessions = sessions;
    this.flows = new SsoFlowStore(store, this.options.now ?? Date.now);
  }

  async stop(): Promise<void> {
    await this.stopLockoutFlush?.();
    this.stopLockoutFlush = undefined;
    await this.alertRunner?.stop();
    this.alertRunner = undefined;
    await this.auditOperations?.stop();
    this.auditOperations = undefined;
    await this.cluster?.close();
    this.ldap.close();
    await this.restApi?.close();
    this.restApi = undefined;
    this.apiTokens?.close();
    this.apiTokens = undefined;
    this.backend = undefined;
    this.embedded = undefined;
    this.sessions = undefined;
    this.store = undefined;
    this.flows = undefined;
  }

  /** Tests: the alert rules checked now, at the injected clock's time, as the interval would. */
  async checkAlertsNow(): Promise<void> {
    await this.alertRunner?.checkNow();
  }

  private started(): {
    backend: SecurityBackend;
    sessions: SessionStore;
    store: PluginStore<SecurityTables>;
    cookieKey: string;
  } {
    if (!this.backend || !this.sessions || !this.store || !this.cookieKey)
      throw new Error('The security plugin has not started.');
    return { backend: this.backend, sessions: this.sessions, store: this.store, cookieKey: this.cookieKey };
  }
}
