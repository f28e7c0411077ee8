import type { TObject } from '@sinclair/typebox';
import type { Logger } from '../logging/logger';
import type { CapabilitiesSetup, CapabilitiesStart } from '../capabilities/types';
import type { SavedObjectsServiceSetup, SavedObjectsServiceStart } from '../saved_objects/types';
import type { UiSettingsServiceSetup, UiSettingsServiceStart } from '../ui_settings/types';
import type { PluginStores, StoreSetup } from '../store/types';
import type { HttpServiceSetup } from '../http/types';

export type { HttpServiceSetup } from '../http/types';

/** `opensearch_dashboards.json` beside each plugin's folder. */
export interface PluginManifest {
  id: string;
  version: string;
  configPath: string | string[];
  requiredPlugins: string[];
  optionalPlugins: string[];
  server: boolean;
  ui: boolean;
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
}

export interface CoreSetup<TStart = unknown> {
  http: HttpServiceSetup;
  capabilities: CapabilitiesSetup;
  savedObjects: SavedObjectsServiceSetup;
  uiSettings: UiSettingsServiceSetup;
  store: StoreSetup;
  getStartServices(): Promise<[CoreStart, TStart]>;
}

export interface CoreStart {
  capabilities: CapabilitiesStart;
  savedObjects: SavedObjectsServiceStart;
  uiSettings: UiSettingsServiceStart;
  /** `store.forPlugin<Tables>(owner)`: the plugin's own tables only. */
  store: PluginStores;
}

export interface Plugin<
  TSetup = unknown,
  TStart = unknown,
  TDeps = Record<string, unknown>,
  TStartDeps = Record<string, unknown>,
> {
  setup(core: CoreSetup, deps: TDeps): TSetup | Promise<TSetup>;
  start(core: CoreStart, deps: TStartDeps): TStart | Promise<TStart>;
  stop?(): void | Promise<void>;
}

export type PluginInitializer = (context: PluginInitializerContext<any>) => Plugin<any, any, any, any>;

/** What a plugin's server module may export besides `plugin`. */
export interface PluginConfigDescriptor<Config = Record<string, unknown>> {
  /**
   * The plugin's settings under its configPath (TypeBox, with defaults; `config_schema.ts`
   * beside its plugin.ts). Core refuses a key no schema declares. Without a schema the plugin
   * has no settings.
   */
  schema?: TObject;
  /** Keys of the plugin's config section that the browser may see (after parse). */
  exposeToBrowser?: Record<string, boolean>;
  /**
   * Checks across settings that the schema cannot express; gets the section as read through the
   * schema and throws to refuse start-up. What it returns is what the plugin's `config.get()`
   * and the browser see.
   */
  parse?(section: Record<string, unknown>): Config;
}
