import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EuiProvider } from '@elastic/eui';
import type { CoreStart, HttpStart } from '../../../../../core/public';
import { ScopedHistory } from '../../../../../core/public/mocks';
import { createMemoryHistory } from 'history';
import { securityConfig } from '../account/test_fakes';
import { ConfigurationApp } from './configuration_app';
import { renderConfigurationApp } from './index';
import { ROLE_PAGES } from './panels/roles/early';
import { PrefetchedGets } from '../../apis/prefetched_gets';
import { createFakeApi, createFakeCore, createFakeMountParams, httpError, user } from './test_fakes';
import { toastAfterNavigation } from './utils/toasts';
import type { RestApiEndpoint } from '../../../common/rest_api_endpoints';

// The role pages belong to their own suite; here a stand-in shows which page the frame chose.
jest.mock('./panels/roles/role_list/role_list', () => ({
  RoleList: () => <div data-test-subj="fakeRoleList">Roles page</div>,
}));

jest.setTimeout(20_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

function setup(path: string) {
  const { api, fakeApi } = createFakeApi({ internalusers: { admin: user(), kim: user() } }, { user_name: 'admin' });
  const { core, fakeCore } = createFakeCore();
  const { history } = createFakeMountParams(path);
  render(
    <EuiProvider>
      <ConfigurationApp core={fakeCore} api={fakeApi} config={securityConfig()} history={history} />
    </EuiProvider>
  );
  return { api, core, history };
}

describe('Security app frame', () => {
  it('opens the Get started page at the app root', async () => {
    const { history } = setup('/');
    // The first test of the file pays for compiling the lazily loaded page: allow for a busy machine.
    expect(await screen.findByTestId('getStartedPage', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/getstarted');
  });

  it('opens the page an upstream fragment link names (#/users/edit/NAME), replacing the entry', async () => {
    const { history } = setup('/#/users/edit/kim');
    expect(await screen.findByTestId('internalUserEdit')).toBeInTheDocument();
    expect([history.location.pathname, history.location.hash, history.action]).toEqual([
      '/users/edit/kim',
      '',
      'REPLACE',
    ]);
    expect(history.index).toBe(0);
  });

  it('opens Get started for a fragment upstream never had', async () => {
    const { history } = setup('/#/nowhere');
    expect(await screen.findByTestId('getStartedPage')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/getstarted');
  });

  it('offers the sections in the side navigation and opens them in the app', async () => {
    const { history } = setup('/roles');
    await screen.findByTestId('fakeRoleList');
    const nav = screen.getByTestId('securitySideNav');
    expect(within(nav).getByRole('heading', { name: 'Security' })).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual([
      'Get started',
      'Authentication',
      'Roles',
      'Internal users',
      'Locked accounts',
      'Permissions',
      'Tenants',
      'Resource access',
      'Audit logs',
      'Alerts',
      'Check access',
      'Sessions',
      'API tokens',
      'History',
      'Import and export',
    ]);
    await userEvent.click(within(nav).getByRole('link', { name: 'Internal users' }));
    expect(history.location.pathname).toBe('/users');
    expect(await screen.findByTestId('internalUserList')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Internal users' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves a modified click on a section to the browser (open in a new tab)', async () => {
    const { history } = setup('/roles');
    await screen.findByTestId('fakeRoleList');
    const users = within(screen.getByTestId('securitySideNav')).getByRole('link', { name: 'Internal users' });
    expect(users).toHaveAttribute('href', '/users');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    users.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(history.location.pathname).toBe('/roles');
  });

  it('navigates on the scoped history core hands the app (a class, whose methods the router calls detached)', async () => {
    const parent = createMemoryHistory({ initialEntries: ['/app/security/roles'] });
    const scoped = new ScopedHistory(parent, '/app/security');
    const { fakeApi } = createFakeApi({ internalusers: { admin: user() } }, { user_name: 'admin' });
    const { fakeCore } = createFakeCore();
    render(
      <EuiProvider>
        <ConfigurationApp core={fakeCore} api={fakeApi} config={securityConfig()} history={scoped} />
      </EuiProvider>
    );
    await screen.findByTestId('fakeRoleList');
    await userEvent.click(within(screen.getByTestId('securitySideNav')).getByRole('link', { name: 'Internal users' }));
    expect(parent.location.pathname).toBe('/app/security/users');
    expect(await screen.findByTestId('internalUserList')).toBeInTheDocument();
  });

  it("sets breadcrumbs 'Security' › section › item and the document title per page", async () => {
    const { core, history } = setup('/users/create');
    await screen.findByTestId('internalUserEdit');
    const crumbs = core.chrome.setBreadcrumbs.mock.calls.at(-1)![0] as Array<{
      text: string;
      href?: string;
      onClick?: (e: unknown) => void;
    }>;
    expect(crumbs.map((c) => c.text)).toEqual(['Security', 'Internal users', 'Create internal user']);
    expect(crumbs[1].href).toBe('/users');
    expect(crumbs[2].href).toBeUndefined();
    expect(core.chrome.docTitle.change).toHaveBeenLastCalledWith([
      'Create internal user',
      'Internal users',
      'Security',
    ]);
    act(() => crumbs[1].onClick!({ preventDefault: () => undefined }));
    expect(history.location.pathname).toBe('/users');
  });

  it('says when no page exists at the address', async () => {
    const { history } = setup('/roles/nope/nope/nope');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('securityNotFoundBack'));
    expect(history.location.pathname).toBe('/getstarted');
  });

  it.each([
    ['/getstarted', 'getStartedPage'],
    ['/auth', 'authView'],
    ['/tenants', 'tenantsPage'],
  ])('opens %s on its own page', async (path, testSubj) => {
    const { api } = setup(path);
    Object.assign(api, {
      getSecurityConfig: jest.fn(async () => ({ dynamic: {} })),
      getTenancyConfig: jest.fn(async () => ({
        multitenancy_enabled: true,
        private_tenant_enabled: true,
        default_tenant: '',
      })),
      getCurrentTenant: jest.fn(async () => ''),
    });
    expect(await screen.findByTestId(testSubj)).toBeInTheDocument();
  });

  it('shows the toast left for a page when the app arrives on it', async () => {
    const { core, history } = setup('/roles');
    await screen.findByTestId('fakeRoleList');
    toastAfterNavigation('/users', "User 'kim' created");
    act(() => history.push('/users'));
    await waitFor(() =>
      expect(core.notifications.toasts.add).toHaveBeenCalledWith({ title: "User 'kim' created", color: 'success' })
    );
  });

  it('passes the signed-in user to the pages (its row is marked Current)', async () => {
    setup('/users');
    const badge = await screen.findByTestId('currentUserBadge');
    expect(badge.closest('tr')).toHaveTextContent('admin');
  });

  it('reports a failure to read the signed-in user and still opens the page', async () => {
    const { api, fakeApi } = createFakeApi({});
    api.getAccount.mockRejectedValueOnce(httpError(500, 'Internal error'));
    const { core, fakeCore } = createFakeCore();
    const { history } = createFakeMountParams('/users');
    render(<ConfigurationApp core={fakeCore} api={fakeApi} config={securityConfig()} history={history} />);
    expect(await screen.findByTestId('internalUserList')).toBeInTheDocument();
    expect(core.notifications.toasts.addDanger).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Could not read the signed-in user. Internal error' })
    );
  });
});

describe('a user whose REST API permissions open some endpoints only', () => {
  function setupLimited(path: string, endpoints: RestApiEndpoint[]) {
    const { fakeApi } = createFakeApi({ tenants: {} }, { user_name: 'tina', roles: ['tenant_admin'] }, endpoints);
    const { fakeCore } = createFakeCore();
    const { history } = createFakeMountParams(path);
    render(
      <EuiProvider>
        <ConfigurationApp core={fakeCore} api={fakeApi} config={securityConfig()} history={history} />
      </EuiProvider>
    );
    return { history };
  }

  it('lists only the pages they can use and lands on the first of them', async () => {
    const { history } = setupLimited('/', ['tenants']);
    const nav = await screen.findByTestId('securitySideNav');
    await waitFor(() => expect(history.location.pathname).toBe('/tenants'));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(['Tenants', 'Resource access']);
  });

  it('shows the no-permission page for a page opened by its address', async () => {
    setupLimited('/users', ['tenants']);
    expect(await screen.findByTestId('securityPageNoPermission')).toHaveTextContent('You do not have permission');
    expect(screen.queryByTestId('internalUserList')).not.toBeInTheDocument();
  });

  it('needs roles and role mappings for the role pages, every endpoint for the pages across resources', async () => {
    setupLimited('/transfer', ['roles', 'rolesmapping', 'tenants', 'internalusers']);
    expect(await screen.findByTestId('securityPageNoPermission')).toBeInTheDocument();
    const nav = screen.getByTestId('securitySideNav');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(['Roles', 'Internal users', 'Tenants', 'Resource access']);
  });
});

describe('mounting', () => {
  it('renders into the element it is given and empties it on unmount', async () => {
    const params = createFakeMountParams('/getstarted');
    const { fakeCore } = createFakeCore();
    const http = {
      get: jest.fn(async (path: string, _options?: unknown) =>
        path === '/api/v1/restapiinfo'
          ? { has_api_access: true, disabled_endpoints: {} }
          : { data: { user_name: 'admin' } }
      ),
    };
    const core = { ...fakeCore, http } as unknown as CoreStart;
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = renderConfigurationApp(params, core, securityConfig());
    });
    expect(await within(params.element).findByTestId('getStartedPage')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/configuration/account', { query: { tenants: 'current' } });
    act(() => unmount());
    expect(params.element).toBeEmptyDOMElement();
  });

  it('draws the page in its first commit when the page carried who the user is and what they may use', async () => {
    const params = createFakeMountParams('/roles');
    const { fakeCore } = createFakeCore();
    const http = { get: jest.fn(async (path: string) => ({ asked: path })) };
    const core = { ...fakeCore, http } as unknown as CoreStart;
    const prefetched = new PrefetchedGets(http as unknown as HttpStart);
    prefetched.seed('/api/v1/restapiinfo', { has_api_access: true, disabled_endpoints: {} });
    prefetched.seed('/api/v1/configuration/account', { data: { user_name: 'admin' } }, 1, { tenants: 'current' });
    // The plugin starts the page's chunk while the shell boots (early_start.ts, through the same
    // loader): it is in before the app mounts.
    await act(async () => {
      await ROLE_PAGES.roleList();
    });
    let unmount: () => void = () => undefined;
    // No promise is let to settle in between: what shows is the app's first commit.
    act(() => {
      unmount = renderConfigurationApp(params, core, securityConfig(), prefetched);
    });
    expect(within(params.element).getByTestId('fakeRoleList')).toBeInTheDocument();
    expect(within(params.element).queryByTestId('securityPageLoading')).toBeNull();
    expect(within(params.element).getByTestId('securityNav-roles')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
    act(() => unmount());
  });

  it('still asks for what the page did not carry, showing the spinner until it is in', async () => {
    const params = createFakeMountParams('/roles');
    const { fakeCore } = createFakeCore();
    const http = {
      get: jest.fn(async (path: string) =>
        path === '/api/v1/restapiinfo'
          ? { has_api_access: true, disabled_endpoints: {} }
          : { data: { user_name: 'kim' } }
      ),
    };
    const core = { ...fakeCore, http } as unknown as CoreStart;
    const prefetched = new PrefetchedGets(http as unknown as HttpStart);
    prefetched.seed('/api/v1/restapiinfo', { has_api_access: true, disabled_endpoints: {} });
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = renderConfigurationApp(params, core, securityConfig(), prefetched);
    });
    expect(within(params.element).getByTestId('securityPageLoading')).toBeInTheDocument();
    expect(await within(params.element).findByTestId('fakeRoleList')).toBeInTheDocument();
    expect(http.get.mock.calls.map(([path]) => path)).toEqual(['/api/v1/configuration/account']);
    act(() => unmount());
  });
});
