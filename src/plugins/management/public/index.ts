import type { PluginInitializerContext } from '../../../core/public';
import { ManagementPlugin } from './plugin';

// The management plugin reads no configuration of its own.
export function plugin(_initializerContext: PluginInitializerContext) {
  return new ManagementPlugin();
}
