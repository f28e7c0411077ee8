import '@testing-library/jest-dom/jest-globals';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpFetchError, loadShippedLocale } from '../../../../../core/public/mocks';
import type { AccountInfo, LoginResponse } from '../../apis/security_api';
import { LoginPage, type LoginPageProps } from './login_page';
import { MfaCodeStep } from './mfa_login_step';

let resetLocale: () => void;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => resetLocale());

function renderPage(search: string, login: LoginPageProps['api']['login']) {
  const api = {
    login,
    getAccountInfoSafe: jest.fn<() => Promise<AccountInfo | undefined>>().mockResolvedValue(undefined),
  };
  render(
    <LoginPage
      api={api}
      basePath=""
      loginConfig={{ title: 'Dashboards', subtitle: '', showbrandimage: false, brandimage: '', buttonstyle: '' }}
      loginState={{ form: true, buttons: [], logout: {} }}
      search={search}
      redirect={jest.fn()}
    />
  );
}

describe('the login page in German', () => {
  it('labels the form, says why the user is here and what went wrong, in German', async () => {
    const login = jest
      .fn<(username: string, password: string) => Promise<LoginResponse>>()
      .mockRejectedValue(httpFetchError(401, undefined, '/auth/login'));
    renderPage('?msg=SESSION_EXPIRED&authError=saml_config', login);

    expect(screen.getByTestId('loginReason')).toHaveTextContent(
      'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.'
    );
    expect(screen.getByTestId('loginSsoError')).toHaveTextContent(
      'Single Sign-On ist auf diesem Server nicht korrekt konfiguriert.'
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByTestId('loginError')).toHaveTextContent('Geben Sie Ihren Benutzernamen und Ihr Passwort ein.');

    await user.type(screen.getByLabelText('Benutzername'), 'alice');
    await user.type(screen.getByLabelText('Passwort'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Ungültiger Benutzername oder ungültiges Passwort')).toBeInTheDocument();
  });

  it("asks for the second factor in German, the server's own refusal as it came", async () => {
    const api = {
      loginWithCode: jest
        .fn<(code: string) => Promise<LoginResponse>>()
        .mockRejectedValue(httpFetchError(401, 'Invalid code', '/auth/mfa/login')),
      startTotp: jest.fn<never>(),
      confirmTotp: jest.fn<never>(),
    };
    render(<MfaCodeStep api={api} onDone={jest.fn()} />);

    expect(screen.getByTestId('mfaCodePrompt')).toHaveTextContent(
      'Geben Sie den 6-stelligen Code aus Ihrer Authentifizierungs-App ein.'
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bestätigungscode'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByTestId('mfaError')).toHaveTextContent('Invalid code');
    await user.click(screen.getByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    expect(screen.getByLabelText('Wiederherstellungscode')).toBeInTheDocument();
  });
});
