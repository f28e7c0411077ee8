import type { CoreSetup, Plugin, PluginInitializerContext } from '../../../core/server';
import { ADVANCED_SETTINGS_CAPABILITY, MANAGEMENT_APP_ID, MANAGEMENT_APP_TITLE } from '../common';

/**
 * The server half declares the Advanced settings capabilities (everyone may see and save);
 * switchers such as the security plugin's read-only mode turn `save` off.
 */
export class ManagementServerPlugin implements Plugin<void, void> {
  constructor(_context: PluginInitializerContext) {}

  setup(core: CoreSetup): void {
    core.capabilities.registerApplication({
      id: MANAGEMENT_APP_ID,
      title: MANAGEMENT_APP_TITLE,
      category: 'Management',
    });
    core.capabilities.registerProvider(() => ({ [ADVANCED_SETTINGS_CAPABILITY]: { show: true, save: true } }));
  }

  start(): void {}
}
