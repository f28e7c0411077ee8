import {
  DEFAULT_APP_CATEGORIES,
  type AppMountParameters,
  type CoreSetup,
  type Plugin,
  type PluginInitializerContext,
} from '../../../core/public';
import { DASHBOARDS_APP_ID, VISUALIZE_APP_ID } from '../common';

export class DashboardsPlugin implements Plugin {
  constructor(_initializerContext: PluginInitializerContext) {}

  setup(core: CoreSetup) {
    core.application.register({
      id: DASHBOARDS_APP_ID,
      title: 'Dashboards',
      order: 1000,
      category: DEFAULT_APP_CATEGORIES.kibana,
      euiIconType: 'dashboardApp',
      mount: async (params: AppMountParameters) => {
        // The screens are a lazy chunk: nothing of them loads until the app is opened.
        const [[coreStart], { renderApp }] = await Promise.all([core.getStartServices(), import('./application')]);
        return renderApp(params, coreStart);
      },
    });
    core.application.register({
      id: VISUALIZE_APP_ID,
      title: 'Visualize',
      order: 2000,
      category: DEFAULT_APP_CATEGORIES.kibana,
      euiIconType: 'visualizeApp',
      mount: async (params: AppMountParameters) => {
        const [[coreStart], { renderVisualizeApp }] = await Promise.all([
          core.getStartServices(),
          import('./application/visualize'),
        ]);
        return renderVisualizeApp(params, coreStart);
      },
    });
  }

  start() {}
}
