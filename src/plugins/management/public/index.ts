import type { PluginInitializerContext } from '../../../core/public';
import { ManagementPlugin } from './plugin';

export function plugin(initializerContext: PluginInitializerContext) {
  return new ManagementPlugin(initializerContext);
}
