import { createMemoryHistory } from 'history';
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom, type Observable } from 'rxjs';
import {
  AppNavLinkStatus,
  AppStatus,
  type App,
  type AppMountParameters,
  type AppUnmount,
  type AppUpdater,
  type CoreSetup,
  type CoreStart,
  type HttpSetup,
  type PluginInitializerContext,
} from '../../../core/public';
import {
  HttpService,
  flushPromises,
  installFetchEnvironment,
  jsonResponse,
  type FetchMock,
} from '../../../core/public/mocks';
import type { DashboardShareAction, DashboardsSetup, ShareLinkRule } from '../../dashboards/public';
import type { PublicSecurityConfig } from '../common/config';
import type { BrowserLocation } from './apis/browser_location';
import { SECURITY_BOOT_VAR } from '../common/boot_data';
import { SecurityPlugin } from './plugin';
import {
  addCrossPageToast,
  getShouldShowTenantPopup,
  setSavedTenant,
  setShouldShowTenantPopup,
  takeCrossPageToasts,
  takePendingLoginReason,
} from './utils/storage';
import { SERVER_LOGIN_STATE } from './apps/account/test_fakes';

const setupTopNavButton = jest.fn();
jest.mock(
  './apps/account/account_nav_button',
  () => ({ setupTopNavButton: (...args: unknown[]) => setupTopNavButton(...args) }),
  {
    virtual: true,
  }
);

let fetchMock: FetchMock;
let answers: Record<string, () => Response>;

const account = (roles: string[], user_requested_tenant: string | null = '') => ({
  data: {
    user_name: 'alice',
    is_internal_user: true,
    backend_roles: [],
    roles,
    tenants: { global_tenant: true, alice: true },
    user_requested_tenant,
  },
});
const unauthorized = () =>
  jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' }, { status: 401 });

beforeEach(() => {
  fetchMock = installFetchEnvironment();
  answers = {
    '/abc/api/v1/restapiinfo': () => jsonResponse({ has_api_access: false }),
    '/abc/api/v1/configuration/account': () => jsonResponse(account(['kibana_user'])),
  };
  fetchMock.mockImplementation(async (request) =>
    (answers[new URL(request.url).pathname] ?? (() => jsonResponse({})))()
  );
  jest.spyOn(console, 'log').mockImplementation(() => {});
  setupTopNavButton.mockReset();
});
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

type FakeLocation = BrowserLocation & { reload: jest.Mock };

function fakeLocation(path: string): FakeLocation {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash, href: url.href, reload: jest.fn() };
}

async function setUp(
  path: string,
  config: Partial<PublicSecurityConfig> = {},
  plugins: { dashboards?: DashboardsSetup } = {},
  /** The page's injected vars (the server's page vars). */
  vars: Record<string, unknown> = {}
) {
  const location = fakeLocation(path);
  const http: HttpSetup = new HttpService().setup({
    injectedMetadata: { getBasePath: () => '/abc', getServerBasePath: () => '/abc', getKibanaVersion: () => '1.0.0' },
    fatalErrors: { add: jest.fn() } as never,
  });
  const apps = new Map<string, App>();
  const updaters: Array<Observable<AppUpdater>> = [];
  const toasts = { add: jest.fn(), addDanger: jest.fn() };
  const coreStart = {
    http,
    chrome: { setBreadcrumbs: jest.fn(), docTitle: { change: jest.fn(), reset: jest.fn() } },
    application: {
      navigateToApp: jest.fn(async () => undefined),
      getUrlForApp: (appId: string) => `/abc/app/${appId}`,
    },
    notifications: { toasts },
    uiSettings: { get: (_key: string, fallback: unknown) => fallback },
  } as unknown as CoreStart;
  const coreSetup = {
    http,
    application: {
      register: (app: App) => apps.set(app.id, app),
      registerAppUpdater: (updater$: Observable<AppUpdater>) => updaters.push(updater$),
    },
    injectedMetadata: { getInjectedVar: (name: string, fallback?: unknown) => vars[name] ?? fallback },
    getStartServices: async () => [coreStart, {}, undefined],
  } as unknown as CoreSetup;
  // The server sends the login state its sign-in methods declare (sign_in_methods.test.ts checks this one).
  const withLoginState = { ...config, ui: { login_state: SERVER_LOGIN_STATE, ...config.ui } };
  const context = { config: { get: () => withLoginState } } as unknown as PluginInitializerContext;
  const plugin = new SecurityPlugin(context, location);
  await plugin.setup(coreSetup, plugins);
  return { plugin, location, http, apps, updaters, toasts, coreStart, start: () => plugin.start(coreStart) };
}

function requestedPaths() {
  return fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname);
}

async function mountApp(app: App) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const params = { element, history: createMemoryHistory() } as unknown as AppMountParameters;
  let unmount: AppUnmount | undefined;
  await act(async () => {
    unmount = await app.mount(params);
  });
  return { element, unmount: () => act(() => unmount!()) };
}

describe('security browser plugin: setup', () => {
  it('registers the chromeless login, customerror and missing-role pages, hidden from navigation', async () => {
    const { apps, http } = await setUp('/abc/app/home');
    expect(apps.get('login')).toMatchObject({
      appRoute: '/app/login',
      chromeless: true,
      navLinkStatus: AppNavLinkStatus.hidden,
    });
    expect(apps.get('customerror')).toMatchObject({
      appRoute: '/app/customerror',
      chromeless: true,
      navLinkStatus: AppNavLinkStatus.hidden,
    });
    expect(apps.get('missing-role')).toMatchObject({
      appRoute: '/missing-role',
      chromeless: true,
      navLinkStatus: AppNavLinkStatus.hidden,
    });
    expect(http.anonymousPaths.isAnonymous('/abc/app/login')).toBe(true);
    expect(http.anonymousPaths.isAnonymous('/abc/app/customerror')).toBe(true);
    expect(http.anonymousPaths.isAnonymous('/abc/missing-role')).toBe(false);
  });

  it('registers no app for the account menu: its dialogs, Sessions included, open over the current app', async () => {
    answers['/abc/api/v1/configuration/account'] = () => jsonResponse(account(['kibana_user', 'kibana_read_only']));
    const { apps } = await setUp('/abc/app/home');
    expect([...apps.keys()].sort()).toEqual([
      'customerror',
      'login',
      'missing-role',
      'security',
      'security-dashboards-plugin',
    ]);
  });

  it('registers the Security admin app (order 8000, category OpenSearch Plugins of order 2000) only with API access', async () => {
    answers['/abc/api/v1/restapiinfo'] = () => jsonResponse({ has_api_access: true });
    const withAccess = await setUp('/abc/app/home');
    expect(withAccess.apps.get('security')).toMatchObject({
      title: 'Security',
      order: 8000,
      category: { id: 'opensearch', label: 'OpenSearch Plugins', order: 2000 },
    });

    answers['/abc/api/v1/restapiinfo'] = () => jsonResponse({ has_api_access: false });
    const without = (await setUp('/abc/app/home')).apps.get('security');
    expect(without).toMatchObject({ title: 'Security', navLinkStatus: AppNavLinkStatus.hidden });
    expect(without?.category).toBeUndefined();
  });

  it('without API access, /app/security says "You do not have permission" and offers the way home', async () => {
    const { apps, coreStart } = await setUp('/abc/app/security/roles');
    const { unmount } = await mountApp(apps.get('security')!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have permission' }, { timeout: 10_000 })
    ).toBeInTheDocument();
    expect(screen.queryByText('Application Not Found')).not.toBeInTheDocument();
    expect(coreStart.chrome.setBreadcrumbs).toHaveBeenCalledWith([{ text: 'Security' }]);
    const home = screen.getByRole('link', { name: 'Go to home' });
    expect(home).toHaveAttribute('href', '/abc/app/home');
    await userEvent.setup().click(home);
    expect(coreStart.application.navigateToApp).toHaveBeenCalledWith('home');
    unmount();
  });

  it('treats a failed API-access lookup as no access, and logs it', async () => {
    answers['/abc/api/v1/restapiinfo'] = () => jsonResponse({ statusCode: 500, message: 'boom' }, { status: 500 });
    const { apps } = await setUp('/abc/app/home');
    expect(apps.get('security')?.navLinkStatus).toBe(AppNavLinkStatus.hidden);
    expect(console.log).toHaveBeenCalled();
  });

  it.each([
    ['/', '#/users/edit/j%C3%BCrgen', '/users/edit/j%C3%BCrgen'],
    ['/', '#/roles/view/all_access', '/roles/view/all_access'],
    ['/', '', '/getstarted'],
    ['/roles', '', '/roles'],
  ])(
    "registers upstream's app id hidden; %s%s forwards to the Security app's %s, replacing the entry",
    async (path, hash, target) => {
      const { apps, coreStart } = await setUp('/abc/app/security-dashboards-plugin');
      const app = apps.get('security-dashboards-plugin')!;
      expect(app.navLinkStatus).toBe(AppNavLinkStatus.hidden);
      const element = document.createElement('div');
      const history = createMemoryHistory({ initialEntries: [`${path}${hash}`] });
      await act(async () => {
        await app.mount({ element, history } as unknown as AppMountParameters);
      });
      expect(coreStart.application.navigateToApp).toHaveBeenCalledWith('security', { path: target, replace: true });
    }
  );

  it('mounts the admin app lazily', async () => {
    answers['/abc/api/v1/restapiinfo'] = () => jsonResponse({ has_api_access: true });
    const { apps } = await setUp('/abc/app/home');
    answers['/abc/api/v1/configuration/account'] = () => jsonResponse(account(['all_access']));
    const { unmount } = await mountApp(apps.get('security')!);
    expect(await screen.findByRole('heading', { name: 'Security' }, { timeout: 10_000 })).toBeInTheDocument();
    unmount();
  });

  it('asks nothing about the user on the anonymous login and error pages', async () => {
    await setUp('/abc/app/login?nextUrl=%2Fabc%2Fapp%2Fhome');
    await setUp('/abc/app/customerror?type=authError');
    expect(requestedPaths()).toEqual([]);
  });

  describe("with the page's own restapiinfo and account answers (the server's page vars)", () => {
    const boot = (roles: string[], hasApiAccess: boolean) => ({
      [SECURITY_BOOT_VAR]: {
        restapiinfo: {
          user: 'User [name=carol]',
          user_name: 'carol',
          has_api_access: hasApiAccess,
          disabled_endpoints: {},
        },
        account: { data: { ...account(roles).data, user_name: 'carol' } },
      },
    });

    it('asks the server neither, and registers the apps and the account menu from them', async () => {
      const admin = await setUp('/abc/app/home', {}, {}, boot(['all_access'], true));
      expect(admin.apps.get('security')).toMatchObject({ order: 8000, category: { id: 'opensearch' } });
      const { apps, start } = await setUp(
        '/abc/app/home',
        { multitenancy: { enabled: false } as PublicSecurityConfig['multitenancy'] },
        {},
        boot(['kibana_user'], false)
      );
      expect(apps.get('security')).toMatchObject({ navLinkStatus: AppNavLinkStatus.hidden });
      await start();
      const [, deps] = setupTopNavButton.mock.calls[0] as [CoreStart, { accountInfo: { data: { user_name: string } } }];
      expect(deps.accountInfo.data.user_name).toBe('carol');
      expect(requestedPaths()).not.toContain('/abc/api/v1/restapiinfo');
      expect(requestedPaths()).not.toContain('/abc/api/v1/configuration/account');
    });

    it("answers the Security app's own first restapiinfo and account from them too", async () => {
      const { apps } = await setUp('/abc/app/security/roles', {}, {}, boot(['all_access'], true));
      expect(requestedPaths()).not.toContain('/abc/api/v1/restapiinfo');
      const { unmount } = await mountApp(apps.get('security')!);
      expect(await screen.findByRole('heading', { name: 'Security' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(requestedPaths()).not.toContain('/abc/api/v1/restapiinfo');
      expect(requestedPaths()).not.toContain('/abc/api/v1/configuration/account');
      unmount();
    });

    it('follows the read-only mode of the carried account', async () => {
      const { updaters } = await setUp('/abc/app/home', {}, {}, boot(['kibana_read_only'], false));
      expect(updaters).toHaveLength(1);
      expect(requestedPaths()).not.toContain('/abc/api/v1/configuration/account');
    });

    it('asks the server as before when what the page carries is not of the expected form', async () => {
      const broken = { [SECURITY_BOOT_VAR]: { restapiinfo: { has_api_access: 'yes' }, account: { data: {} } } };
      const { apps } = await setUp('/abc/app/home', {}, {}, broken);
      expect(requestedPaths()).toEqual(
        expect.arrayContaining(['/abc/api/v1/restapiinfo', '/abc/api/v1/configuration/account'])
      );
      expect(apps.get('security')).toMatchObject({ navLinkStatus: AppNavLinkStatus.hidden });
    });

    it('ignores it on the anonymous login page', async () => {
      const { apps } = await setUp('/abc/app/login', {}, {}, boot(['all_access'], true));
      expect(apps.has('security')).toBe(false);
      expect(requestedPaths()).toEqual([]);
    });
  });

  it('makes apps outside home, dashboards and kibana inaccessible for a read-only user', async () => {
    answers['/abc/api/v1/configuration/account'] = () => jsonResponse(account(['kibana_user', 'kibana_read_only']));
    const { updaters } = await setUp('/abc/app/home');
    expect(updaters).toHaveLength(1);
    const updater = await firstValueFrom(updaters[0]);
    expect(updater({ id: 'dashboards' } as App)).toBeUndefined();
    expect(updater({ id: 'status' } as App)).toEqual({ status: AppStatus.inaccessible });
  });

  it('follows readonly_mode.roles and lets API access win', async () => {
    answers['/abc/api/v1/configuration/account'] = () => jsonResponse(account(['viewer']));
    expect((await setUp('/abc/app/home', { readonly_mode: { roles: ['viewer'] } })).updaters).toHaveLength(1);
    expect((await setUp('/abc/app/home')).updaters).toHaveLength(0);
    answers['/abc/api/v1/restapiinfo'] = () => jsonResponse({ has_api_access: true });
    expect((await setUp('/abc/app/home', { readonly_mode: { roles: ['viewer'] } })).updaters).toHaveLength(0);
  });

  it('on a 401 with autologout on: the page reloads (basic auth leaving "session timed out" for the login page) or goes to the logout URL', async () => {
    const toLogin = await setUp('/abc/app/dashboards', { ui: { autologout: true } as PublicSecurityConfig['ui'] });
    answers['/abc/api/x'] = unauthorized;
    void toLogin.http.get('/api/x');
    await flushPromises();
    expect(toLogin.location.reload).toHaveBeenCalledTimes(1);
    expect(takePendingLoginReason()).toBe('SESSION_EXPIRED');

    const reloading = await setUp('/abc/app/dashboards', {
      ui: { autologout: true } as PublicSecurityConfig['ui'],
      auth: { type: 'jwt', logout_url: '' },
    });
    void reloading.http.get('/api/x');
    await flushPromises();
    expect(reloading.location.reload).toHaveBeenCalledTimes(1);

    const leaving = await setUp('/abc/app/dashboards', {
      ui: { autologout: true } as PublicSecurityConfig['ui'],
      auth: { type: 'openid', logout_url: 'https://idp.example/logout' },
    });
    void leaving.http.get('/api/x');
    await flushPromises();
    expect(leaving.location.href).toBe('https://idp.example/logout');
  });

  it('leaves 401s to their callers when autologout is off', async () => {
    const { http, location } = await setUp('/abc/app/dashboards', {
      ui: { autologout: false } as PublicSecurityConfig['ui'],
    });
    answers['/abc/api/x'] = unauthorized;
    await expect(http.get('/api/x')).rejects.toBeDefined();
    expect(location.reload).not.toHaveBeenCalled();
  });
});

describe('security browser plugin: start', () => {
  it('sends a user without roles to /missing-role, once', async () => {
    answers['/abc/api/v1/configuration/account'] = () => jsonResponse(account([]));
    const home = await setUp('/abc/app/home');
    await home.start();
    expect(home.location.href).toBe('/abc/missing-role');
    expect(setupTopNavButton).not.toHaveBeenCalled();

    const already = await setUp('/abc/missing-role');
    await already.start();
    expect(already.location.href).toBe('http://localhost/abc/missing-role');
  });

  it('sets up the account menu with the api, the config and the account info', async () => {
    const { start, coreStart } = await setUp('/abc/app/home', {
      multitenancy: { enabled: false } as PublicSecurityConfig['multitenancy'],
    });
    await start();
    expect(setupTopNavButton).toHaveBeenCalledTimes(1);
    const [core, deps] = setupTopNavButton.mock.calls[0] as [CoreStart, Record<string, unknown>];
    expect(core).toBe(coreStart);
    expect(deps.accountInfo).toEqual(account(['kibana_user']));
    expect(deps.config).toMatchObject({ auth: { type: 'basicauth' } });
    expect(typeof (deps.api as { logout: unknown }).logout).toBe('function');
  });

  it('sets up no account menu without account info or on the login page', async () => {
    answers['/abc/api/v1/configuration/account'] = unauthorized;
    await (await setUp('/abc/app/home', { ui: { autologout: false } as PublicSecurityConfig['ui'] })).start();
    await (await setUp('/abc/app/login')).start();
    expect(setupTopNavButton).not.toHaveBeenCalled();
  });

  it('shows the one-time toasts left for this page, once', async () => {
    addCrossPageToast('/abc/app/home', { title: 'Password changed', color: 'success' });
    addCrossPageToast('/abc/app/other', { title: 'Not here' });
    const { start, toasts } = await setUp('/abc/app/home');
    await start();
    expect(toasts.add).toHaveBeenCalledTimes(1);
    expect(toasts.add).toHaveBeenCalledWith({ title: 'Password changed', color: 'success' });
    expect(takeCrossPageToasts('/abc/app/home')).toEqual([]);
    expect(takeCrossPageToasts('/abc/app/other')).toEqual([{ title: 'Not here' }]);
  });

  it('shows toasts on the login page too (e.g. after a password reset logged the user out)', async () => {
    addCrossPageToast('/abc/app/login', { title: 'Log in with your new password.', color: 'success' });
    const { start, toasts } = await setUp('/abc/app/login?nextUrl=%2Fabc%2Fapp%2Fhome');
    await start();
    expect(toasts.add).toHaveBeenCalledWith({ title: 'Log in with your new password.', color: 'success' });
  });

  it('with multitenancy and no saved tenant, raises the popup flag before the menu first renders', async () => {
    let flagAtMenuSetup: boolean | null | undefined;
    setupTopNavButton.mockImplementation(() => (flagAtMenuSetup = getShouldShowTenantPopup()));
    const { start } = await setUp('/abc/app/home', {
      multitenancy: { enabled: true } as PublicSecurityConfig['multitenancy'],
    });
    await start();
    expect(flagAtMenuSetup).toBe(true);
  });

  it("adds the tenant to the link the dashboards' share button copies (SPEC 5), asking for it once", async () => {
    answers['/abc/api/v1/multitenancy/tenant'] = () => jsonResponse('team x');
    const rules: ShareLinkRule[] = [];
    await setUp(
      '/abc/app/dashboards',
      { multitenancy: { enabled: true } as PublicSecurityConfig['multitenancy'] },
      { dashboards: { registerShareLinkRule: (rule) => rules.push(rule), registerShareAction: () => undefined } }
    );
    expect(rules).toHaveLength(1);
    expect(await rules[0]('http://h/abc/app/dashboards/view/a')).toBe(
      'http://h/abc/app/dashboards/view/a?security_tenant=team%20x'
    );
    expect(await rules[0]('http://h/abc/app/dashboards/view/b#x')).toBe(
      'http://h/abc/app/dashboards/view/b?security_tenant=team%20x#x'
    );
    expect(requestedPaths().filter((p) => p === '/abc/api/v1/multitenancy/tenant')).toHaveLength(1);
  });

  it('registers "Share with people…" in the dashboards\' Share menu for a signed-in user, multitenancy or not', async () => {
    const actions: DashboardShareAction[] = [];
    await setUp(
      '/abc/app/dashboards',
      { multitenancy: { enabled: false } as PublicSecurityConfig['multitenancy'] },
      { dashboards: { registerShareLinkRule: () => undefined, registerShareAction: (action) => actions.push(action) } }
    );
    expect(actions.map((action) => action.label)).toEqual(['Share with people…']);
    // Nobody signed in (the login page): nothing to share.
    const none: DashboardShareAction[] = [];
    await setUp(
      '/abc/app/login',
      {},
      {
        dashboards: { registerShareLinkRule: () => undefined, registerShareAction: (action) => none.push(action) },
      }
    );
    expect(none).toHaveLength(0);
  });

  it('registers no share link rule when multitenancy is off', async () => {
    const rules: ShareLinkRule[] = [];
    await setUp(
      '/abc/app/dashboards',
      { multitenancy: { enabled: false } as PublicSecurityConfig['multitenancy'] },
      { dashboards: { registerShareLinkRule: (rule) => rules.push(rule), registerShareAction: () => undefined } }
    );
    expect(rules).toHaveLength(0);
  });

  it('leaves the tenant alone when multitenancy is off', async () => {
    setSavedTenant('__user__');
    const { start } = await setUp('/abc/app/home', {
      multitenancy: { enabled: false } as PublicSecurityConfig['multitenancy'],
    });
    await start();
    expect(getShouldShowTenantPopup()).toBeNull();
    expect(requestedPaths()).not.toContain('/abc/api/v1/multitenancy/tenant');
  });

  it("switches silently to the saved tenant, and says 'Failed to switch to Private tenant.' when that fails", async () => {
    setSavedTenant('__user__');
    answers['/abc/api/v1/multitenancy/tenant'] = () =>
      jsonResponse({ statusCode: 403, message: 'No access' }, { status: 403 });
    const { plugin, start, toasts, location } = await setUp('/abc/app/home', {
      multitenancy: { enabled: true } as PublicSecurityConfig['multitenancy'],
    });
    await start();
    await plugin.startupTenantSwitch;
    expect(toasts.addDanger).toHaveBeenCalledWith({ title: 'Failed to switch to Private tenant.' });
    expect(location.reload).not.toHaveBeenCalled();
    expect(getShouldShowTenantPopup()).toBeNull();
  });

  it('selects the tenant named in the URL and reloads, without a popup', async () => {
    answers['/abc/api/v1/multitenancy/tenant'] = () => jsonResponse('__user__');
    const { plugin, start, location } = await setUp('/abc/app/dashboards?security_tenant=private', {
      multitenancy: { enabled: true } as PublicSecurityConfig['multitenancy'],
    });
    await start();
    await plugin.startupTenantSwitch;
    const request = fetchMock.mock.calls.map(([r]) => r).find((r) => r.url.endsWith('/api/v1/multitenancy/tenant'))!;
    expect(await request.json()).toEqual({ tenant: '__user__', username: 'alice' });
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(getShouldShowTenantPopup()).toBe(false);
  });
});

describe('security browser plugin: pages', () => {
  it('mounts the login page, logs in and leaves for home', async () => {
    setShouldShowTenantPopup(false);
    answers['/abc/auth/login'] = () => jsonResponse({ username: 'alice', tenants: {}, roles: ['r'], backendroles: [] });
    answers['/abc/api/v1/configuration/account'] = unauthorized;
    const { apps, location } = await setUp('/abc/app/login', {
      ui: { basicauth: { login: { title: 'Welcome' } } } as PublicSecurityConfig['ui'],
    });
    await mountApp(apps.get('login')!);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'S3cret!pw{Enter}');
    await waitFor(() => expect(location.href).toBe('/abc/app/home'));
    // A new session gets the start-up tenant rules afresh.
    expect(getShouldShowTenantPopup()).toBeNull();
  });

  it('mounts the missing-role page, whose Log out goes to the server base path and the login page then says so', async () => {
    answers['/abc/auth/logout'] = () => jsonResponse({ redirectURL: '/abc' });
    answers['/abc/api/v1/configuration/account'] = () => jsonResponse(account([]));
    const { apps, location } = await setUp('/abc/missing-role');
    await mountApp(apps.get('missing-role')!);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.href).toBe('/abc'));
    expect(takePendingLoginReason()).toBe('LOGGED_OUT');
    expect(requestedPaths()).toContain('/abc/auth/logout');
  });

  it('mounts the missing-role page with the whole configuration: basicauth logs out via the API to auth.logout_url', async () => {
    answers['/abc/auth/logout'] = () => jsonResponse({ redirectURL: '/abc/app/login' });
    answers['/abc/api/v1/configuration/account'] = () => jsonResponse(account([]));
    const { apps, location } = await setUp('/abc/missing-role', {
      auth: { type: 'basicauth', logout_url: 'https://sso.example/bye' },
    });
    await mountApp(apps.get('missing-role')!);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.href).toBe('https://sso.example/bye'));
    expect(requestedPaths()).toContain('/abc/auth/logout');
  });

  it.each(['openid', 'saml'] as const)(
    'shows the %s log-out link to /auth/logout under the server base path on the missing-role page',
    async (type) => {
      answers['/abc/api/v1/configuration/account'] = () => jsonResponse(account([]));
      const { apps } = await setUp('/abc/missing-role', { auth: { type, logout_url: '' } });
      await mountApp(apps.get('missing-role')!);
      expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/abc/auth/logout');
      expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    }
  );

  it('shows no log-out control on the missing-role page with proxy authentication', async () => {
    answers['/abc/api/v1/configuration/account'] = () => jsonResponse(account([]));
    const { apps } = await setUp('/abc/missing-role', { auth: { type: 'proxy', logout_url: '' } });
    await mountApp(apps.get('missing-role')!);
    expect(screen.getByRole('heading', { name: 'Missing Role' })).toBeInTheDocument();
    expect(screen.queryByText('Log out')).toBeNull();
  });

  it('mounts the custom error page', async () => {
    const { apps } = await setUp('/abc/app/customerror');
    const app = apps.get('customerror')!;
    const element = document.createElement('div');
    document.body.appendChild(element);
    const params = {
      element,
      history: { location: { pathname: '/', search: '?type=authError', hash: '' } },
    } as unknown as AppMountParameters;
    await act(async () => {
      await app.mount(params);
    });
    expect(screen.getByRole('heading', { name: 'Authentication error' })).toBeInTheDocument();
  });
});
