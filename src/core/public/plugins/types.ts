import type { IUiSettingsClient } from '../ui_settings/types';
import type { ApplicationSetup, ApplicationStart } from '../application/types';
import type { ChromeStart } from '../chrome/types';
import type { ContextSetup } from '../context/types';
import type { HttpSetup, HttpStart } from '../http/types';
import type { I18nStart } from '../i18n/types';
import type { InjectedMetadataSetup } from '../injected_metadata/types';
import type { NotificationsSetup, NotificationsStart } from '../notifications/types';
import type { OverlayStart } from '../overlays/types';
import type { SavedObjectsStart } from '../saved_objects/types';
import type { FatalErrorsSetup, FatalErrorsStart } from '../fatal_errors/types';
import type { PluginLifecycle } from '../../common/plugins';

export type PluginOpaqueId = symbol;

/** Where the shell runs; the same for every plugin. */
export interface CoreEnv {
  mode: { dev: boolean; prod: boolean };
  packageInfo: { version: string; buildNum: number; branch: string };
}

export interface PluginInitializerContext<TConfig extends object = Record<string, unknown>> {
  readonly opaqueId: PluginOpaqueId;
  readonly env: CoreEnv;
  readonly config: {
    /** The plugin's browser-exposed configuration from its descriptor ({} when it has none). */
    get<T extends object = TConfig>(): T;
  };
}

/**
 * The settings client arrives with the settings service (issue 3); until then plugins see it as
 * a loose record so they type-check against whatever that service ends up exposing.
 */
export type UiSettingsClientContract = IUiSettingsClient;

export type { FatalErrorInfo, FatalErrorsSetup, FatalErrorsStart } from '../fatal_errors/types';

export interface DocLinksStart {
  DOC_LINK_VERSION: string;
  OPENSEARCH_WEBSITE_URL: string;
  links: Record<string, any>;
}

/** Plugins may read injected vars, nothing else of the bootstrap metadata. */
export interface PluginInjectedMetadata {
  getInjectedVar: InjectedMetadataSetup['getInjectedVar'];
}

export interface CoreSetup<TPluginsStart extends object = object, TStart = unknown> {
  application: ApplicationSetup;
  context: ContextSetup;
  fatalErrors: FatalErrorsSetup;
  http: HttpSetup;
  notifications: NotificationsSetup;
  uiSettings: UiSettingsClientContract;
  injectedMetadata: PluginInjectedMetadata;
  /** Resolves once this plugin has started: core's start contracts, its dependencies', its own. */
  getStartServices(): Promise<[CoreStart, TPluginsStart, TStart]>;
}

export interface CoreStart {
  application: ApplicationStart;
  chrome: ChromeStart;
  docLinks: DocLinksStart;
  http: HttpStart;
  i18n: I18nStart;
  notifications: NotificationsStart;
  overlays: OverlayStart;
  uiSettings: UiSettingsClientContract;
  savedObjects: SavedObjectsStart;
  fatalErrors: FatalErrorsStart;
  injectedMetadata: PluginInjectedMetadata;
}

export interface Plugin<
  TSetup = void,
  TStart = void,
  TPluginsSetup extends object = object,
  TPluginsStart extends object = object,
> extends PluginLifecycle<CoreSetup<TPluginsStart, TStart>, CoreStart, TSetup, TStart, TPluginsSetup, TPluginsStart> {
  /** The browser does not wait for a plugin to stop (the page is going away). */
  stop?(): void;
}

/** What a plugin bundle exports as `plugin`. */
export type PluginInitializer<
  TSetup = void,
  TStart = void,
  TPluginsSetup extends object = object,
  TPluginsStart extends object = object,
> = (context: PluginInitializerContext) => Plugin<TSetup, TStart, TPluginsSetup, TPluginsStart>;

/** Loads one plugin's bundle (production: a webpack lazy import(), one chunk per plugin). */
export type PluginBundleLoader = (pluginId: string) => Promise<Record<string, unknown>>;
