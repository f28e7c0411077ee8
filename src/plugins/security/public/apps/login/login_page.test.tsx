import '@testing-library/jest-dom/jest-globals';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EuiProvider } from '@elastic/eui';
import type { LoginUiConfig } from '../../../common/config';
import type { LoginButton, LoginState } from '../../../common/login_state';
import type { AccountInfo, LoginResponse } from '../../apis/security_api';
import { LoginPage, type LoginPageProps } from './login_page';
import { httpFetchError, networkFetchError } from '../../../../../core/public/mocks';
import { setPendingLoginReason } from '../../utils/storage';

const loginConfig: LoginUiConfig = {
  title: 'Log in to Dashboards',
  subtitle: 'Ask your administrator if you forgot your password.',
  showbrandimage: true,
  brandimage: '/ui/logo.svg',
  buttonstyle: 'background-color: rgb(0, 94, 184)',
};

/** The login states the server builds from its sign-in methods (sign_in_methods.test.ts checks them there). */
const button = (type: string, label: string, path: string, icon: LoginButton['icon'] = 'lock'): LoginButton => ({
  type,
  label,
  path,
  icon,
});
const CLIENTCERT: LoginButton = {
  ...button('clientcert', 'Log in with your certificate', '/auth/clientcert/login'),
  needs: 'client_certificate',
};
const OPENID = button('openid', 'Log in with single sign-on', '/auth/openid/login');
const ANONYMOUS = button('anonymous', 'Log in as anonymous', '/auth/anonymous', 'user');
const state = (form: boolean, ...buttons: LoginButton[]): LoginState => ({ form, buttons, logout: {} });

const loggedIn: LoginResponse = { username: 'alice', tenants: {}, roles: ['r'], backendroles: [] };

function httpError(status: number | undefined, message?: string) {
  return status === undefined ? networkFetchError() : httpFetchError(status, message, '/auth/login');
}

function renderPage(overrides: Partial<LoginPageProps> = {}) {
  const api = {
    login: jest.fn<LoginPageProps['api']['login']>().mockResolvedValue(loggedIn),
    getAccountInfoSafe: jest.fn<() => Promise<AccountInfo | undefined>>().mockResolvedValue(undefined),
  };
  const redirect = jest.fn<(url: string) => void>();
  const onLoggedIn = jest.fn();
  const props: LoginPageProps = {
    api,
    basePath: '/abc',
    loginConfig,
    // The form, and the certificate button where login_info says so: what a default server offers.
    loginState: state(true, CLIENTCERT),
    search: '',
    redirect,
    onLoggedIn,
    ...overrides,
  };
  render(
    <EuiProvider>
      <LoginPage {...props} />
    </EuiProvider>
  );
  return { api: props.api as typeof api, redirect, onLoggedIn };
}

async function fillIn(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('LoginPage', () => {
  it('shows the configured title, subtitle and brand image, and Username and Password fields', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Log in to Dashboards' })).toBeInTheDocument();
    expect(screen.getByText('Ask your administrator if you forgot your password.')).toBeInTheDocument();
    expect(screen.getByTestId('loginBrandImage')).toHaveAttribute('src', '/abc/ui/logo.svg');
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveStyle({ backgroundColor: 'rgb(0, 94, 184)' });
  });

  it('hides the brand image when showbrandimage is off', () => {
    renderPage({ loginConfig: { ...loginConfig, showbrandimage: false, buttonstyle: 'btn-login' } });
    expect(screen.queryByTestId('loginBrandImage')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveClass('btn-login');
  });

  it('shows the configured texts as text, never as markup', () => {
    renderPage({ loginConfig: { ...loginConfig, title: '<img src=x onerror=alert(1)>' } });
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('logs in with Enter and goes to the local nextUrl', async () => {
    const { api, redirect, onLoggedIn } = renderPage({ search: '?nextUrl=%2Fabc%2Fapp%2Fdashboards%23%2Fview%2F1' });
    const user = await fillIn('alice', 'S3cret!pw');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/abc/app/dashboards#/view/1'));
    expect(api.login).toHaveBeenCalledWith('alice', 'S3cret!pw');
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it.each([
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '%2F%5Cevil.example',
    'javascript%3Aalert(1)',
    '%2Fapp%2Fhome',
  ])('goes home instead of the nextUrl %s', async (nextUrl) => {
    const { redirect } = renderPage({ search: `?nextUrl=${nextUrl}` });
    const user = await fillIn('alice', 'S3cret!pw');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/abc/app/home'));
  });

  it("shows the server's message for wrong credentials and lets the user retry", async () => {
    const { api, redirect } = renderPage();
    api.login.mockRejectedValueOnce(httpError(401, 'Invalid username or password'));
    const user = await fillIn('alice', 'wrong');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('loginError')).toHaveTextContent('Invalid username or password');
    expect(redirect).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'S3cret!pw{Enter}');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/abc/app/home'));
  });

  it("shows the lock-out message with the server's retry time", async () => {
    const { api } = renderPage();
    api.login.mockRejectedValueOnce(httpError(429, 'Too many failed login attempts. Try again in 5 minutes.'));
    const user = await fillIn('alice', 'wrong');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('loginError')).toHaveTextContent(
      'Too many failed login attempts. Try again in 5 minutes.'
    );
  });

  it('says the server cannot be reached on a network failure', async () => {
    const { api } = renderPage();
    api.login.mockRejectedValueOnce(httpError(undefined));
    const user = await fillIn('alice', 'pw');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('loginError')).toHaveTextContent(
      'The server cannot be reached. Please try again later.'
    );
  });

  it("says the security backend is not reachable when the server's cluster is down", async () => {
    const { api } = renderPage();
    api.login.mockRejectedValueOnce(httpError(503, 'The security backend is not reachable'));
    const user = await fillIn('alice', 'pw');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('loginError')).toHaveTextContent('The security backend is not reachable');
  });

  it('asks for both fields without calling the server', async () => {
    const { api } = renderPage();
    const user = await fillIn('alice', '');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('loginError')).toHaveTextContent('Enter your username and password.');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('sends an already signed-in visitor on to the nextUrl', async () => {
    const signedIn = { data: { user_name: 'alice' } } as AccountInfo;
    const { redirect } = renderPage({
      search: '?nextUrl=%2Fabc%2Fapp%2Fdashboards',
      api: { login: jest.fn<LoginPageProps['api']['login']>(), getAccountInfoSafe: async () => signedIn },
    });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/abc/app/dashboards'));
  });

  describe('why the page is shown (?msg=)', () => {
    it.each([
      ['SESSION_EXPIRED', 'Your session has timed out. Log in again.'],
      ['LOGGED_OUT', 'You have logged out.'],
      ['PASSWORD_CHANGED', 'Your password was changed. Log in with the new password.'],
    ])('%s shows its text above the form', (msg, text) => {
      renderPage({ search: `?msg=${msg}&nextUrl=%2Fabc%2Fapp%2Fhome` });
      expect(screen.getByTestId('loginReason')).toHaveTextContent(text);
      expect(screen.getByRole('status')).toHaveTextContent(text);
    });

    it.each(['', '?msg=', '?msg=session_expired', '?msg=%3Cb%3Ehello%3C%2Fb%3E', '?msg=toString', '?msg=__proto__'])(
      'shows nothing for %j (never a text from the URL)',
      (search) => {
        renderPage({ search });
        expect(screen.queryByTestId('loginReason')).not.toBeInTheDocument();
        expect(document.body).not.toHaveTextContent('hello');
        expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
      }
    );

    it('shows a reason this tab left before coming here (log out, reload after a 401), once', () => {
      setPendingLoginReason('LOGGED_OUT');
      renderPage({ search: '?nextUrl=%2Fabc%2Fapp%2Fhome' });
      expect(screen.getByTestId('loginReason')).toHaveTextContent('You have logged out.');
      cleanup();
      renderPage({ search: '?nextUrl=%2Fabc%2Fapp%2Fhome' });
      expect(screen.queryByTestId('loginReason')).not.toBeInTheDocument();
    });

    it('ignores an unknown reason left in the tab', () => {
      setPendingLoginReason('<b>hello</b>');
      renderPage({ search: '' });
      expect(screen.queryByTestId('loginReason')).not.toBeInTheDocument();
      expect(document.body).not.toHaveTextContent('hello');
    });
  });

  it('puts the fragment the browser kept back onto the page it returns to', async () => {
    const { redirect } = renderPage({
      search: '?msg=SESSION_EXPIRED&nextUrl=%2Fabc%2Fapp%2Fsecurity%2Froles%2Fedit%2Fx%3Ffoo%3D1',
      hash: '#bar',
    });
    const user = await fillIn('alice', 'S3cret!pw');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/abc/app/security/roles/edit/x?foo=1#bar'));
  });

  describe('with several authentication types', () => {
    const options = state(true, CLIENTCERT, OPENID, ANONYMOUS);

    it('shows the form, one button per provider and the anonymous button, each keeping nextUrl with its hash', () => {
      renderPage({
        loginState: options,
        search: '?nextUrl=%2Fabc%2Fapp%2Fdashboards%3Fsecurity_tenant%3Dglobal',
        hash: '#/view/7',
      });
      expect(screen.getByLabelText('Username')).toBeInTheDocument();
      const next = encodeURIComponent('/abc/app/dashboards?security_tenant=global#/view/7');
      expect(screen.getByRole('link', { name: 'Log in with single sign-on' })).toHaveAttribute(
        'href',
        `/abc/auth/openid/login?nextUrl=${next}`
      );
      expect(screen.getByRole('link', { name: 'Log in as anonymous' })).toHaveAttribute(
        'href',
        `/abc/auth/anonymous?nextUrl=${next}`
      );
    });

    it('every control is reached with the keyboard, in order', async () => {
      renderPage({ loginState: options });
      const user = userEvent.setup();
      // The user name field has the focus on arrival; Tab goes on from there.
      const reached: string[] = [document.activeElement?.getAttribute('data-test-subj') ?? ''];
      for (let i = 0; i < 5; i++) {
        await user.tab();
        const element = document.activeElement as HTMLElement;
        reached.push(element.getAttribute('data-test-subj') ?? element.tagName);
      }
      expect(reached).toEqual(
        expect.arrayContaining(['loginUsername', 'loginPassword', 'loginSubmit', 'login-openid', 'login-anonymous'])
      );
    });

    it('without basicauth there is no form, only the provider button', () => {
      renderPage({ loginState: state(false, CLIENTCERT, OPENID) });
      expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Log in with single sign-on']);
    });

    it("says why an SSO login failed, for the server's known reasons only", () => {
      renderPage({ loginState: options, search: '?authError=openid_provider_down' });
      expect(screen.getByTestId('loginSsoError')).toHaveTextContent(
        'The identity provider cannot be reached. Please try again later.'
      );
    });

    it.each([
      [
        'saml_idp_down',
        'The identity provider cannot be reached (its SAML metadata could not be read). Please try again later.',
      ],
      [
        'saml_failed',
        'Signing in with the identity provider failed: its answer could not be verified. Please try again.',
      ],
      ['saml_expired', 'The sign-in took too long or was started in another window. Please try again.'],
    ])('says why a SAML login failed (%s)', (reason, text) => {
      renderPage({
        loginState: state(true, CLIENTCERT, button('saml', 'Log in with SAML', '/auth/saml/login')),
        search: `?authError=${reason}`,
      });
      expect(screen.getByTestId('loginSsoError')).toHaveTextContent(text);
      expect(screen.getByRole('link', { name: 'Log in with SAML' })).toHaveAttribute(
        'href',
        expect.stringContaining('/auth/saml/login?nextUrl=')
      );
    });

    it('shows no text of its own for an unknown reason (the URL is anyone’s to write)', () => {
      renderPage({ loginState: options, search: '?authError=%3Cb%3Eyou%20were%20hacked%3C%2Fb%3E' });
      expect(screen.queryByTestId('loginSsoError')).not.toBeInTheDocument();
    });
  });

  describe('with kerberos', () => {
    const kerberos = state(true, CLIENTCERT, button('kerberos', 'Log in with Kerberos', '/auth/kerberos/login'));

    it('offers "Log in with Kerberos" beside the form, which asks the server for Negotiate and comes back to nextUrl', () => {
      renderPage({ loginState: kerberos, search: '?nextUrl=%2Fabc%2Fapp%2Fdashboards' });
      expect(screen.getByRole('link', { name: 'Log in with Kerberos' })).toHaveAttribute(
        'href',
        `/abc/auth/kerberos/login?nextUrl=${encodeURIComponent('/abc/app/dashboards')}`
      );
      expect(screen.getByLabelText('Username')).toBeInTheDocument();
    });

    it('says why a Kerberos login failed', () => {
      renderPage({ loginState: kerberos, search: '?authError=kerberos_no_ticket' });
      expect(screen.getByTestId('loginSsoError')).toHaveTextContent('Your browser did not sign you in with Kerberos');
    });
  });

  describe('with a client certificate', () => {
    const withLoginInfo = (client_certificate: boolean) => ({
      login: jest.fn<LoginPageProps['api']['login']>().mockResolvedValue(loggedIn),
      getAccountInfoSafe: jest.fn<() => Promise<AccountInfo | undefined>>().mockResolvedValue(undefined),
      getLoginInfo: jest.fn(async () => ({ client_certificate })),
    });

    it('offers "Log in with your certificate" when the server verified one, beside the form', async () => {
      const api = withLoginInfo(true);
      renderPage({ api, search: '?nextUrl=%2Fabc%2Fapp%2Fdashboards%23%2Flist' });
      const button = await screen.findByRole('link', { name: 'Log in with your certificate' });
      expect(button).toHaveAttribute(
        'href',
        `/abc/auth/clientcert/login?nextUrl=${encodeURIComponent('/abc/app/dashboards#/list')}`
      );
      expect(screen.getByLabelText('Username')).toBeInTheDocument();
      expect(api.getLoginInfo).toHaveBeenCalledTimes(1);
    });

    it('offers nothing when the server did not verify one', async () => {
      const api = withLoginInfo(false);
      renderPage({ api });
      await waitFor(() => expect(api.getLoginInfo).toHaveBeenCalled());
      expect(screen.queryByRole('link', { name: 'Log in with your certificate' })).not.toBeInTheDocument();
    });

    it('says why a certificate login failed', () => {
      renderPage({ search: '?authError=clientcert_missing' });
      expect(screen.getByTestId('loginSsoError')).toHaveTextContent(
        'Your browser did not present a certificate this server trusts.'
      );
    });
  });
});
