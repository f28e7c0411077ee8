import { AppNavLinkStatus } from '../application/types';
import { i18n } from '../i18n';
import { loadIcuFormatter } from '../i18n/icu_formatter';
import type { ColorMode, CoreAppSetupDeps, CoreAppStartDeps } from './types';
import { ERROR_APP_ROUTE, watchUrlOverflow } from './url_overflow';
import { registerStatusApp } from './status/register_status_app';
import type { StatusAppSetupDeps, StatusAppStartDeps } from './status/types';

export const HOME_APP_ID = 'home';
export const ERROR_APP_ID = 'error';

export type CoreAppSetup = CoreAppSetupDeps & StatusAppSetupDeps;
export type CoreAppStart = CoreAppStartDeps & StatusAppStartDeps;

/**
 * The apps the shell itself provides (home, the error page, /status) and the URL length guard.
 * Each app's UI is behind `import()` so it becomes its own chunk, loaded only when opened.
 */
export class CoreApp {
  private resolveStart!: (deps: CoreAppStart) => void;
  // Apps are registered during setup but can only render with start contracts, which may
  // arrive after the application service already tries to mount the current app.
  private readonly started = new Promise<CoreAppStart>((resolve) => {
    this.resolveStart = resolve;
  });
  private stopUrlOverflow?: () => void;

  setup({ application, http, injectedMetadata }: CoreAppSetup): void {
    const colorMode = (): ColorMode => (injectedMetadata.getTheme().darkMode ? 'dark' : 'light');

    application.register({
      id: HOME_APP_ID,
      title: i18n.translate('core.home.pageTitle', { defaultMessage: 'Home' }),
      appRoute: `/app/${HOME_APP_ID}`,
      euiIconType: 'home',
      // The drawer pins its own Home link; a second one among the apps would repeat it.
      navLinkStatus: AppNavLinkStatus.hidden,
      mount: async (params) => {
        const [{ mountHomeApp }, { application: applicationStart, chrome }] = await Promise.all([
          import('./apps/home/mount'),
          this.started,
        ]);
        return mountHomeApp(params, {
          application: applicationStart,
          chrome,
          colorMode: colorMode(),
          branding: injectedMetadata.getBranding?.(),
        });
      },
    });

    application.register({
      id: ERROR_APP_ID,
      title: i18n.translate('core.application.errorAppTitle', { defaultMessage: 'App Error' }),
      navLinkStatus: AppNavLinkStatus.hidden,
      appRoute: ERROR_APP_ROUTE,
      mount: async (params) => {
        const [{ mountErrorApp }] = await Promise.all([import('./apps/error/mount'), loadIcuFormatter()]);
        return mountErrorApp(params, { basePath: http.basePath, colorMode: colorMode() });
      },
    });

    registerStatusApp({ application, http, injectedMetadata }, this.started, colorMode);
  }

  start(deps: CoreAppStart): void {
    this.resolveStart(deps);
    this.stopUrlOverflow = watchUrlOverflow({
      history: deps.application.history,
      basePath: deps.http.basePath,
      toasts: deps.notifications.toasts,
      uiSettings: deps.uiSettings,
    });
  }

  stop(): void {
    this.stopUrlOverflow?.();
    this.stopUrlOverflow = undefined;
  }
}
