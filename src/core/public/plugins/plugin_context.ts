import type { SavedObjectsStart } from '../saved_objects/types';
import type { ApplicationSetup, ApplicationStart } from '../application/types';
import type { ChromeStart } from '../chrome/types';
import type { ContextSetup } from '../context/types';
import type { HttpSetup, HttpStart } from '../http/types';
import type { I18nStart } from '../i18n/types';
import type { UiPluginDescriptor } from '../injected_metadata/types';
import type { NotificationsSetup, NotificationsStart } from '../notifications/types';
import type { OverlayStart } from '../overlays/types';
import type { PluginWrapper } from './plugin';
import type {
  CoreEnv,
  CoreSetup,
  CoreStart,
  DocLinksStart,
  FatalErrorsSetup,
  FatalErrorsStart,
  PluginInitializerContext,
  PluginInjectedMetadata,
  PluginOpaqueId,
  UiSettingsClientContract,
} from './types';

/** Core's own setup contracts, as the lead's core system hands them to PluginsService#setup. */
export interface PluginsServiceSetupDeps {
  application: ApplicationSetup;
  context: ContextSetup;
  fatalErrors: FatalErrorsSetup;
  http: HttpSetup;
  notifications: NotificationsSetup;
  uiSettings: UiSettingsClientContract;
  injectedMetadata: PluginInjectedMetadata;
}

/** Core's own start contracts (internal ones are fine: plugins only see the public parts). */
export interface PluginsServiceStartDeps {
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

export function createPluginInitializerContext(
  env: CoreEnv,
  opaqueId: PluginOpaqueId,
  descriptor: UiPluginDescriptor
): PluginInitializerContext {
  return {
    opaqueId,
    env,
    config: {
      get: <T extends object>() => (descriptor.config ?? {}) as T,
    },
  };
}

function scopedInjectedMetadata(injectedMetadata: PluginInjectedMetadata): PluginInjectedMetadata {
  return { getInjectedVar: (name, defaultValue) => injectedMetadata.getInjectedVar(name, defaultValue) };
}

/** One CoreSetup per plugin, so getStartServices resolves with that plugin's own start contract. */
export function createPluginSetupContext(
  deps: PluginsServiceSetupDeps,
  plugin: PluginWrapper<any, any, any, any>
): CoreSetup<any, any> {
  return {
    application: {
      register: (app) => deps.application.register(app),
      registerAppUpdater: (updater$) => deps.application.registerAppUpdater(updater$),
    },
    context: { createContextContainer: () => deps.context.createContextContainer() },
    fatalErrors: deps.fatalErrors,
    http: deps.http,
    notifications: deps.notifications,
    uiSettings: deps.uiSettings,
    injectedMetadata: scopedInjectedMetadata(deps.injectedMetadata),
    getStartServices: () => plugin.startDependencies,
  };
}

/** Copies only the public members, so core internals (getComponent, history…) stay in core. */
export function createPluginStartContext(deps: PluginsServiceStartDeps): CoreStart {
  const { application, overlays } = deps;
  return {
    application: {
      capabilities: application.capabilities,
      applications$: application.applications$,
      currentAppId$: application.currentAppId$,
      navigateToApp: (appId, options) => application.navigateToApp(appId, options),
      navigateToUrl: (url) => application.navigateToUrl(url),
      getUrlForApp: (appId, options) => application.getUrlForApp(appId, options),
    },
    chrome: deps.chrome,
    docLinks: deps.docLinks,
    http: deps.http,
    i18n: deps.i18n,
    notifications: deps.notifications,
    overlays: {
      openFlyout: (mount, options) => overlays.openFlyout(mount, options),
      openModal: (mount, options) => overlays.openModal(mount, options),
      openConfirm: (message, options) => overlays.openConfirm(message, options),
      banners: overlays.banners,
    },
    uiSettings: deps.uiSettings,
    savedObjects: deps.savedObjects,
    fatalErrors: deps.fatalErrors,
    injectedMetadata: scopedInjectedMetadata(deps.injectedMetadata),
  };
}
