import { AppNavLinkStatus } from '../../application/types';
import { i18n } from '../../i18n';
import { loadIcuFormatter } from '../../i18n/icu_formatter';
import type { ColorMode } from '../types';
import type { StatusAppSetupDeps, StatusAppStartDeps } from './types';

export const STATUS_APP_ID = 'status';
export const STATUS_APP_ROUTE = '/status';

/**
 * Registers the chromeless /status app. Its UI is loaded by `import()` when opened; it renders
 * once core has started, since it needs the start contracts of http and notifications.
 */
export function registerStatusApp(
  { application, http, injectedMetadata }: StatusAppSetupDeps,
  started: Promise<StatusAppStartDeps>,
  colorMode: () => ColorMode
): void {
  application.register({
    id: STATUS_APP_ID,
    title: i18n.translate('core.status.documentTitle', { defaultMessage: 'Server Status' }),
    appRoute: STATUS_APP_ROUTE,
    chromeless: true,
    navLinkStatus: AppNavLinkStatus.hidden,
    mount: async (params) => {
      const [{ mountStatusApp }, deps] = await Promise.all([import('./mount'), started, loadIcuFormatter()]);
      return mountStatusApp(params, {
        http: deps.http,
        notifications: deps.notifications,
        chrome: deps.chrome,
        colorMode: colorMode(),
        productName: injectedMetadata.getBranding().productName,
      });
    },
  });
  // Auth plugins consult the anonymous paths before sending a visitor to the login page.
  if (injectedMetadata.getAnonymousStatusPage()) http.anonymousPaths.register(STATUS_APP_ROUTE);
}
