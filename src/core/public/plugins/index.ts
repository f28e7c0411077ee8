export { PluginsService, PLUGIN_LIFECYCLE_TIMEOUT_MS } from './plugins_service';
export type { PluginsServiceSetup, PluginsServiceStart } from './plugins_service';
export type { PluginsServiceSetupDeps, PluginsServiceStartDeps } from './plugin_context';
export type * from './types';
