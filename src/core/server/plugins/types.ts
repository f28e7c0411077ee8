import type { Static, TObject } from '@sinclair/typebox';
import type { Logger } from '../logging/logger';
import type { CapabilitiesSetup, CapabilitiesStart } from '../capabilities/types';
import type { SavedObjectsServiceSetup, SavedObjectsServiceStart } from '../saved_objects/types';
import type { UiSettingsServiceSetup, UiSettingsServiceStart } from '../ui_settings/types';
import type { PluginStores, StoreSetup } from '../store/types';
import type { HttpServiceSetup } from '../http/types';
import type { ConfigDeprecation, OpenSearchConnectionConfig } from '../config/types';
import type { ServiceStatus, StatusOperationsSetup } from '../status/types';
import type { MetricsServiceSetup } from '../metrics/types';
import type { I18nServiceSetup } from '../i18n/types';
import type { OperatorNoticesStart } from '../operator_notices';
import type { PluginLifecycle } from '../../common/plugins';
import type { Clock } from '../utils/clock';

export type { Clock } from '../utils/clock';

export type { HttpServiceSetup } from '../http/types';
export type { ConfigDeprecation } from '../config/types';

/** `opensearch_dashboards.json` beside each plugin's folder. */
export interface PluginManifest {
  id: string;
  version: string;
  configPath: string | string[];
  requiredPlugins: string[];
  optionalPlugins: string[];
  server: boolean;
  ui: boolean;
  /**
   * The plugin's message namespaces that show outside its apps (header menus, modals over any
   * page): they travel with the shell's. Its other messages load when one of its apps mounts.
   */
  shellMessages: string[];
}

export interface DiscoveredPlugin {
  manifest: PluginManifest;
  /** Folder name under src/plugins. */
  dir: string;
}

export interface PluginInitializerContext<Config = Record<string, unknown>> {
  opaqueId: symbol;
  logger: Logger;
  config: { get(): Config };
  env: { dataDir: string; version: string; dev: boolean };
  /** The time to read instead of `Date.now` (utils/clock.ts): a browser test may move it forward. */
  clock: Clock;
}

export interface CoreSetup<TStart = unknown> {
  http: HttpServiceSetup;
  capabilities: CapabilitiesSetup;
  savedObjects: SavedObjectsServiceSetup;
  uiSettings: UiSettingsServiceSetup;
  store: StoreSetup;
  /** `opensearch.*`: the cluster a plugin may manage (the security plugin's `opensearch` backend). */
  opensearch: OpenSearchConnectionConfig;
  status: {
    /** A service measured on every `/api/status` request (red: the instance cannot serve). */
    watch(id: string, probe: () => Promise<ServiceStatus>): void;
    /** Rows of the /status page's "Operations" panel (metrics on/off, audit retention, sink health…). */
    operations: StatusOperationsSetup;
  };
  /** Prometheus metrics (`security_*` for the security plugin), served at `/api/metrics`. */
  metrics: MetricsServiceSetup;
  /** A request's language and translators, for texts the server composes for a reader (docs/i18n.md). */
  i18n: I18nServiceSetup;
  getStartServices(): Promise<[CoreStart, TStart]>;
}

export interface CoreStart {
  capabilities: CapabilitiesStart;
  savedObjects: SavedObjectsServiceStart;
  uiSettings: UiSettingsServiceStart;
  /** `store.forPlugin<Tables>(owner)`: the plugin's own tables only. */
  store: PluginStores;
  /** Framed messages printed after the "Server running at" line (a first start's admin password). */
  notices: OperatorNoticesStart;
}

export type Plugin<
  TSetup = unknown,
  TStart = unknown,
  TDeps = Record<string, unknown>,
  TStartDeps = Record<string, unknown>,
> = PluginLifecycle<CoreSetup, CoreStart, TSetup, TStart, TDeps, TStartDeps>;

export type PluginInitializer = (context: PluginInitializerContext<any>) => Plugin<any, any, any, any>;

/**
 * What a plugin's server module may export besides `plugin`. `Config` is what the plugin's
 * `config.get()` returns (`parse`'s result, or the section as read through `Schema`).
 */
export interface PluginConfigDescriptor<Config = Record<string, unknown>, Schema extends TObject = TObject> {
  /**
   * The plugin's settings under its configPath (TypeBox, with defaults; `config_schema.ts`
   * beside its plugin.ts). Core refuses a key no schema declares. Without a schema the plugin
   * has no settings.
   */
  schema?: Schema;
  /** Keys of the plugin's config section that the browser may see (after parse). */
  exposeToBrowser?: { [Key in keyof Config]?: boolean };
  /**
   * Checks across settings that the schema cannot express; gets the section as read through the
   * schema and throws to refuse start-up. What it returns is what the plugin's `config.get()`
   * and the browser see.
   */
  parse?(section: Static<Schema>): Config;
  /** Settings renamed or moved into this plugin's section, applied before any section is read. */
  deprecations?: readonly ConfigDeprecation[];
}

/** A plugin's server module (`<plugin>/server`). Each plugin's descriptor is typed by its own config and schema; core only moves the values along. */
export type PluginModule = { plugin?: PluginInitializer; config?: PluginConfigDescriptor<any, any> };
export type PluginModuleLoader = (plugin: DiscoveredPlugin) => PluginModule;
