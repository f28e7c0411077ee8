import type { PluginInitializerContext } from '../../../core/public';
import { DashboardsPlugin } from './plugin';

export function plugin(initializerContext: PluginInitializerContext) {
  return new DashboardsPlugin(initializerContext);
}
