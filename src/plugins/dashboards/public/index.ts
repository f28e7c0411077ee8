import type { PluginInitializerContext } from '../../../core/public';
import { DashboardsPlugin } from './plugin';

export type { DashboardsSetup } from './plugin';
export type { ShareLinkRule } from './share_link_rules';

export function plugin(initializerContext: PluginInitializerContext) {
  return new DashboardsPlugin(initializerContext);
}
