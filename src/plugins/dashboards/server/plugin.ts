import type { CoreSetup, Plugin, PluginInitializerContext } from '../../../core/server';
import {
  DASHBOARD_CAPABILITIES,
  DASHBOARD_CAPABILITY,
  DASHBOARD_SAVED_OBJECT_TYPE,
  DASHBOARDS_APP_ID,
  VISUALIZATION_SAVED_OBJECT_TYPE,
  VISUALIZE_APP_ID,
} from '../common';

/**
 * The server half declares the saved object type (core's routes do the storing) and the app's
 * capabilities: everything offered, until a switcher (read-only users and tenants) says otherwise.
 */
export class DashboardsServerPlugin implements Plugin<void, void> {
  constructor(private readonly context: PluginInitializerContext) {}

  setup(core: CoreSetup): void {
    core.capabilities.registerApplication({
      id: DASHBOARDS_APP_ID,
      title: 'Dashboards',
      category: 'OpenSearch Dashboards',
    });
    core.capabilities.registerApplication({
      id: VISUALIZE_APP_ID,
      title: 'Visualize',
      category: 'OpenSearch Dashboards',
    });
    core.savedObjects.registerType({ name: DASHBOARD_SAVED_OBJECT_TYPE, defaultSearchField: 'title' });
    // The panels dashboards refer to (the security plugin's "Audit chart" ones among them).
    core.savedObjects.registerType({ name: VISUALIZATION_SAVED_OBJECT_TYPE, defaultSearchField: 'title' });
    core.capabilities.registerProvider(() => ({ [DASHBOARD_CAPABILITY]: { ...DASHBOARD_CAPABILITIES } }));
    this.context.logger.debug(`Registered the "${DASHBOARD_SAVED_OBJECT_TYPE}" saved object type`);
  }

  start(): void {}
}
