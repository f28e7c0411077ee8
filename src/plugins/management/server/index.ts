import type { PluginInitializerContext } from '../../../core/server';
import { ManagementServerPlugin } from './plugin';

export function plugin(initializerContext: PluginInitializerContext) {
  return new ManagementServerPlugin(initializerContext);
}
