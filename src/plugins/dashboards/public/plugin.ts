import {
  AppNavLinkStatus,
  DEFAULT_APP_CATEGORIES,
  i18n,
  lazyMount,
  type CoreSetup,
  type Plugin,
  type PluginInitializerContext,
} from '../../../core/public';
import { DASHBOARDS_APP_ID, VISUALIZE_APP_ID } from '../common';
import type { DashboardShare } from './application/types';
import { ShareLinkRules } from './share_link_rules';
import type { DashboardShareAction, DashboardsSetup, ShareLinkRule } from './types';

export type { DashboardsSetup } from './types';

export class DashboardsPlugin implements Plugin<DashboardsSetup> {
  private readonly shareLinks = new ShareLinkRules();
  // Kept as registered: ordering and checks run in the app's chunk, not in every page's first load.
  private readonly shareActions: DashboardShareAction[] = [];

  constructor(_initializerContext: PluginInitializerContext) {}

  setup(core: CoreSetup): DashboardsSetup {
    const { shareLinks, shareActions } = this;
    const share: DashboardShare = {
      linkFor: (url) => shareLinks.linkFor(url),
      actions: shareActions,
    };
    core.application.register({
      id: DASHBOARDS_APP_ID,
      title: i18n.translate('dashboards.app.title', { defaultMessage: 'Dashboards' }),
      order: 1000,
      category: DEFAULT_APP_CATEGORIES.kibana,
      euiIconType: 'dashboardApp',
      mount: lazyMount(
        core,
        () => import('./application'),
        ({ renderApp }, params, coreStart) => renderApp(params, coreStart, share)
      ),
    });
    // Visualizations are made as dashboard panels here: no list of its own to offer, so Visualize
    // is not offered on Home or in the drawer (issue 44.4). The page stays for links to it (the
    // tenants page's "Open in Visualize", old bookmarks) and leads to the dashboards.
    core.application.register({
      id: VISUALIZE_APP_ID,
      title: i18n.translate('dashboards.visualize.title', { defaultMessage: 'Visualize' }),
      order: 2000,
      category: DEFAULT_APP_CATEGORIES.kibana,
      euiIconType: 'visualizeApp',
      navLinkStatus: AppNavLinkStatus.hidden,
      mount: lazyMount(
        core,
        () => import('./application/visualize'),
        ({ renderVisualizeApp }, params, coreStart) => renderVisualizeApp(params, coreStart)
      ),
    });
    return {
      registerShareLinkRule: (rule: ShareLinkRule) => shareLinks.register(rule),
      registerShareAction: (action: DashboardShareAction) => void shareActions.push(action),
    };
  }

  start() {}
}
