import type { PluginConfigDescriptor, PluginInitializerContext } from '../../../core/server';
import { dashboardsConfigSchema } from './config_schema';
import { DashboardsServerPlugin } from './plugin';

export function plugin(initializerContext: PluginInitializerContext) {
  return new DashboardsServerPlugin(initializerContext);
}

export const config: PluginConfigDescriptor = { schema: dashboardsConfigSchema };
