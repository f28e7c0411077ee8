import '@testing-library/jest-dom/jest-globals';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginUiConfig } from '../../../common/config';
import type { LoginInfoResponse } from '../../../common/login_info';
import type { AccountInfo } from '../../apis/security_api';
import { signInWithPasskey } from '../../apis/webauthn_api';
import { httpFetchError } from '../../../../../core/public/mocks';
import { LoginPage, type LoginPageProps } from './login_page';

const loginConfig: LoginUiConfig = {
  title: 'Log in',
  subtitle: '',
  showbrandimage: false,
  brandimage: '',
  buttonstyle: '',
};

function renderPage(info: LoginInfoResponse, passkeyLogin: () => Promise<void>) {
  const api = {
    login: jest.fn<LoginPageProps['api']['login']>(),
    getAccountInfoSafe: jest.fn<() => Promise<AccountInfo | undefined>>().mockResolvedValue(undefined),
    getLoginInfo: jest.fn(async () => info),
    passkeyLogin: jest.fn(passkeyLogin),
  };
  const redirect = jest.fn<(url: string) => void>();
  const onLoggedIn = jest.fn();
  render(
    <LoginPage
      api={api}
      basePath="/abc"
      loginConfig={loginConfig}
      search={`?nextUrl=${encodeURIComponent('/abc/app/dashboards#/view/1')}`}
      redirect={redirect}
      onLoggedIn={onLoggedIn}
    />
  );
  return { api, redirect, onLoggedIn };
}

/**
 * The passkey button, once login_info has offered it. Waited for by its test id: a role query over
 * the whole page computes every element's accessible name and style, which on a loaded machine
 * took longer than the wait, so the last check it finished showed the page before the answer.
 */
async function passkeyButton(): Promise<HTMLElement> {
  const option = await screen.findByTestId('loginPasskeyOption');
  return within(option).getByRole('button', { name: 'Sign in with a passkey' });
}

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('Sign in with a passkey', () => {
  it('is offered only when the server serves passkey sign-in', async () => {
    const { api } = renderPage({ client_certificate: false }, async () => undefined);
    await screen.findByRole('button', { name: 'Log in' });
    expect(api.getLoginInfo).toHaveBeenCalled();
    // The answer has arrived by the next task: the page has had its say by then.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('signs in and opens the page asked for, as a password login does', async () => {
    const { api, redirect, onLoggedIn } = renderPage(
      { client_certificate: false, passkey_login: true },
      async () => undefined
    );
    await userEvent.click(await passkeyButton());
    expect(api.passkeyLogin).toHaveBeenCalledTimes(1);
    expect(onLoggedIn).toHaveBeenCalled();
    expect(redirect).toHaveBeenCalledWith('/abc/app/dashboards#/view/1');
  });

  it('says so when the prompt was cancelled, and the server refusal otherwise; nobody is sent on', async () => {
    const cancelled = Object.assign(new Error('not allowed'), { name: 'NotAllowedError' });
    const failures: unknown[] = [
      cancelled,
      httpFetchError(401, 'Sign-in with this passkey failed. Try again or use your password.', '/auth/login/webauthn'),
    ];
    const { redirect } = renderPage({ client_certificate: false, passkey_login: true }, async () => {
      throw failures.shift();
    });
    const button = await passkeyButton();
    await userEvent.click(button);
    expect(await screen.findByTestId('loginPasskeyError')).toHaveTextContent(
      'The passkey sign-in was cancelled or timed out.'
    );
    await userEvent.click(button);
    expect(await screen.findByText('Sign-in with this passkey failed. Try again or use your password.')).toBeVisible();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('signInWithPasskey', () => {
  it('asks for options, hands them to the browser prompt, and posts its answer', async () => {
    const calls: Array<[string, unknown]> = [];
    const http = {
      post: async <T,>(path: string, body?: unknown): Promise<T> => {
        calls.push([path, body]);
        return (path.endsWith('/options') ? { challenge: 'abc', rpId: 'localhost' } : { username: 'alice' }) as T;
      },
    };
    const assertion = {
      id: 'aWQ',
      rawId: 'aWQ',
      type: 'public-key' as const,
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    };
    const prompt = jest.fn(async (_options: Record<string, unknown>) => assertion);
    await signInWithPasskey(http, prompt);
    expect(prompt).toHaveBeenCalledWith({ challenge: 'abc', rpId: 'localhost' });
    expect(calls).toEqual([
      ['/auth/login/webauthn/options', undefined],
      ['/auth/login/webauthn', { response: assertion }],
    ]);
  });
});
