import { DEFAULT_APP_CATEGORIES, i18n, lazyMount, type CoreSetup, type Plugin } from '../../../core/public';
import { MANAGEMENT_APP_ID } from '../common';
import { DEFAULT_SECTION_PATH } from './application/sections';

export class ManagementPlugin implements Plugin {
  setup(core: CoreSetup) {
    core.application.register({
      id: MANAGEMENT_APP_ID,
      title: i18n.translate('management.app.title', { defaultMessage: 'Dashboards Management' }),
      order: 9000,
      category: DEFAULT_APP_CATEGORIES.management,
      euiIconType: 'managementApp',
      defaultPath: DEFAULT_SECTION_PATH,
      mount: lazyMount(
        core,
        () => import('./application'),
        ({ renderApp }, params, coreStart) => renderApp(params, coreStart)
      ),
    });
  }

  start() {}
}
