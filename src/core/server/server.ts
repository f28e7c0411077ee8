import './icu_formatter';
import { join } from 'path';
import type { DashboardsConfig } from './config/types';
import { OperatorNotices } from './operator_notices';
import type { Logger } from './logging/logger';
import { createHttpServer, type HttpServer } from './http/http_server';
import type { AppRouteOptions, OsdRequest } from './http/types';
import { securityHeaders } from './http/security_headers';
import { PluginsService } from './plugins/plugins_service';
import type { CoreStart, HttpServiceSetup } from './plugins/types';
import { CapabilitiesService } from './capabilities/capabilities_service';
import { RenderingService } from './rendering/rendering_service';
import { readBundleManifest, registerBundleRoutes, type BundleManifest } from './bundles/bundles_routes';
import { TranslationFiles } from './i18n/translation_files';
import { I18nService } from './i18n/i18n_service';
import { rememberUrlLocale } from './i18n/locale_choice';
import { readBuildInfo } from './utils/build_info';
import { storeBackupMigrations } from './store/backup/backups_table';
import { lastBackupRow } from './store/backup/backup_status';
import {
  StoreService,
  type InternalStore,
  type InternalStoreSetup,
  type PluginStore,
  type PluginStores,
  type StoreSetup,
} from './store';
import { SavedObjectsService } from './saved_objects';
import { UiSettingsService, getSettingsForPage } from './ui_settings';
import { StatusService } from './status/status_service';
import { metricsRow, reportCoreServices, storeStatus, tlsStatus } from './status/core_statuses';
import { MetricsService } from './metrics/metrics_service';
import { registerMetricsRoutes } from './metrics/metrics_routes';
import { REPO_ROOT } from './utils/repo_root';
import { ensurePrivateDataDir } from './store/file_modes';
import { registerLoggingRows } from './logging/logging_operations';
import { checkListenable } from './http/listen_check';
import type { Clock } from './utils/clock';

/** The settings a listener's port comes from, as the operator's messages name them. */
export const SERVER_PORT_SETTING = 'server.port / PORT';
export const REDIRECT_PORT_SETTING = 'server.ssl.redirectHttpFromPort';

export interface ServerOptions {
  config: DashboardsConfig;
  logger: Logger;
  /** Where the built browser bundles are; defaults to build/public. */
  publicDir?: string;
  /** Tests without a browser build pass a manifest of their own. */
  manifest?: BundleManifest;
  pluginsService?: PluginsService;
  dev?: boolean;
  /** What plugins read for the time (the system clock unless a test moves it). */
  clock?: Clock;
}

/** The whole server: core services, then plugins, in the order the platform defines. */
export class Server {
  readonly http: HttpServer;
  private readonly plugins: PluginsService;
  private readonly capabilities = new CapabilitiesService();
  private readonly rendering = new RenderingService();
  private readonly store: StoreService;
  private readonly savedObjects = new SavedObjectsService();
  private readonly uiSettings = new UiSettingsService();
  private readonly status = new StatusService();
  private readonly metrics: MetricsService;
  private readonly i18n: I18nService;
  private readonly pluginIds: string[] = [];
  private readonly appRoutes: Array<{ path: string; options?: AppRouteOptions }> = [];
  private started = false;

  constructor(private readonly options: ServerOptions) {
    this.http = createHttpServer(options.config, options.logger.get('http'));
    this.plugins = options.pluginsService ?? new PluginsService(options.config, options.logger);
    this.store = new StoreService(options.logger.get('store'));
    this.i18n = new I18nService(
      new TranslationFiles(join(REPO_ROOT, 'src', 'translations')),
      options.config.i18n.locale
    );
    this.metrics = new MetricsService(options.config.monitoring);
    if (this.metrics.enabled) this.store.observeQueries(this.metrics.observeQuery);
  }

  async setup() {
    const { config } = this.options;
    // Before the data dir is touched: a first start that could not listen must not have seeded
    // it (and generated an admin password no one saw).
    await checkListenable(config.server.port, config.server.host, SERVER_PORT_SETTING);
    if (config.server.ssl?.redirectHttpFromPort)
      await checkListenable(config.server.ssl.redirectHttpFromPort, config.server.host, REDIRECT_PORT_SETTING);
    ensurePrivateDataDir(config.path.data);
    this.plugins.discover();
    // Before any plugin's hooks: a page's ?i18n-locale= is kept even when authentication answers.
    this.http.registerOnPreAuth(rememberUrlLocale(config.server.basePath, config.server.ssl !== null));
    let resolveStart!: (core: CoreStart) => void;
    const startServices = new Promise<CoreStart>((r) => (resolveStart = r));
    this.resolveStart = resolveStart;
    const http: HttpServiceSetup = {
      basePath: { serverBasePath: config.server.basePath, get: () => config.server.basePath },
      serverInfo: { name: config.server.name, host: config.server.host, tls: config.server.ssl !== null },
      restApi: { ssl: config.server.ssl, securityHeaders: securityHeaders(config, config.server.ssl !== null) },
      createRouter: () => this.http.createRouter(),
      registerAuth: (handler) => this.http.registerAuth(handler),
      registerOnPreAuth: (handler) => this.http.registerOnPreAuth(handler),
      registerOnPostAuth: (handler) => this.http.registerOnPostAuth(handler),
      registerOnPreResponse: (handler) => this.http.registerOnPreResponse(handler),
      registerAppRoute: (path, options) => void this.appRoutes.push({ path, options }),
      registerRenderInterceptor: (interceptor) => this.rendering.addInterceptor(interceptor),
      registerPageVars: (provider) => this.rendering.addPageVars(provider),
      registerLocaleResolver: (resolver) => this.i18n.addLocaleResolver(resolver),
    };
    const store = this.store.setup();
    // Where `npm run store -- backup` records its backups (shown on /status).
    store.registerMigrations(storeBackupMigrations);
    const savedObjects = this.savedObjects.setup({ store });
    // The saved objects service registers the 'config' type the settings live in.
    const uiSettings = this.uiSettings.setup();
    const status = this.status.setup();
    reportCoreServices(status);
    // Core's rows of the /status "Operations" panel come first; plugins add theirs in their setup.
    registerLoggingRows(this.status.operations, config.logging);
    const capabilities = this.capabilities.setup();
    // Core's own apps (the browser registers them in core_app); plugins declare theirs in setup.
    capabilities.registerApplication({ id: 'home', title: 'Home' });
    capabilities.registerApplication({ id: 'status', title: 'Server Status', appRoute: '/status' });
    const contracts = await this.plugins.setup(
      {
        http,
        capabilities,
        savedObjects,
        uiSettings,
        store: pluginStoreSetup(store),
        opensearch: config.opensearch,
        status: {
          watch: (id, probe) => this.status.watch(id, probe),
          operations: { register: (row) => this.status.operations.register(row) },
        },
        metrics: this.metrics.setup(),
        i18n: this.i18n.setup(),
      },
      startServices,
      this.options.dev ?? false,
      this.options.clock
    );
    this.pluginIds.push(...contracts.keys());
    status.registerPlugins(this.pluginIds);
  }

  private resolveStart?: (core: CoreStart) => void;
  private readonly notices = new OperatorNotices();

  /** What plugins asked to show after the ready line, framed with the server's URL; each once. */
  takeNotices(url: string): string[] {
    return this.notices.take(url);
  }

  /** Registers every route, starts plugins and listens. Returns the URL it serves. */
  async start(): Promise<string> {
    const { config } = this.options;
    const publicDir = this.options.publicDir ?? join(REPO_ROOT, 'build', 'public');
    const manifest = this.options.manifest ?? readBundleManifest(publicDir);
    const buildInfo = readBuildInfo();
    const capabilitiesStart = this.capabilities.start();
    const store = await this.store.start({ dataDir: config.path.data, config: config.store, refuseNewerSchema: true });
    const savedObjects = this.savedObjects.start({ store });
    const uiSettings = this.uiSettings.start({ savedObjects, overrides: config.uiSettings.overrides });
    const core: CoreStart = {
      capabilities: capabilitiesStart,
      savedObjects,
      uiSettings,
      store: pluginStores(store),
      notices: this.notices.start(),
    };

    // Core's own routes go through the same router as plugins' (registered in their setup).
    const router = this.http.createRouter();
    const anonymousStatus = config.status.allowAnonymous;
    this.status.operations.register(lastBackupRow(store));
    this.status.operations.register(metricsRow(() => this.metrics.enabled));
    this.status.watch('core:store', async () => storeStatus(await store.status()));
    if (config.server.ssl) {
      // Yellow while the certificate has fewer than 30 days left: seen on /status and by monitors.
      this.status.watch('core:tls', async () => tlsStatus(this.http.certificate));
    }
    this.status.start({
      server: this.http.fastify,
      // The status figures and the request histogram both see every answer.
      responses: {
        observeResponses: (observer) =>
          this.http.observeResponses({
            responded: (durationMs, answer) => {
              observer.responded(durationMs, answer);
              this.metrics.responses.responded(durationMs, answer);
            },
            disconnected: () => observer.disconnected(),
          }),
      },
      name: config.server.name,
      buildInfo,
      certificate: () => this.http.certificate,
    });
    this.status.registerRoutes(router, {
      anonymous: anonymousStatus,
      translatorFor: (request) => this.i18n.translatorFor(request),
    });
    if (this.metrics.enabled) {
      registerMetricsRoutes(router, {
        anonymous: config.monitoring.allowAnonymous,
        checkAccess: (request) => this.metrics.checkAccess(request),
        collect: () => this.metrics.collect(),
      });
    }
    const translations = this.i18n.translations;
    translations.useShellNamespaces(this.plugins.getShellMessages());
    // The configured locale's files are read before the first page: a broken one stops the start.
    translations.messages(config.i18n.locale);
    await registerBundleRoutes(this.http, router, publicDir, REPO_ROOT, translations);
    this.capabilities.registerRoutes(router, capabilitiesStart);
    this.savedObjects.registerRoutes(router, savedObjects);
    this.uiSettings.registerRoutes(router, uiSettings);
    this.rendering.registerRoutes(router, {
      config,
      buildInfo,
      uiPlugins: this.plugins.getUiPlugins(),
      manifest,
      appRoutes: this.appRoutes,
      anonymousStatus,
      // The page carries the tenant's settings, so the first paint already has the right theme.
      getUiSettings: async (request: OsdRequest, translator) =>
        getSettingsForPage(await uiSettings.asScopedToClient(request), translator),
      translations,
      i18n: this.i18n,
    });

    await this.plugins.start(core);
    this.resolveStart?.(core);
    const port = await this.http.listen(config.server.port, config.server.host);
    this.started = true;
    const host = config.server.host === '0.0.0.0' ? 'localhost' : config.server.host;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    return `${config.server.ssl ? 'https' : 'http'}://${shownHost}:${port}${config.server.basePath}`;
  }

  async stop() {
    await this.plugins.stop();
    if (this.started) await this.http.close();
    this.started = false;
    this.status.stop();
    this.uiSettings.stop();
    this.savedObjects.stop();
    await this.store.stop();
  }
}

/** What plugins get of the store setup: migrations only, no SQLite functions. */
function pluginStoreSetup(store: InternalStoreSetup): StoreSetup {
  return { registerMigrations: (migrations) => store.registerMigrations(migrations) };
}

/** Plugin names as migration owners: `security`, `audit_insights`. */
const OWNER = /^[a-z][a-z0-9_]*$/;

/** What plugins get of the started store: each its own handle, no way to close the store. */
function pluginStores(store: InternalStore): PluginStores {
  return {
    dialect: store.dialect,
    status: () => store.status(),
    forPlugin<Tables>(owner: string): PluginStore<Tables> {
      if (!OWNER.test(owner)) throw new Error(`"${owner}" is no plugin name to own tables.`);
      const handle: PluginStore<Tables> = {
        owner,
        dialect: store.dialect,
        kysely: () => store.kysely(),
        transaction: (fn) => store.transaction(fn),
        read: (query, parameters) => store.read(query, parameters),
        notify: (channel, payload, options) => store.notify(channel, payload, options),
        listen: (channel, listener) => store.listen(channel, listener),
        changeMark: () => store.changeMark(),
        status: () => store.status(),
      };
      return handle;
    },
  };
}
