import { loadMessageGroup } from '../i18n/message_groups';
import type { UiPluginDescriptor } from '../injected_metadata/types';
import type { PluginWrapper } from './plugin';
import type {
  CoreEnv,
  CoreSetup,
  CoreStart,
  PluginInitializerContext,
  PluginInjectedMetadata,
  PluginOpaqueId,
} from './types';

/**
 * Core's own contracts as the core system hands them to PluginsService: exactly what a plugin
 * sees, so the two cannot drift (internal start contracts fit; plugins get only public parts).
 */
export type PluginsServiceSetupDeps = Omit<CoreSetup, 'getStartServices'>;
export type PluginsServiceStartDeps = CoreStart;

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
      // The plugin's messages beyond the shell's start loading with its app (lazyMount waits for them).
      register: (app) =>
        deps.application.register({
          ...app,
          mount: (params) => {
            void loadMessageGroup(plugin.name).catch(() => undefined);
            return app.mount(params);
          },
        }),
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
