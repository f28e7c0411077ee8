import { BehaviorSubject } from 'rxjs';
import {
  AppNavLinkStatus,
  i18n,
  lazyMount,
  type App,
  type AppMountParameters,
  type AppUnmount,
  type LazyAppMount,
  type CoreSetup,
  type CoreStart,
  type Plugin,
  type PluginInitializerContext,
} from '../../../core/public';
import type { PublicSecurityConfig } from '../common/config';
import { readSecurityBootData } from './apis/boot_data';
import { browserLocation, type BrowserLocation } from './apis/browser_location';
import { logOut } from './apis/log_out';
import { readPublicConfig } from './apis/public_config';
import { SecurityApi, type AccountInfo } from './apis/security_api';
import { setupTopNavButton } from './apps/account/account_nav_button';
import { logOutContract, loginReasonAfterLogOut } from './apps/account/log_out_control';
import { setupAlertsBell } from './apps/alerts/alerts_bell_control';
import type { DashboardsSetup } from '../../dashboards/public';
import { setupShareLinkListener, tenantShareRule } from './services/shared_link';
import { shareWithPeopleAction } from './apps/resource_access/share_action';
import {
  CUSTOM_ERROR_APP_ROUTE,
  LOGIN_APP_ROUTE,
  MISSING_ROLE_APP_ROUTE,
  SECURITY_APP_ID,
  SECURITY_PAGES,
  UPSTREAM_SECURITY_APP_ID,
  isOnRoute,
} from './apps/app_routes';
import { createAutoLogoutInterceptor } from './interceptors/auto_logout_interceptor';
import { setupSessionExpiryWarning } from './apps/session_expiry/setup_session_expiry_warning';
import { isReadOnlyUser, readOnlyAppUpdater } from './read_only';
import { appRelativePath, startSecurityAppEarlyLazily } from './apps/configuration/early_start_chunk';
import { applyStartupTenantRules } from './startup_tenant';
import { clearLoggedOut, setShouldShowTenantPopup, takeCrossPageToasts } from './utils/storage';

export const SECURITY_APP_ORDER = 8000;
/** SPEC 9 "category order 2000": the drawer group upstream's security plugin registers in. */
export const OPENSEARCH_PLUGINS_CATEGORY = Object.freeze({
  id: 'opensearch',
  // Read when the drawer draws it, in the locale loaded by then.
  get label() {
    return i18n.translate('security.app.category.openSearchPlugins', { defaultMessage: 'OpenSearch Plugins' });
  },
  order: 2000,
});

type ColorMode = 'light' | 'dark';

function colorModeOf(uiSettings: CoreStart['uiSettings']): ColorMode {
  // Read once at mount, like the shell's own apps.
  const darkMode = typeof uiSettings?.get === 'function' ? uiSettings.get<boolean>('theme:darkMode', false) : false;
  return darkMode === true ? 'dark' : 'light';
}

export class SecurityPlugin implements Plugin<void, void> {
  private readonly config: PublicSecurityConfig;
  private api?: SecurityApi;
  private accountInfo?: AccountInfo;
  private apiAccess = false;
  private stopShareLinks?: () => void;
  private stopSessionExpiryWarning?: () => void;
  /** The start-up tenant switch in flight, if any (tests wait on it). */
  startupTenantSwitch: Promise<void> = Promise.resolve();

  constructor(
    initializerContext: PluginInitializerContext,
    private readonly location: BrowserLocation = browserLocation()
  ) {
    this.config = readPublicConfig(initializerContext.config.get<Partial<PublicSecurityConfig>>());
  }

  async setup(core: CoreSetup, plugins: { dashboards?: DashboardsSetup } = {}): Promise<void> {
    const { config, location } = this;
    const api = new SecurityApi(core.http);
    this.api = api;
    const { anonymousPaths, basePath } = core.http;
    anonymousPaths.register(LOGIN_APP_ROUTE);
    anonymousPaths.register(CUSTOM_ERROR_APP_ROUTE);
    if (config.ui.autologout) {
      core.http.intercept(
        createAutoLogoutInterceptor({
          basePath,
          logoutUrl: config.auth.logout_url,
          loginPage: logOutContract(config.auth.type, config.ui.login_state.logout).toLoginPage,
          location,
        })
      );
    }
    this.registerSecurityPages(core, api);

    // Nobody is signed in on the login and error pages: asking would only collect 401s.
    const signedInPage = !anonymousPaths.isAnonymous(location.pathname);
    // Opened on a Security page: its chunks and first rows are asked for now, beside the calls below.
    const appPath = signedInPage ? appRelativePath(basePath.remove(location.pathname), SECURITY_APP_ID) : undefined;
    // The page carries the user's restapiinfo and account answers: no round trip before the apps are known.
    const boot = signedInPage ? readSecurityBootData(core.injectedMetadata) : undefined;
    const early =
      appPath === undefined ? undefined : startSecurityAppEarlyLazily(core.http, appPath, location.search, boot);
    // Without the page's answers this plugin's asks go through the early start's client too, so
    // they and the app's are one request each; with them nothing here waits for its chunk.
    const prefetched = boot ? undefined : (await early)?.prefetched;
    const setupApi = prefetched ? new SecurityApi(prefetched.wrap(core.http)) : api;
    const [apiAccess, accountInfo] = boot
      ? [boot.restapiinfo.has_api_access, boot.account]
      : signedInPage
        ? await Promise.all([setupApi.hasApiAccess(), setupApi.getAccountInfoSafe()])
        : [false, undefined];
    this.accountInfo = accountInfo;
    this.apiAccess = apiAccess;
    // Signed in again: an earlier log out of this browser no longer explains a lost session.
    if (accountInfo) clearLoggedOut();

    // Read at setup, before core loads the locale (I18nService starts after the plugins' setup):
    // the title is the locale's once core has its messages by then.
    const appTitle = i18n.translate('security.app.title', { defaultMessage: 'Security' });
    /** A Security app that no nav link advertises. */
    const registerHiddenApp = <Module>(id: string, load: () => Promise<Module>, mount: LazyAppMount<Module>) =>
      core.application.register({
        id,
        title: appTitle,
        navLinkStatus: AppNavLinkStatus.hidden,
        mount: lazyMount(core, load, mount),
      });
    if (apiAccess) {
      core.application.register({
        id: SECURITY_APP_ID,
        title: appTitle,
        order: SECURITY_APP_ORDER,
        category: OPENSEARCH_PLUGINS_CATEGORY,
        euiIconType: 'securityApp',
        mount: lazyMount(
          core,
          async () => {
            const started = await early;
            const app = await (started ? started.loadApp() : import('./apps/configuration'));
            return { app, prefetched: started?.prefetched };
          },
          ({ app, prefetched: ahead }, params, coreStart) =>
            app.renderConfigurationApp(params, coreStart, config, ahead)
        ),
      });
    } else if (signedInPage) {
      // Same id and routes, but only the refusal: /app/security/... explains itself instead of
      // "Application Not Found", and no nav link advertises what the user cannot open.
      registerHiddenApp(
        SECURITY_APP_ID,
        () => import('./apps/access_denied'),
        ({ renderAccessDeniedApp }, params, coreStart) =>
          renderAccessDeniedApp(params, coreStart, colorModeOf(coreStart.uiSettings))
      );
    }
    if (signedInPage) {
      registerHiddenApp(
        UPSTREAM_SECURITY_APP_ID,
        () => import('./apps/upstream_redirect'),
        ({ mountUpstreamRedirect }, params, coreStart) => mountUpstreamRedirect(params, coreStart.application)
      );
    }
    if (accountInfo && config.multitenancy.enabled) plugins.dashboards?.registerShareLinkRule(tenantShareRule(api));
    // Offered only on objects the server marks as owned, so it stays out of the way while sharing is off.
    if (accountInfo) plugins.dashboards?.registerShareAction(shareWithPeopleAction(core.http));
    if (accountInfo && isReadOnlyUser(accountInfo.data.roles ?? [], config.readonly_mode.roles, apiAccess)) {
      core.application.registerAppUpdater(new BehaviorSubject(readOnlyAppUpdater));
    }
  }

  async start(core: CoreStart): Promise<void> {
    const { api, accountInfo, config, location } = this;
    this.showCrossPageToasts(core);
    if (!api || !accountInfo) return;

    const page = core.http.basePath.remove(location.pathname);
    if ((accountInfo.data.roles ?? []).length === 0) {
      // SPEC 4: a user without roles can do nothing but read why and log out.
      if (!isOnRoute(page, MISSING_ROLE_APP_ROUTE)) location.href = core.http.basePath.prepend(MISSING_ROLE_APP_ROUTE);
      return;
    }
    const onSecurityPage = [LOGIN_APP_ROUTE, CUSTOM_ERROR_APP_ROUTE, MISSING_ROLE_APP_ROUTE].some((route) =>
      isOnRoute(page, route)
    );
    if (config.multitenancy.enabled && !onSecurityPage) {
      // Before the menu: the popup flag this sets is read on the menu's first render.
      this.startupTenantSwitch = applyStartupTenantRules({
        api,
        accountInfo,
        location,
        toasts: core.notifications.toasts,
      });
    }
    if (!isOnRoute(page, LOGIN_APP_ROUTE)) setupTopNavButton(core, { api, config, accountInfo });
    // Security administrators hear of alert firings on every page (the bell hides itself for others).
    if (this.apiAccess && !onSecurityPage) setupAlertsBell(core, colorModeOf(core.uiSettings));
    if (!onSecurityPage) {
      this.stopSessionExpiryWarning = setupSessionExpiryWarning(core, api, colorModeOf(core.uiSettings));
    }
    // Copied share links and embed codes carry the tenant, so the recipient sees the same objects.
    if (config.multitenancy.enabled) this.stopShareLinks = setupShareLinkListener(document, api);
  }

  stop(): void {
    this.stopShareLinks?.();
    this.stopSessionExpiryWarning?.();
  }

  /** One-time messages left by the previous page for this one (e.g. after a password change). */
  private showCrossPageToasts(core: CoreStart): void {
    const { pathname, search, hash } = this.location;
    const keys = new Set([pathname, `${pathname}${search}${hash}`, core.http.basePath.remove(pathname)]);
    for (const key of keys) {
      for (const toast of takeCrossPageToasts(key) ?? []) core.notifications.toasts.add(toast);
    }
  }

  /** The chromeless pages every visitor may need, whatever their permissions (SPEC 2.1). */
  private registerSecurityPages(core: CoreSetup, api: SecurityApi): void {
    const { config, location } = this;
    const { basePath } = core.http;
    const logOutHere = () =>
      logOut(api, {
        logoutUrl: config.auth.logout_url,
        serverBasePath: basePath.serverBasePath,
        location,
        // The session's own type (issue 23.3): only a form user comes back to this login page.
        ...loginReasonAfterLogOut(
          this.accountInfo?.data.auth_type ?? config.auth.type,
          config.ui.login_state.logout,
          'LOGGED_OUT'
        ),
      });
    /** A page without the shell's chrome, drawn in the user's color mode; its deps are read as it opens. */
    const registerPage = <Deps extends { colorMode?: ColorMode }>(
      page: Pick<App, 'id' | 'title' | 'appRoute'>,
      load: () => Promise<(params: AppMountParameters, deps: Deps) => AppUnmount>,
      deps: () => Omit<Deps, 'colorMode'>
    ) =>
      core.application.register({
        ...page,
        chromeless: true,
        navLinkStatus: AppNavLinkStatus.hidden,
        mount: lazyMount(core, load, (render, params, coreStart) => {
          // The chrome resets the title as an app opens; a page without chrome names itself.
          coreStart.chrome.docTitle.change(page.title);
          return render(params, { ...deps(), colorMode: colorModeOf(coreStart.uiSettings) } as Deps);
        }),
      });

    // Titles read at setup, as the app's (see setup).
    registerPage(
      { ...SECURITY_PAGES.login, title: i18n.translate('security.login.pageTitle', { defaultMessage: 'Log in' }) },
      async () => (await import('./apps/login')).renderLoginApp,
      () => ({
        api,
        basePath: basePath.get(),
        loginConfig: config.ui.basicauth.login,
        loginState: config.ui.login_state,
        redirect: (url: string) => (location.href = url),
        // A fresh session gets the start-up tenant rules afresh.
        onLoggedIn: () => setShouldShowTenantPopup(null),
      })
    );
    registerPage(
      {
        ...SECURITY_PAGES.customError,
        title: i18n.translate('security.customError.pageTitle', { defaultMessage: 'Error' }),
      },
      async () => (await import('./apps/customerror')).renderCustomErrorApp,
      () => ({ basePath: basePath.get(), onLogOut: logOutHere })
    );
    registerPage(
      {
        ...SECURITY_PAGES.missingRole,
        title: i18n.translate('security.noPermissions.pageTitle', { defaultMessage: 'Missing Role' }),
      },
      async () => (await import('./apps/no_permissions')).renderNoPermissionsApp,
      () => ({
        config,
        authType: this.accountInfo?.data.auth_type,
        serverBasePath: basePath.serverBasePath,
        onLogOut: logOutHere,
      })
    );
  }
}
