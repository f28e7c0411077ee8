import {
  DEFAULT_APP_CATEGORIES,
  type AppMountParameters,
  type CoreSetup,
  type Plugin,
  type PluginInitializerContext,
} from '../../../core/public';
import { MANAGEMENT_APP_ID, MANAGEMENT_APP_TITLE } from '../common';
import { DEFAULT_SECTION_PATH } from './application/sections';

export class ManagementPlugin implements Plugin {
  constructor(_initializerContext: PluginInitializerContext) {}

  setup(core: CoreSetup) {
    core.application.register({
      id: MANAGEMENT_APP_ID,
      title: MANAGEMENT_APP_TITLE,
      order: 9000,
      category: DEFAULT_APP_CATEGORIES.management,
      euiIconType: 'managementApp',
      defaultPath: DEFAULT_SECTION_PATH,
      mount: async (params: AppMountParameters) => {
        // The pages are a lazy chunk: nothing of them loads until the app is opened.
        const [[coreStart], { renderApp }] = await Promise.all([core.getStartServices(), import('./application')]);
        return renderApp(params, coreStart);
      },
    });
  }

  start() {}
}
