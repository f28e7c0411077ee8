import {
  type CoreSetup,
  type CoreStart,
  type Plugin,
  type PluginInitializerContext,
  type PluginStore,
} from '../../../core/server';
import type { SecurityPluginConfig } from './config_schema';
import { registerBasicAuthRoutes } from './routes/login';
import { startLockoutFlush } from './auth/lockout_flush';
import { securityPluginMigrations } from './migrations';
import { SECURITY_STORE_OWNER, type SecurityTables } from './store_tables';
import { registerSecurityRoutes, type SecurityRouteDeps } from './routes';
import { chooseBackend } from './backend_choice';
import { secureCookieOverTls } from './startup_checks';
import { LdapBackends } from './auth/ldap/backends';
import { SsoFlowStore } from './auth/sso_flow_store';
import { registerLoginInfoRoute } from './auth/login_info_route';
import { registerLogoutRoutes } from './routes/logout';
import { defaultProviderRegistry, type ProviderRegistry } from './auth/providers/registry';
import type { LoginHost } from './auth/providers/types';
import { configuredCookiePassword, dataDirCookieKey } from './session/cookie_key';
import { storedCookieKey } from './session/stored_cookie_key';
import type { SecurityPluginOptions, SecurityPluginSetup } from './types';
import { registerPagesAndHooks } from './pages_and_hooks';
import { registerBootPageVars } from './routes/boot_page_vars';
import type { MfaRouteDeps } from './auth/mfa';
import { activeModules, Late, reportedCapabilitiesOf, securityModules } from './modules';
import type { BackendChoice, SecurityModule, StartedParts } from './modules/types';
import { createRequestChain, startSessions, type RequestChain } from './request_chain';

export { MISSING_ROLE_ROUTE } from './pages_and_hooks';

export type { SecurityPluginOptions, SecurityPluginSetup } from './types';

export class SecurityServerPlugin implements Plugin<SecurityPluginSetup, void> {
  /** The auth types: setup builds the chain's parts with them, start reads config.yml's domains with them. */
  private readonly providers: ProviderRegistry;
  /** The `ldap` authentication and authorization backends (their pooled connections end with the server). */
  private readonly ldap = new LdapBackends();
  private readonly modules = securityModules();
  /** The modules the backend can carry and the configuration turns on (set up, then started). */
  private active: SecurityModule[] = [];
  private choice?: BackendChoice;
  private config?: SecurityPluginConfig;
  private configuredCookieKey?: string;
  private chain?: RequestChain;
  /** From the start of start: the metrics read it while the backend starts. */
  private store?: PluginStore<SecurityTables>;
  private readonly parts = new Late<StartedParts>();
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
    const { providers } = this;
    const choice = chooseBackend(core, config, logger, { ...this.options, providers });
    this.choice = choice;
    this.active = activeModules(this.modules.all, choice.capabilities, config);
    const tokensEnabled = this.active.includes(this.modules.apiTokens);
    const basePath = core.http.basePath.serverBasePath;
    const now = this.options.now ?? Date.now;
    const started = this.parts.get;
    const chain = createRequestChain({
      core,
      config,
      logger,
      now,
      basePath,
      providers,
      ldap: this.ldap,
      started,
      parts: () => this.parts.current,
      backendUp: () => choice.up(this.store),
      auditSinkHealth: () => this.modules.auditOperations.sinkHealth(),
      ...(tokensEnabled ? { apiTokens: this.modules.apiTokens.tokens } : {}),
    });
    const { auth, audit, limiter, mfa, metrics, backend, sessions } = chain;
    this.chain = chain;
    registerPagesAndHooks(core, { auth, audit, backend, metrics, basePath, config, tokensEnabled });
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
      capabilities: () => started().reportedCapabilities,
    };
    registerBasicAuthRoutes(router, deps);
    registerBootPageVars(core.http, deps);
    const loginHost: LoginHost = {
      config,
      basePath,
      i18n: core.i18n,
      logger,
      now,
      cookie: auth.cookie,
      sealer: auth.sealer,
      authc: auth.authc,
      sessions,
      flows: () => started().flows,
      store: () => started().store,
      audit,
      startExternalSession: auth.startExternalSession,
      authorize: (user) => chain.authorizer.backendRoles(user),
      capabilities: choice.capabilities,
    };
    // The types users sign in through routes (openid, saml, anonymous) bring their own.
    const loginProviders = providers.loginProviders(config, loginHost);
    auth.useLoginProviders(loginProviders);
    for (const provider of loginProviders) provider.routes?.(router);
    registerLoginInfoRoute(router, { loginProviders });
    registerLogoutRoutes(router, { ...deps, loginProviders });
    registerSecurityRoutes(router, deps);
    const { capabilities } = choice;
    const moduleDeps = { core, router, config, logger, dataDir: env.dataDir, now, auth, audit, limiter, metrics };
    for (const module of this.active)
      module.setup({ ...moduleDeps, routes: deps, mfa: mfaDeps, capabilities, started });
    return {
      getSession: (request) => auth.getSession(request),
      getAccount: (request) => auth.account(request),
      auditSinkHealth: () => this.modules.auditOperations.sinkHealth(),
    };
  }

  async start(core: CoreStart): Promise<void> {
    const { config, choice, chain } = this;
    if (!config || !choice || !chain) throw new Error('The security plugin has not been set up.');
    const { limiter, metrics } = chain;
    const { logger } = this.context;
    const now = this.options.now ?? Date.now;
    // The plugin's own tables, and no other (core's data comes through core's services).
    const store = core.store.forPlugin<SecurityTables>(SECURITY_STORE_OWNER);
    // Never logged. Instances on one PostgreSQL store share no data dir: their key is the store's.
    const cookieKey =
      this.configuredCookieKey ??
      (core.store.dialect === 'postgres' ? await storedCookieKey(store) : dataDirCookieKey(this.context.env.dataDir));
    this.store = store;
    // The failed-login counters live in this store whichever backend keeps the configuration.
    this.stopLockoutFlush = startLockoutFlush(limiter, logger);
    const contributions = {};
    for (const module of this.active)
      Object.assign(contributions, await module.prepare?.({ store, config, logger, now }));
    const { savedObjects, ...made } = await choice.start({ core, store, contributions, metrics });
    const sessions = await startSessions(store, config, now, made.storedUsers);
    const flows = new SsoFlowStore(store, now);
    const reportedCapabilities = reportedCapabilitiesOf(made.backend, this.modules, this.active, config);
    const parts = {
      core,
      store,
      cookieKey,
      sessions,
      flows,
      savedObjects,
      reportedCapabilities,
      backend: made.backend,
    };
    this.parts.set(parts);
    for (const module of this.active) await module.start?.({ ...made, ...parts, config, logger, now, metrics });
  }

  async stop(): Promise<void> {
    await this.stopLockoutFlush?.();
    this.stopLockoutFlush = undefined;
    for (const module of [...this.active].reverse()) await module.stop?.();
    await this.choice?.stop();
    this.ldap.close();
    this.parts.set((this.store = undefined));
  }

  /** Tests: the alert rules checked now, at the injected clock's time, as the interval would. */
  async checkAlertsNow(): Promise<void> {
    await this.modules.alerts.checkNow();
  }

  /** Tests: the routes the REST API listener serves, to enumerate them. */
  restRouteTable(): ReadonlyArray<{ method: string; url: string; public: boolean }> {
    return this.modules.restApi.routeTable();
  }
}
