import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadShippedLocale } from '../../../../../core/public/mocks';
import { PasswordResetDialog } from './password_reset_dialog';
import { RoleInfoDialog } from './role_info_dialog';
import { TenantSwitchModal } from './tenant_switch_modal';
import { accountInfo, fakeApi, httpError, securityConfig } from './test_fakes';

let resetLocale: () => void;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => {
  resetLocale();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('the account dialogs in German', () => {
  it('the tenant question: its title, choices and remember box in German, tenant names as they are', async () => {
    const info = accountInfo();
    render(
      <EuiProvider>
        <TenantSwitchModal
          api={fakeApi(info)}
          config={securityConfig()}
          accountInfo={info}
          onClose={jest.fn()}
          onSwitched={jest.fn()}
        />
      </EuiProvider>
    );
    expect(await screen.findByRole('heading', { name: 'Mandanten auswählen' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Global' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Privat' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Aus benutzerdefinierten wählen' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Meine Auswahl bei der nächsten Anmeldung auf diesem Gerät merken.' })
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
  });

  it('the roles dialog counts in German; role names are data and stay', async () => {
    const api = fakeApi();
    render(
      <EuiProvider>
        <RoleInfoDialog api={api} accountInfo={accountInfo()} onClose={jest.fn()} />
      </EuiProvider>
    );
    await waitFor(() => expect(api.getAccountInfo).toHaveBeenCalled());
    const roles = screen.getByTestId('role-info-roles');
    expect(within(roles).getByRole('heading', { name: 'Rollen (2)' })).toBeInTheDocument();
    expect(within(roles).getByText('kibana_user')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Backend-Rollen (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('the password dialog: German title with the user name, labels, and its own refusal in German', async () => {
    const api = fakeApi();
    api.login.mockRejectedValue(httpError(401));
    render(
      <EuiProvider>
        <PasswordResetDialog api={api} username="kim" onClose={jest.fn()} onLogOut={jest.fn(async () => {})} />
      </EuiProvider>
    );
    expect(screen.getByText('Passwort für „kim“ zurücksetzen')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Aktuelles Passwort'), 'old');
    await user.type(screen.getByLabelText('Neues Passwort'), 'N3w-password!');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'N3w-password!');
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(await screen.findByTestId('reset-password-error')).toHaveTextContent('Das aktuelle Passwort ist ungültig.');
  });
});
