import {
  HttpError,
  type CoreSetup,
  type CoreStart,
  type OsdRequest,
  DEFAULT_TENANT,
  type Plugin,
  type PluginInitializerContext,
  type PluginStore,
} from '../../../core/server';
import type { SecurityConfig } from '../common/config';
import type { SecurityConfig as SecurityConfigDocument } from '../common/types';
import { LOGOUT_CONFIRM_ROUTE } from '../common/logout';
import { AuthcConfigError, readAuthcSettings } from './auth/authc_domains';
import { AlertRuleStore, AlertRunner, registerAlertRoutes } from './alerts';
import { ApiTokenService } from './api_tokens/api_token_service';
import { createApiTokenRequestGuard } from './api_tokens/token_request_guard';
import { ApiTokenStore } from './api_tokens/token_store';
import { AuditOperations, watchAuditStatus } from './audit/audit_operations';
import { AuditTrail } from './audit/audit_trail';
import type { AuditSinkHealth } from '../common/audit_retention';
import { adminPasswordSource } from './auth/admin_password';
import { Authenticator } from './auth/authenticator';
import { Authorizer } from './auth/authorizer';
import { registerBasicAuthRoutes } from './auth/basic_auth_routes';
import { LoginRateLimiter } from './auth/login_rate_limiter';
import { CUSTOM_ERROR_APP_ROUTE, LOGIN_APP_ROUTE, createPageInterceptor } from './auth/page_interceptor';
import { createSessionRevocationHook } from './auth/session_revocation';
import type { AccountInfoResolved } from './auth/types';
import { CONFIG_CHANNEL, EmbeddedSecurityBackend } from './backend/embedded/embedded_backend';
import { renameMessage } from './backend/embedded/reserved_tenant_names';
import { grantLimits, limitedBackend } from './backend/grant_limits';
import type { ClusterClient } from './backend/opensearch/cluster_client';
import type * as ClusterClientModule from './backend/opensearch/cluster_client';
import type * as OpenSearchBackendModule from './backend/opensearch/opensearch_backend';
import { BACKEND_UNREACHABLE_MESSAGE } from '../common/security_backend';
import { CredentialSealer, TextSealer } from './session/text_sealer';
import { securityPluginMigrations } from './migrations';
import { SECURITY_STORE_OWNER, type SecurityTables } from './store_tables';
import type { SecurityBackend } from './backend/types';
import { createReadonlySwitcher } from './capabilities/readonly_switcher';
import { passwordPolicyOf, SecurityConfigError } from './config';
import {
  createReadableTenantsResolver,
  createTenantDirectory,
  createTenantResolver,
} from './multitenancy/tenant_resolver';
import { registerApiTokenRoutes } from './routes/api_tokens';
import { registerAuditAggregateRoutes } from './routes/audit_aggregate';
import { registerAuditEventRoutes } from './routes/audit_events';
import { registerAuditRetentionRoutes } from './routes/audit_retention';
import { registerLoginActivityRoutes } from './routes/login_activity';
import { canHoldLoginActivity } from './insights/login_activity_dashboard';
import { ensureLoginActivityDashboard } from './insights/login_activity_marker';
import { registerExplainRoutes } from './routes/explain';
import {
  createSecurityApiGuard,
  registerConfigurationRoutes,
  type ConfigurationRouteDeps,
} from './routes/configuration';
import { registerSecurityRoutes, type SecurityRouteDeps } from './routes';
import { RestApiServer } from './rest_api/rest_api_server';
import { LdapBackends } from './auth/ldap/backends';
import { registerAuthcTestRoute } from './auth/ldap/authc_test_route';
import type { RestApiDeps } from './rest_api/types';
import { SsoFlowStore } from './auth/sso_flow_store';
import { registerClientCertRoutes } from './auth/providers/clientcert/routes';
import { registerLogoutRoutes } from './auth/logout_routes';
import { defaultProviderRegistry } from './auth/providers/registry';
import type { LoginHost } from './auth/providers/types';
import { configuredCookiePassword, dataDirCookieKey } from './session/cookie_key';
import { storedCookieKey } from './session/stored_cookie_key';
import { SessionIdSealer } from './session/session_cookie';
import { SessionStore } from './session/session_store';
import type { SessionContext } from './session/types';

/** The no-permissions page (SPEC 2.1), served by the shell like an app. */
export const MISSING_ROLE_ROUTE = '/missing-role';

/** Seams for tests: a clock to move sessions and lock-outs through time, cheap hashes, a captured stdout. */
export interface SecurityPluginOptions {
  now?: () => number;
  /** bcrypt cost of new hashes (OpenSearch's 12 by default). */
  hashRounds?: number;
  env?: NodeJS.ProcessEnv;
  /** Where the generated admin password is printed; stdout by default. */
  print?: (line: string) => void;
}

/** What other server plugins may ask of security. */
export interface SecurityPluginSetup {
  /** The logged-in caller's session, if it came with one. */
  getSession(request: OsdRequest): SessionContext | undefined;
  /** The caller's roles, tenants and API access (401 when nobody is logged in). */
  getAccount(request: OsdRequest): Promise<AccountInfoResolved>;
  /** Each audit sink's delivery health (`opensearch_security.audit.sinks`), for the metrics; [] with a cluster. */
  auditSinkHealth(): Promise<AuditSinkHealth[]>;
}

export class SecurityServerPlugin implements Plugin<SecurityPluginSetup, void> {
  private backend?: SecurityBackend;
  /** `security.backend: opensearch`: the cluster the configuration lives in. */
  private cluster?: ClusterClient;
  private sessions?: SessionStore;
  private store?: PluginStore<SecurityTables>;
  private flows?: SsoFlowStore;
  private config?: SecurityConfig;
  private configuredCookieKey?: string;
  private cookieKey?: string;
  private restApiDeps?: RestApiDeps;
  private restApi?: RestApiServer;
  private alertRules?: AlertRuleStore;
  private alertRunner?: AlertRunner;
  /** The `ldap` authentication and authorization backends (their pooled connections end with the server). */
  private readonly ldap = new LdapBackends();
  private apiTokens?: ApiTokenStore;
  /** Set once started on the embedded store (the dashboard is restored into it). */
  private savedObjects?: CoreStart['savedObjects'];
  /** Audit retention and shipping (embedded store only). */
  private auditOperations?: AuditOperations;

  constructor(
    private readonly context: PluginInitializerContext,
    private readonly options: SecurityPluginOptions = {}
  ) {}

  setup(core: CoreSetup): SecurityPluginSetup {
    const { logger, env } = this.context;
    // Core read the section through the schema and `config.parse` (index.ts): this slice is all
    // of the configuration the plugin sees.
    const config = secureCookieOverTls(this.context.config.get() as unknown as SecurityConfig, core);
    this.config = config;
    // Checked now, so a bad key stops the start before anything else; a generated key is read
    // (or made) in start, from the data dir or the PostgreSQL store (stored_cookie_key.ts).
    this.configuredCookieKey = configuredCookiePassword(config, { dev: env.dev, warn: (m) => logger.warn(m) });
    core.store.registerMigrations(securityPluginMigrations);
    const cluster = this.setupCluster(core);

    const basePath = core.http.basePath.serverBasePath;
    const now = this.options.now ?? Date.now;
    const limiter = new LoginRateLimiter(() => this.started().store, {
      maxFailures: config.login.max_failures,
      maxFailuresGlobal: config.login.max_failures_global,
      maxFailuresPerAddress: config.login.max_failures_per_address,
      windowMs: config.login.window_ms,
      maxLockoutMs: config.login.max_lockout_ms,
      now,
    });
    const backend = () => this.started().backend;
    const sessions = () => this.started().sessions;
    // Tokens live in the embedded store; a cluster keeps its own (upstream's api/apitokens).
    const tokensEnabled = config.api_tokens.enabled && !cluster;
    const apiTokens = (): ApiTokenStore => {
      if (!this.apiTokens) throw new Error('The security plugin has not started.');
      return this.apiTokens;
    };
    const audit: AuditTrail = new AuditTrail({
      backend,
      username: (request): string | undefined => auth.get(request)?.username,
      logger,
    });
    const providers = defaultProviderRegistry();
    // Shared by the request chain, new sessions and the sessions a login provider renews.
    const authorizer = new Authorizer({
      backend,
      authc: () => auth.authc(),
      logger,
      authorizationBackends: { ldap: this.ldap.authorizationFactory },
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
      ...(cluster ? { credentialSealer: new CredentialSealer(() => this.started().cookieKey) } : {}),
      authenticationBackends: { ldap: this.ldap.authentication },
      ...(tokensEnabled ? { apiTokens } : {}),
    });
    // The pages a visitor sees before (or instead of) the shell are the light page bundle of their
    // own (webpack's `pages.security_pages`): no shell, no admin code (issue 15).
    core.http.registerAppRoute(MISSING_ROLE_ROUTE, { page: 'security_pages' });
    // The login and custom error pages are served to anyone (a session is still read when there is one).
    core.http.registerAppRoute(LOGIN_APP_ROUTE, { authRequired: 'optional', page: 'security_pages' });
    core.http.registerAppRoute(CUSTOM_ERROR_APP_ROUTE, { authRequired: 'optional', page: 'security_pages' });
    core.http.registerAppRoute(LOGOUT_CONFIRM_ROUTE, { authRequired: 'optional', page: 'security_pages' });
    core.http.registerRenderInterceptor(createPageInterceptor(auth, basePath));
    core.savedObjects.setTenantResolver(createTenantResolver(auth, audit));
    core.savedObjects.setReadableTenantsResolver(createReadableTenantsResolver(auth, audit));
    core.savedObjects.setTenantDirectory(createTenantDirectory(auth, audit));
    core.capabilities.registerSwitcher(createReadonlySwitcher(auth));
    core.http.registerAuth(auth.authenticate);
    core.http.registerOnPreResponse(createSessionRevocationHook(auth, sessions));
    if (tokensEnabled) core.http.registerOnPostAuth(createApiTokenRequestGuard((r) => auth.get(r)));
    core.http.registerOnPreResponse(audit.onPreResponse);
    if (config.cookie.secure && !core.http.serverInfo.tls) {
      // The session cookie only travels over TLS (a proxy's, here): browsers are told to use
      // nothing else (a year). With core's own TLS, core sends the configured header.
      core.http.registerOnPreResponse((_request, response) =>
        response.setHeader('strict-transport-security', 'max-age=31536000')
      );
    }
    const router = core.http.createRouter();
    const deps: SecurityRouteDeps = {
      config,
      basePath,
      auth,
      limiter,
      backend,
      sessions,
      audit,
      backendType: core.securityBackend.type,
    };
    registerBasicAuthRoutes(router, deps);
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
      setSessionRenewer: auth.setSessionRenewer,
    };
    // The types users sign in through routes (openid, saml, anonymous) bring their own.
    const loginProviders = providers.loginProviders(config, loginHost);
    for (const provider of loginProviders) provider.routes?.(router);
    registerClientCertRoutes(router, deps);
    registerLogoutRoutes(router, { ...deps, loginProviders });
    registerSecurityRoutes(router, deps);
    const tokenService = tokensEnabled ? new ApiTokenService({ config, tokens: apiTokens, backend, now }) : undefined;
    if (tokenService) registerApiTokenRoutes(router, { ...deps, tokens: apiTokens, service: tokenService });
    const configurationBackend = this.lazyBackend();
    const configurationDeps: ConfigurationRouteDeps = {
      backend: configurationBackend,
      requireApiAccess: async (request, endpoints) => {
        try {
          await auth.requireApiAccess(request, endpoints);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 403) audit.deny(request, { reason: 'no_api_access' });
          throw error;
        }
        audit.grant(request);
      },
      actor: (request) => audit.actor(request),
      currentUser: async (request) => (await auth.account(request)).user_name,
      callerEndpoints: async (request) => (await auth.account(request)).api_endpoints,
      // A cluster gets the user's tenant with their calls (`securitytenant`), as from OpenSearch Dashboards.
      ...(cluster
        ? { tenantOf: async (request: OsdRequest) => (await auth.account(request)).user_requested_tenant }
        : {}),
      backendFor: async (request) =>
        limitedBackend(
          configurationBackend,
          grantLimits(
            (await auth.account(request)).api_endpoints,
            config.restapi.roles_enabled,
            core.http.restApi.rolesEnabled
          )
        ),
    };
    // Every configuration route declares the endpoints it needs; this checks them before the body is read.
    core.http.registerOnPostAuth(createSecurityApiGuard(configurationDeps.requireApiAccess));
    registerConfigurationRoutes(router, configurationDeps);
    const auditDeps = { ...configurationDeps, now: this.options.now ?? Date.now };
    registerAuditEventRoutes(router, auditDeps);
    registerAuditAggregateRoutes(router, auditDeps);
    if (!cluster) {
      const operations = () => {
        if (!this.auditOperations) throw new Error('The security plugin has not started.');
        return this.auditOperations;
      };
      registerAuditRetentionRoutes(router, operations);
      watchAuditStatus(core, config.audit, () => this.auditOperations);
    }
    registerLoginActivityRoutes(router, { savedObjects: () => this.savedObjects });
    registerExplainRoutes(router, { ...configurationDeps, tenancy: () => auth.tenancy() });
    // The rules read the embedded audit log; a cluster keeps its own (its audit search answers 501 here).
    if (config.alerts.enabled && !cluster) {
      registerAlertRoutes(router, {
        rules: () => {
          if (!this.alertRules) throw new Error('The security plugin has not started.');
          return this.alertRules;
        },
        currentUser: async (request) => (await auth.account(request)).user_name,
        audit: (request, action, rule) =>
          audit.alertRuleChanged(request, {
            action,
            rule_id: rule.id,
            rule_name: rule.name,
            ...(rule.actions.webhook ? { webhook_url: rule.actions.webhook.url } : {}),
          }),
      });
    }
    registerAuthcTestRoute(router, { passwords: auth.passwords, authc: auth.authc, backend });

    if (core.http.restApi.port != null) {
      this.restApiDeps = {
        backend,
        sessions,
        limiter,
        passwords: auth.passwords,
        config,
        restApi: core.http.restApi,
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
    if (this.cluster) {
      // The cluster keeps the configuration: nothing is seeded here; saved objects, settings and
      // sessions stay in the product's own store.
      const { OpenSearchSecurityBackend } =
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only with a cluster, like its client
        require('./backend/opensearch/opensearch_backend') as typeof OpenSearchBackendModule;
      this.backend = new OpenSearchSecurityBackend({
        cluster: this.cluster,
        readonlyRoles: config.readonly_mode.roles,
        tenancyDefaults: {
          multitenancy_enabled: config.multitenancy.enabled,
          private_tenant_enabled: config.multitenancy.tenants.enable_private,
        },
        now: this.options.now,
      });
      // Says at start whether the cluster answers (the client logs it once, and when it changes).
      await this.cluster.ping();
      await this.startSessions(store, config);
      return;
    }
    const auditOperations = new AuditOperations(
      config.audit,
      store,
      this.context.logger.get('audit'),
      this.options.now ?? Date.now
    );
    const backend = new EmbeddedSecurityBackend({
      store,
      auditSinks: auditOperations.sinks,
      restApiRoles: config.restapi.roles_enabled,
      readonlyRoles: config.readonly_mode.roles,
      passwordPolicy: passwordPolicyOf(config),
      hashRounds: this.options.hashRounds,
      // Until an administrator saves the tenancy settings, the yml's switches are in force.
      tenancyDefaults: {
        multitenancy_enabled: config.multitenancy.enabled,
        private_tenant_enabled: config.multitenancy.tenants.enable_private,
      },
      now: this.options.now,
    });
    const print = this.options.print ?? ((line: string) => void process.stdout.write(`${line}\n`));
    const { seeded, renamedTenants } = await backend.ensureSeeded(
      adminPasswordSource(this.options.env ?? process.env, print),
      (from, to) => core.savedObjects.moveTenantObjects(from, to)
    );
    if (seeded) this.context.logger.info('Seeded the security configuration of this new data dir');
    for (const rename of renamedTenants) this.context.logger.warn(renameMessage(rename));
    if (canHoldLoginActivity(core.savedObjects)) {
      this.savedObjects = core.savedObjects;
      // Once per store, upgraded stores included: a deleted or changed dashboard stays so (the
      // audit page restores it).
      const created = await ensureLoginActivityDashboard(
        store,
        core.savedObjects.getClientForTenant(DEFAULT_TENANT),
        this.options.now ?? Date.now
      );
      if (created && !seeded) this.context.logger.info('Created the Login activity dashboard in the global tenant');
    }
    this.reportAuthcProblems(config, await backend.getSecurityConfig());
    await this.startSessions(store, config);
    if (config.api_tokens.enabled) this.apiTokens = new ApiTokenStore(store, this.options.now ?? Date.now);
    this.backend = backend;
    auditOperations.start();
    this.auditOperations = auditOperations;
    if (config.alerts.enabled) this.startAlerts(store, backend, cookieKey);
    if (this.restApiDeps) {
      const restApi = new RestApiServer(this.restApiDeps);
      const url = await restApi.listen();
      this.restApi = restApi;
      this.context.logger.info(`The OpenSearch security REST API is listening on ${url}`);
    }
  }

  /** The alert rules' store and, in whichever process holds the store's lease, their checks. */
  private startAlerts(store: PluginStore<SecurityTables>, backend: EmbeddedSecurityBackend, cookieKey: string): void {
    const now = this.options.now ?? Date.now;
    this.alertRules = new AlertRuleStore(store, new TextSealer(() => cookieKey, 'alert-webhook-secret'), now, {
      allowedHosts: this.config!.alerts.webhook.allowed_hosts,
    });
    this.alertRunner = new AlertRunner({
      store,
      rules: this.alertRules,
      logger: this.context.logger,
      now,
      intervalMs: this.config!.alerts.check_interval_ms,
      reservedRoles: async () =>
        new Set((await backend.list('roles')).items.filter((item) => item.entry.reserved).map((item) => item.name)),
      refused: (rule, target) =>
        backend.audit({
          category: 'MISSING_PRIVILEGES',
          user: rule.created_by,
          request: { remote_address: '', method: 'POST', path: '' },
          details: { reason: 'webhook_address_not_allowed', rule_id: rule.id, rule_name: rule.name, ...target },
        }),
    });
    this.alertRunner.start();
  }

  private async startSessions(store: PluginStore<SecurityTables>, config: SecurityConfig): Promise<void> {
    // A request's session is read with its user entry and the configuration's version: a change
    // of the configuration drops the sessions cached with them.
    const sessions = new SessionStore(store, config.session, this.options.now ?? Date.now, [CONFIG_CHANNEL]);
    await sessions.purgeExpired();
    this.sessions = sessions;
    this.flows = new SsoFlowStore(store, this.options.now ?? Date.now);
  }

  /**
   * `security.backend: opensearch`: the client of `opensearch.hosts`, and `security:backend` on
   * `/api/status` (red while no host answers). The REST listener serves the embedded store only.
   */
  private setupCluster(core: CoreSetup): ClusterClient | undefined {
    if (core.securityBackend.type !== 'opensearch') return undefined;
    if (core.http.restApi.port != null) {
      throw new SecurityConfigError(
        '[security.restApi.port] serves the embedded configuration and cannot be set with [security.backend] "opensearch".'
      );
    }
    if (!core.securityBackend.opensearch.requestHeadersAllowlist.includes('authorization')) {
      throw new SecurityConfigError(
        '[opensearch.requestHeadersAllowlist] must include authorization: the Security app acts on the cluster as the signed-in user.'
      );
    }
    const cluster = new (loadClusterClient().ClusterClient)(
      core.securityBackend.opensearch,
      this.context.logger.get('opensearch')
    );
    this.cluster = cluster;
    core.status.watch('security:backend', async () =>
      (await cluster.ping())
        ? { state: 'green', message: 'The security backend (OpenSearch) is reachable' }
        : { state: 'red', message: BACKEND_UNREACHABLE_MESSAGE }
    );
    return cluster;
  }

  async stop(): Promise<void> {
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
    this.sessions = undefined;
    this.store = undefined;
    this.flows = undefined;
  }

  /**
   * config.yml may be imported after the start (it applies at once), so a missing or wrong
   * authenticator there does not stop the server: it is reported now, and the logins it
   * concerns are refused with the same message until it is fixed.
   */
  private reportAuthcProblems(config: SecurityConfig, document: SecurityConfigDocument): void {
    const { logger } = this.context;
    let settings;
    try {
      settings = readAuthcSettings(document);
    } catch (error) {
      if (!(error instanceof AuthcConfigError)) throw error;
      logger.error(`The security configuration's authentication settings are wrong: ${error.message}`);
      return;
    }
    const { types } = config.auth;
    if (types.includes('jwt') && !settings.jwt) {
      logger.warn(
        '[config.dynamic.authc] has no enabled jwt domain: JWT logins are refused until one is imported with securityadmin.'
      );
    }
    if (types.includes('saml') && !settings.saml) {
      logger.warn(
        '[config.dynamic.authc] has no enabled saml domain: SAML logins are refused until one is imported with securityadmin.'
      );
    }
    if (types.includes('proxy') && !settings.internalProxies) {
      logger.warn(
        '[config.dynamic.http.xff.internalProxies] is not set: proxy headers are ignored from every address.'
      );
    }
    if (config.auth.anonymous_auth_enabled && !settings.anonymousAuthEnabled) {
      logger.warn(
        '[config.dynamic.http.anonymous_auth_enabled] is false: the anonymous login is refused until it is enabled there.'
      );
    }
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

  /**
   * Core registers routes before plugins start, but the backend needs the started store: the
   * configuration routes get a stand-in that forwards each call to the backend made in start.
   */
  private lazyBackend(): SecurityBackend {
    return new Proxy({} as SecurityBackend, {
      get: (_target, property) => {
        const backend = this.started().backend as unknown as Record<PropertyKey, unknown>;
        const value = backend[property];
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(backend) : value;
      },
    });
  }
}

/**
 * The OpenSearch client is the heaviest import of the server (about a fifth of a start's module
 * loading, and its memory): only `security.backend: opensearch` loads it. Setup is synchronous,
 * so it is a require, not an import().
 */
function loadClusterClient(): typeof ClusterClientModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  return require('./backend/opensearch/cluster_client') as typeof ClusterClientModule;
}

/**
 * With core's TLS on (`server.ssl.enabled`) the session cookie is Secure, and so the SAML flow's
 * cookie goes SameSite=None (saml_routes.ts); an explicit `cookie.secure: false` is a contradiction
 * the operator is told about.
 */
function secureCookieOverTls(config: SecurityConfig, core: CoreSetup): SecurityConfig {
  if (!core.http.serverInfo.tls) return config;
  if (config.cookie.secureConfigured && !config.cookie.secure) {
    throw new SecurityConfigError(
      '[opensearch_security.cookie.secure] cannot be false while [server.ssl.enabled] is true: the session cookie is sent over HTTPS only.'
    );
  }
  return { ...config, cookie: { ...config.cookie, secure: true } };
}
