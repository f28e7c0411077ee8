import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChromeNavControl, CoreStart } from '../../../../../core/public';
import {
  getShouldShowTenantPopup,
  setShouldShowTenantPopup,
  takeCrossPageToasts,
  takePendingLoginReason,
} from '../../utils/storage';
import { setupTopNavButton } from './account_nav_button';
import { session } from '../sessions/test_fakes';
import { accountInfo, fakeApi, fakeLocation, securityConfig } from './test_fakes';
import type { AccountInfo } from './types';

// EUI's test build swaps focus traps for plain divs, so nothing would move focus or close on
// Escape. The popover and modal come from the real build here, to test what keyboard users get.
jest.mock('@elastic/eui', () => {
  const real = jest.requireActual<Record<string, unknown>>('../../../../../../node_modules/@elastic/eui/lib');
  return {
    ...jest.requireActual<Record<string, unknown>>('@elastic/eui'),
    EuiPopover: real.EuiPopover,
    EuiModal: real.EuiModal,
    EuiFlyout: real.EuiFlyout,
  };
});
// The account menu's popover, fetched with its first opening (core's LazyPopover), from there too.
jest.mock('@elastic/eui/src/components/popover/popover', () =>
  jest.requireActual('../../../../../../node_modules/@elastic/eui/lib/components/popover/popover')
);

let unmount: (() => void) | undefined;
// jsdom cannot follow links; the tests read hrefs instead.
const stopNavigation = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.removeEventListener('click', stopNavigation);
  document.body.innerHTML = '';
  window.sessionStorage.clear();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

function fakeCore(serverBasePath = '/base') {
  const registerRight = jest.fn<(control: ChromeNavControl) => void>();
  // The own-sessions API as the server answers it: this session and one elsewhere; no second factor yet.
  const http = {
    basePath: { serverBasePath },
    get: jest.fn(async (path: string, _options?: unknown): Promise<unknown> => {
      if (path === '/api/v1/account/mfa') return { methods: [], recovery_codes_left: 0, required: false };
      if (path === '/api/v1/account/mfa/webauthn') return { keys: [] };
      return {
        total: 2,
        sessions: [session(1, { user: 'kim', current: true }), session(2, { user: 'kim' })],
      };
    }),
    delete: jest.fn(async (_path: string) => ({ revoked: 1 })),
  };
  const toasts = { addSuccess: jest.fn() };
  const core = {
    chrome: { navControls: { registerRight } },
    http,
    notifications: { toasts },
    uiSettings: { get: jest.fn(() => false) },
  } as unknown as CoreStart;
  return { core, registerRight, http, toasts };
}

function setup({
  info = accountInfo(),
  config = securityConfig(),
  api = fakeApi(info),
  serverBasePath = '/base',
}: {
  info?: AccountInfo;
  config?: ReturnType<typeof securityConfig>;
  api?: ReturnType<typeof fakeApi>;
  serverBasePath?: string;
} = {}) {
  const { core, registerRight, http, toasts } = fakeCore(serverBasePath);
  const location = fakeLocation();
  setupTopNavButton(core, { api, config, accountInfo: info, location });
  const [control] = registerRight.mock.calls[0];
  const element = document.createElement('div');
  document.body.appendChild(element);
  act(() => {
    unmount = control.mount(element);
  });
  return { api, location, control, element, http, toasts };
}

const avatar = () => screen.getByRole('button', { name: 'Account menu' });
async function openMenu() {
  await userEvent.click(avatar());
  return screen.findByTestId('account-popover-panel');
}

describe('account nav button', () => {
  it('registers on the right of the header at order 2000 and cleans up on unmount', () => {
    const { control, element } = setup();
    expect(control.order).toBe(2000);
    expect(avatar()).toHaveAttribute('data-test-subj', 'account-popover');
    act(() => unmount?.());
    unmount = undefined;
    expect(element).toBeEmptyDOMElement();
  });

  it('shows the user name, the current tenant and the menu, at most 256 px wide', async () => {
    setup();
    const panel = await openMenu();
    expect(within(panel).getByTestId('account-username')).toHaveTextContent('kim');
    expect(within(panel).getByTestId('account-current-tenant')).toHaveTextContent(/^Global$/);
    for (const name of ['View roles and identities', 'Switch tenants', 'Reset password', 'Log out']) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(panel).toHaveStyle({ maxWidth: '256px' });
  });

  it.each([
    ['__user__', 'Private'],
    ['finance', 'finance'],
  ])('labels the current tenant %j as %j', async (tenant, label) => {
    setup({ info: accountInfo({ user_requested_tenant: tenant }) });
    const panel = await openMenu();
    expect(within(panel).getByTestId('account-current-tenant')).toHaveTextContent(new RegExp(`^${label}$`));
  });

  it('shows a hostile user or tenant name as text, never as markup', async () => {
    const name = '<img src=x onerror="alert(1)">';
    setup({ info: accountInfo({ user_name: name, user_requested_tenant: '<b>t</b>' }) });
    const panel = await openMenu();
    expect(within(panel).getByTestId('account-username')).toHaveTextContent(name);
    expect(within(panel).getByTestId('account-current-tenant')).toHaveTextContent('<b>t</b>');
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('keeps the menu in its order with Sessions before Log out; Sessions opens Your sessions over the current page', async () => {
    const { http, toasts, location } = setup();
    const panel = await openMenu();
    const items = within(panel)
      .getAllByRole('button')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'View roles and identities',
      'Switch tenants',
      'Reset password',
      'Sessions',
      'Two-step verification',
      'API tokens',
      'Language',
      'Log out',
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Sessions' }));
    await waitFor(() => expect(screen.queryByTestId('account-popover-panel')).not.toBeInTheDocument());
    const flyout = await screen.findByRole('dialog', { name: 'Your sessions' });
    // The sessions client's code loads with its first call.
    await waitFor(() =>
      expect(http.get).toHaveBeenCalledWith('/api/v1/account/sessions', { query: { page: 1, per_page: 20 } })
    );
    expect(location.href).toBe('http://localhost/app/home');
    await userEvent.click(await within(flyout).findByTestId('revokeSession'));
    const modal = await screen.findByTestId('revokeSessionsModal');
    await userEvent.click(within(modal).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith('/api/v1/account/sessions/id-0000000000000000002'));
    await waitFor(() =>
      expect(toasts.addSuccess).toHaveBeenCalledWith({
        title: '1 session revoked.',
        'data-test-subj': 'sessionsRevoked',
      })
    );
  });

  it('offers Reset password to internal users only', async () => {
    setup({ info: accountInfo({ is_internal_user: false }) });
    const panel = await openMenu();
    expect(within(panel).queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    // Two-step verification (with the security keys) is kept for internal users only, too.
    expect(within(panel).queryByRole('button', { name: 'Two-step verification' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Switch tenants' })).toBeInTheDocument();
  });

  it("lists the user's own security keys in Two-step verification, with no menu item of their own", async () => {
    const { http } = setup();
    const panel = await openMenu();
    expect(within(panel).queryByRole('button', { name: 'Security keys' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Two-step verification' }));
    const flyout = await screen.findByRole('dialog', { name: 'Two-step verification' });
    const keys = within(flyout).getByRole('region', { name: 'Security keys' });
    expect(await within(keys).findByTestId('webAuthnKeysPanel')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/api/v1/account/mfa/webauthn');
    expect(within(keys).getByRole('button', { name: 'Add a security key' })).toBeInTheDocument();
  });

  it.each(['openid', 'saml'] as const)('logs %s users out through a link to the server logout path', async (type) => {
    const { api } = setup({ config: securityConfig({ auth: { type } }) });
    setShouldShowTenantPopup(false);
    const panel = await openMenu();
    const link = within(panel).getByRole('link', { name: 'Log out' });
    expect(link).toHaveAttribute('href', '/base/auth/logout');
    await userEvent.click(link);
    expect(getShouldShowTenantPopup()).toBeNull();
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('with several types configured, the way this user logged in decides the log-out control', async () => {
    setup({
      config: securityConfig({ auth: { type: 'basicauth', types: ['basicauth', 'openid'] } }),
      info: accountInfo({ is_internal_user: false, auth_type: 'openid' }),
    });
    const panel = await openMenu();
    expect(within(panel).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/base/auth/logout');
    expect(within(panel).queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('with several types configured, a password user logging out leaves "logged out" for the login page', async () => {
    const { location } = setup({
      config: securityConfig({ auth: { type: 'openid', types: ['openid', 'basicauth'] } }),
      info: accountInfo({ auth_type: 'basicauth' }),
    });
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.href).toBe('/base'));
    expect(takePendingLoginReason()).toBe('LOGGED_OUT');
  });

  it('shows no log-out control with proxy authentication', async () => {
    setup({ config: securityConfig({ auth: { type: 'proxy' } }) });
    const panel = await openMenu();
    expect(within(panel).queryByText('Log out')).not.toBeInTheDocument();
  });

  it.each(['basicauth', 'jwt'] as const)(
    'logs %s users out by the logout call, clearing the popup flag first, then goes to the configured logout URL',
    async (type) => {
      const api = fakeApi();
      let flagDuringCall: boolean | null | undefined;
      api.logout.mockImplementation(async () => {
        flagDuringCall = getShouldShowTenantPopup();
        return { redirectURL: '/from-server' };
      });
      const { location } = setup({
        api,
        config: securityConfig({ auth: { type, logout_url: 'https://sso.example/bye' } }),
      });
      setShouldShowTenantPopup(false);
      const panel = await openMenu();
      await userEvent.click(within(panel).getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(location.href).toBe('https://sso.example/bye'));
      expect(flagDuringCall).toBeNull();
    }
  );

  it('without a logout URL, basic auth goes to the server base path leaving "logged out" for the login page, whatever the server answers', async () => {
    const api = fakeApi();
    api.logout.mockResolvedValue({ redirectURL: '/base/app/login' });
    const { location } = setup({ api });
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(api.logout).toHaveBeenCalled());
    await waitFor(() => expect(location.href).toBe('/base'));
    expect(takePendingLoginReason()).toBe('LOGGED_OUT');
  });

  it('goes there even when the logout call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    api.logout.mockRejectedValue(new Error('gone'));
    const { location } = setup({ api });
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.href).toBe('/base'));
    expect(takePendingLoginReason()).toBe('LOGGED_OUT');
  });

  it.each([
    ['/base', '/base'],
    ['', '/'],
  ])('without a logout URL, jwt (no login page of its own) goes to the server base path %j', async (base, href) => {
    const config = securityConfig({ auth: { type: 'jwt', logout_url: '' } });
    const { location } = setup({ config, serverBasePath: base });
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.href).toBe(href));
  });

  it("basic auth without a base path goes to '/', leaving 'logged out' for the login page", async () => {
    const { location } = setup({ serverBasePath: '' });
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location.href).toBe('/'));
    expect(takePendingLoginReason()).toBe('LOGGED_OUT');
  });

  it('opens the tenant modal on first render when the popup flag is set, and resets the flag', async () => {
    setShouldShowTenantPopup(true);
    setup();
    // The modal is a lazy chunk: under a busy run its import can take longer than findBy's default second.
    expect(await screen.findByRole('dialog', { name: 'Select your tenant' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(getShouldShowTenantPopup()).toBe(false);
  });

  it.each([false, null])('does not open the tenant modal when the flag is %p', (flag) => {
    setShouldShowTenantPopup(flag);
    setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reloads the page after switching tenants', async () => {
    const { api, location } = setup();
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Switch tenants' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Private' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.reload).toHaveBeenCalled());
    expect(api.selectTenant).toHaveBeenCalledWith('__user__', 'kim');
    expect(screen.queryByTestId('tenant-switch-modal')).not.toBeInTheDocument();
    // The reloaded page confirms the switch (issue 44).
    const here = new URL(location.href, window.location.href);
    expect(takeCrossPageToasts(`${here.pathname}${here.search}${here.hash}`)).toEqual([
      { title: 'You are now in the Private tenant.', color: 'success' },
    ]);
  });

  it('logs out after a successful password reset', async () => {
    const { api, location } = setup();
    await userEvent.click(within(await openMenu()).getByRole('button', { name: 'Reset password' }));
    await userEvent.type(await screen.findByLabelText('Current password'), 'Old-pass1');
    await userEvent.type(screen.getByLabelText('New password'), 'New-pass1!');
    await userEvent.type(screen.getByLabelText('Re-enter new password'), 'New-pass1!');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    // The login page then says why the user has to log in again.
    await waitFor(() => expect(location.href).toBe('/base'));
    expect(takePendingLoginReason()).toBe('PASSWORD_CHANGED');
    expect(api.logout).toHaveBeenCalled();
  });

  describe('keyboard', () => {
    it('opens and closes the menu with the keyboard, focus back on the avatar', async () => {
      setup();
      avatar().focus();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByTestId('account-popover-panel')).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByTestId('account-popover-panel')).not.toBeInTheDocument());
      await waitFor(() => expect(avatar()).toHaveFocus());
    });

    it.each([
      ['View roles and identities', 'Roles (2)'],
      ['Switch tenants', 'Select your tenant'],
      ['Reset password', 'Reset password for "kim"'],
      ['Sessions', 'Your sessions'],
    ])('opens %j with the keyboard, closes it with Escape and returns focus to the avatar', async (item, heading) => {
      setup();
      avatar().focus();
      await userEvent.keyboard('{Enter}');
      const panel = await screen.findByTestId('account-popover-panel');
      within(panel).getByRole('button', { name: item }).focus();
      await userEvent.keyboard('{Enter}');
      // The item's dialog, found by its heading: the menu is a dialog too, and under a busy run it is
      // still open when the item's dialog is first looked for; that dialog may open on its loading
      // line (a lazy part), whose import can take longer than findBy's default second.
      const title = await screen.findByRole('heading', { name: heading }, { timeout: 15_000 });
      const dialog = title.closest<HTMLElement>('[role="dialog"]');
      if (!dialog) throw new Error(`the heading ${heading} is in no dialog`);
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(avatar()).toHaveFocus());
    });
  });
});
