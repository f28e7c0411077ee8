import type { PluginInitializerContext } from '../../../core/server';
import { DashboardsServerPlugin } from './plugin';

export function plugin(initializerContext: PluginInitializerContext) {
  return new DashboardsServerPlugin(initializerContext);
}
