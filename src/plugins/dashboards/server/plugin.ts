import type { CoreSetup, Plugin, PluginInitializerContext } from '../../../core/server';
import { DASHBOARD_SAVED_OBJECT_TYPE } from '../common';

/** The server half only declares the saved object type; core's routes do the storing. */
export class DashboardsServerPlugin implements Plugin<void, void> {
  constructor(private readonly context: PluginInitializerContext) {}

  setup(core: CoreSetup): void {
    core.savedObjects.registerType({ name: DASHBOARD_SAVED_OBJECT_TYPE, defaultSearchField: 'title' });
    this.context.logger.debug(`Registered the "${DASHBOARD_SAVED_OBJECT_TYPE}" saved object type`);
  }

  start(): void {}
}
