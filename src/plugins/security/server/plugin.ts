import {
  HttpError,
  type CoreSetup,
  type CoreStart,
  type OsdRequest,
  type Plugin,
  type PluginInitializerContext,
  type Store,
} from '../../../core/server';
import type { SecurityConfig } from '../common/config';
import type { SecurityConfig as SecurityConfigDocument } from '../common/types';
import { LOGOUT_CONFIRM_ROUTE } from '../common/logout';
import { AuthcConfigError, readAuthcSettings } from './auth/authc_domains';
import { AuditTrail } from './audit/audit_trail';
import { adminPasswordSource } from './auth/admin_password';
import { Authenticator } from './auth/authenticator';
import { registerBasicAuthRoutes } from './auth/basic_auth_routes';
import { LoginRateLimiter } from './auth/login_rate_limiter';
import { CUSTOM_ERROR_APP_ROUTE, LOGIN_APP_ROUTE, createPageInterceptor } from './auth/page_interceptor';
import { createSessionRevocationHook } from './auth/session_revocation';
import type { AccountInfoResolved } from './auth/types';
import { CONFIG_CHANNEL, EmbeddedSecurityBackend } from './backend/embedded/embedded_backend';
import { securityPluginMigrations } from './migrations';
import type { SecurityBackend } from './backend/types';
import { createReadonlySwitcher } from './capabilities/readonly_switcher';
import { passwordPolicyOf, SecurityConfigError } from './config';
import {
  createReadableTenantsResolver,
  createTenantDirectory,
  createTenantResolver,
} from './multitenancy/tenant_resolver';
import { registerAuditEventRoutes } from './routes/audit_events';
import { registerExplainRoutes } from './routes/explain';
import {
  createSecurityApiGuard,
  registerConfigurationRoutes,
  type ConfigurationRouteDeps,
} from './routes/configuration';
import { registerSecurityRoutes, type SecurityRouteDeps } from './routes';
import { RestApiServer } from './rest_api/rest_api_server';
import type { RestApiDeps } from './rest_api/types';
import { OpenIdClient } from './auth/openid';
import { readProviderTls } from './auth/openid_tls';
import { SsoFlowStore } from './auth/sso_flow_store';
import { registerSsoRoutes } from './auth/sso_routes';
import { registerLogoutRoutes } from './auth/logout_routes';
import { SamlClient } from './auth/saml';
import { SamlReplayStore } from './auth/saml_replay_store';
import { registerSamlRoutes } from './auth/saml_routes';
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
}

export class SecurityServerPlugin implements Plugin<SecurityPluginSetup, void> {
  private backend?: EmbeddedSecurityBackend;
  private sessions?: SessionStore;
  private store?: Store;
  private flows?: SsoFlowStore;
  private samlReplays?: SamlReplayStore;
  private config?: SecurityConfig;
  private configuredCookieKey?: string;
  private cookieKey?: string;
  private restApiDeps?: RestApiDeps;
  private restApi?: RestApiServer;

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
    const audit: AuditTrail = new AuditTrail({
      backend,
      username: (request): string | undefined => auth.get(request)?.username,
      logger,
    });
    const auth: Authenticator = new Authenticator({
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
    });
    const openid = config.auth.types.includes('openid')
      ? new OpenIdClient({
          config,
          basePath,
          logger,
          now,
          sessions,
          domain: async () => (await auth.authc()).openid,
          tls: readProviderTls(config.openid),
        })
      : undefined;
    if (openid) auth.setSessionRenewer(openid.renew);
    const saml = config.auth.types.includes('saml')
      ? new SamlClient({
          logger,
          now,
          domain: async () => (await auth.authc()).saml,
          replays: () => {
            if (!this.samlReplays) throw new Error('The security plugin has not started.');
            return this.samlReplays;
          },
        })
      : undefined;

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
    core.http.registerOnPreResponse(audit.onPreResponse);
    if (config.cookie.secure && !core.http.serverInfo.tls) {
      // The session cookie only travels over TLS (a proxy's, here): browsers are told to use
      // nothing else (a year). With core's own TLS, core sends the configured header.
      core.http.registerOnPreResponse((_request, response) =>
        response.setHeader('strict-transport-security', 'max-age=31536000')
      );
    }
    const router = core.http.createRouter();
    const deps: SecurityRouteDeps = { config, basePath, auth, limiter, backend, sessions, audit };
    registerBasicAuthRoutes(router, deps);
    const ssoDeps = {
      ...deps,
      openid,
      saml,
      flows: () => {
        if (!this.flows) throw new Error('The security plugin has not started.');
        return this.flows;
      },
    };
    registerSsoRoutes(router, ssoDeps);
    registerLogoutRoutes(router, ssoDeps);
    if (saml) registerSamlRoutes(router, { ...ssoDeps, saml });
    registerSecurityRoutes(router, deps);
    const configurationDeps: ConfigurationRouteDeps = {
      backend: this.lazyBackend(),
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
      grantLimits: async (request) => ({
        endpoints: (await auth.account(request)).api_endpoints,
        restApiRoles: config.restapi.roles_enabled,
      }),
    };
    // Every configuration route declares the endpoints it needs; this checks them before the body is read.
    core.http.registerOnPostAuth(createSecurityApiGuard(configurationDeps.requireApiAccess));
    registerConfigurationRoutes(router, configurationDeps);
    registerAuditEventRoutes(router, configurationDeps);
    registerExplainRoutes(router, { ...configurationDeps, tenancy: () => auth.tenancy() });

    if (core.http.restApi.port != null) {
      this.restApiDeps = {
        backend,
        sessions,
        limiter,
        config,
        restApi: core.http.restApi,
        serverName: core.http.serverInfo.name,
        dataDir: env.dataDir,
        logger,
      };
    }

    return { getSession: (request) => auth.getSession(request), getAccount: (request) => auth.account(request) };
  }

  async start(core: CoreStart): Promise<void> {
    const config = this.config!;
    // Never logged. Instances on one PostgreSQL store share no data dir: their key is the store's.
    const cookieKey =
      this.configuredCookieKey ??
      (core.store.dialect === 'postgres'
        ? await storedCookieKey(core.store)
        : dataDirCookieKey(this.context.env.dataDir));
    const backend = new EmbeddedSecurityBackend({
      store: core.store,
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
    const { seeded } = await backend.ensureSeeded(adminPasswordSource(this.options.env ?? process.env, print));
    if (seeded) this.context.logger.info('Seeded the security configuration of this new data dir');
    this.reportAuthcProblems(config, await backend.getSecurityConfig());
    // A request's session is read with its user entry and the configuration's version: a change
    // of the configuration drops the sessions cached with them.
    const sessions = new SessionStore(core.store, config.session, this.options.now ?? Date.now, [CONFIG_CHANNEL]);
    await sessions.purgeExpired();
    this.sessions = sessions;
    this.flows = new SsoFlowStore(core.store, this.options.now ?? Date.now);
    this.samlReplays = new SamlReplayStore(core.store, this.options.now ?? Date.now);
    this.store = core.store;
    this.cookieKey = cookieKey;
    this.backend = backend;
    if (this.restApiDeps) {
      const restApi = new RestApiServer(this.restApiDeps);
      const url = await restApi.listen();
      this.restApi = restApi;
      this.context.logger.info(`The OpenSearch security REST API is listening on ${url}`);
    }
  }

  async stop(): Promise<void> {
    await this.restApi?.close();
    this.restApi = undefined;
    this.backend = undefined;
    this.sessions = undefined;
    this.store = undefined;
    this.flows = undefined;
    this.samlReplays = undefined;
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

  private started(): { backend: EmbeddedSecurityBackend; sessions: SessionStore; store: Store } {
    if (!this.backend || !this.sessions || !this.store) throw new Error('The security plugin has not started.');
    return { backend: this.backend, sessions: this.sessions, store: this.store };
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
