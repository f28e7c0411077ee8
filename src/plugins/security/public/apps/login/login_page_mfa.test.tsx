import '@testing-library/jest-dom/jest-globals';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginUiConfig } from '../../../common/config';
import type { AccountInfo, LoginResponse } from '../../apis/security_api';
import { httpFetchError } from '../../../../../core/public/mocks';
import { LoginPage, type LoginPageProps } from './login_page';

const loginConfig: LoginUiConfig = {
  title: 'Log in',
  subtitle: '',
  showbrandimage: false,
  brandimage: '',
  buttonstyle: '',
};
const loggedIn: LoginResponse = { username: 'kirk', tenants: {}, roles: [], backendroles: [] };

function renderPage(step: Record<string, unknown>) {
  const api = {
    login: jest.fn<(u: string, p: string) => Promise<unknown>>().mockResolvedValue(step),
    getAccountInfoSafe: jest.fn<() => Promise<AccountInfo | undefined>>().mockResolvedValue(undefined),
    loginWithCode: jest.fn<(code: string) => Promise<LoginResponse>>().mockResolvedValue(loggedIn),
    loginWithSecurityKey: jest.fn<() => Promise<LoginResponse>>().mockResolvedValue(loggedIn),
    startTotp: jest
      .fn<() => Promise<{ secret: string; otpauth_url: string }>>()
      .mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x:kirk?secret=JBSWY3DPEHPK3PXP' }),
    confirmTotp: jest
      .fn<(code: string) => Promise<{ recovery_codes: string[] }>>()
      .mockResolvedValue({ recovery_codes: ['aaaaa-bbbbb', 'ccccc-ddddd'] }),
  };
  const redirect = jest.fn<(url: string) => void>();
  render(
    <LoginPage
      api={api as unknown as LoginPageProps['api']}
      basePath=""
      loginConfig={loginConfig}
      search="?nextUrl=%2Fapp%2Fsecurity"
      redirect={redirect}
    />
  );
  return { api, redirect };
}

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'kirk');
  await user.type(screen.getByLabelText('Password'), 'Ent3rprise!ncc');
  await user.keyboard('{Enter}');
  return user;
}

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('LoginPage second factor', () => {
  it('asks for the 6-digit code after the password, then goes on', async () => {
    const { api, redirect } = renderPage({ mfa_required: true, methods: ['totp'] });
    const user = await passwordStep();
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const field = screen.getByLabelText('Verification code');
    expect(field).toHaveFocus();
    await user.type(field, '123456{Enter}');
    expect(api.loginWithCode).toHaveBeenCalledWith('123456');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/app/security'));
  });

  it('says when the code is wrong, and switches to a recovery code from the keyboard', async () => {
    const { api, redirect } = renderPage({ mfa_required: true, methods: ['totp'] });
    api.loginWithCode.mockRejectedValueOnce(
      httpFetchError(401, 'The verification code is not valid.', '/auth/login/mfa')
    );
    const user = await passwordStep();
    await user.type(await screen.findByLabelText('Verification code'), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is not valid.');
    expect(redirect).not.toHaveBeenCalled();
    const link = screen.getByRole('button', { name: 'Use a recovery code' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Enter one of your recovery codes.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), 'aaaaa-bbbbb{Enter}');
    expect(api.loginWithCode).toHaveBeenLastCalledWith('aaaaa-bbbbb');
    await waitFor(() => expect(redirect).toHaveBeenCalled());
  });

  it('starts at the security key for a user who has only a key; a cancelled prompt can be tried again', async () => {
    const { api, redirect } = renderPage({ mfa_required: true, methods: ['webauthn'] });
    const cancelled = Object.assign(new Error('The operation either timed out or was not allowed.'), {
      name: 'NotAllowedError',
    });
    api.loginWithSecurityKey.mockRejectedValueOnce(cancelled);
    const user = await passwordStep();
    expect(await screen.findByText('Use your security key or passkey to confirm it is you.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a security key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The security key prompt was cancelled or timed out.');
    expect(redirect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use a security key' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/app/security'));
    expect(api.loginWithSecurityKey).toHaveBeenCalledTimes(2);
    expect(api.loginWithCode).not.toHaveBeenCalled();
  });

  it('offers the key beside the code to a user with both, and shows the server refusing the key', async () => {
    const { api, redirect } = renderPage({ mfa_required: true, methods: ['totp', 'webauthn'] });
    api.loginWithSecurityKey.mockRejectedValueOnce(
      httpFetchError(401, 'The security key could not confirm it is you. Try again.', '/auth/login/mfa')
    );
    const user = await passwordStep();
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a security key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The security key could not confirm it is you.');
    // Back to the app's code, which still works.
    await user.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    await user.type(screen.getByLabelText('Verification code'), '123456{Enter}');
    expect(api.loginWithCode).toHaveBeenCalledWith('123456');
    await waitFor(() => expect(redirect).toHaveBeenCalled());
  });

  it('offers no security key to a user who has none', async () => {
    renderPage({ mfa_required: true, methods: ['totp'] });
    await passwordStep();
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a security key' })).not.toBeInTheDocument();
  });

  it('enrols a user whose role requires it: key shown, code confirmed, recovery codes shown once before going on', async () => {
    const { api, redirect } = renderPage({ mfa_required: true, mfa_enrolment_required: true, methods: ['totp'] });
    const user = await passwordStep();
    expect(await screen.findByRole('heading', { name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(await screen.findByTestId('mfaSecret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText('Verification code'), '654321{Enter}');
    expect(api.confirmTotp).toHaveBeenCalledWith('654321');
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(redirect).toHaveBeenCalledWith('/app/security');
  });
});
