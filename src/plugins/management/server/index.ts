import type { PluginConfigDescriptor, PluginInitializerContext } from '../../../core/server';
import { managementConfigSchema } from './config_schema';
import { ManagementServerPlugin } from './plugin';

export function plugin(initializerContext: PluginInitializerContext) {
  return new ManagementServerPlugin(initializerContext);
}

export const config: PluginConfigDescriptor = { schema: managementConfigSchema };
