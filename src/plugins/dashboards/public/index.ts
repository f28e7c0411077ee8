import type { PluginInitializerContext } from '../../../core/public';
import { DashboardsPlugin } from './plugin';

export type { DashboardShareAction, DashboardShareActionProps, DashboardsSetup, ShareLinkRule } from './types';

export function plugin(initializerContext: PluginInitializerContext) {
  return new DashboardsPlugin(initializerContext);
}
