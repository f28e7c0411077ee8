import { afterEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordResetDialog } from './password_reset_dialog';
import { fakeApi, httpError } from './test_fakes';

afterEach(() => {
  jest.restoreAllMocks();
});

function renderDialog(api = fakeApi()) {
  const onClose = jest.fn();
  const calls: string[] = [];
  api.login.mockImplementation(async (username) => {
    calls.push('login');
    return { username, tenants: {}, roles: [], backendroles: [] };
  });
  api.updatePassword.mockImplementation(async () => {
    calls.push('update');
  });
  const onLogOut = jest.fn(async () => {
    calls.push('logout');
  });
  render(
    <EuiProvider>
      <PasswordResetDialog api={api} username={'kim "the admin"'} onClose={onClose} onLogOut={onLogOut} />
    </EuiProvider>
  );
  return { api, onClose, onLogOut, calls };
}

const current = () => screen.getByLabelText('Current password');
const next = () => screen.getByLabelText('New password');
const repeat = () => screen.getByLabelText('Re-enter new password');
const resetButton = () => screen.getByRole('button', { name: 'Reset' });

async function fill(currentValue: string, newValue: string, repeatValue = newValue) {
  await userEvent.type(current(), currentValue);
  await userEvent.type(next(), newValue);
  await userEvent.type(repeat(), repeatValue);
}

describe('reset password dialog', () => {
  it('names the user in the title and shows the three fields with their help texts', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Reset password for "kim "the admin""' })).toBeInTheDocument();
    expect(screen.getByText('Verify your account by entering your current password.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Password should be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one digit, and one special character.'
      )
    ).toBeInTheDocument();
    expect(screen.getByText('The password must be identical to what you entered above.')).toBeInTheDocument();
    expect(current()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(resetButton()).toBeDisabled();
  });

  it('flags a re-entered password that differs and disables Reset until it matches', async () => {
    renderDialog();
    await fill('Old-pass1', 'New-pass1!', 'New-pass1');
    expect(repeat()).toHaveAttribute('aria-invalid', 'true');
    expect(resetButton()).toBeDisabled();
    await userEvent.type(repeat(), '!');
    expect(repeat()).not.toHaveAttribute('aria-invalid', 'true');
    expect(resetButton()).toBeEnabled();
  });

  it('verifies the current password, then updates it, then logs out', async () => {
    const { api, calls, onLogOut } = renderDialog();
    await fill('Old-pass1', 'New-pass1!');
    await userEvent.click(resetButton());
    await waitFor(() => expect(onLogOut).toHaveBeenCalled());
    expect(calls).toEqual(['login', 'update', 'logout']);
    expect(api.login).toHaveBeenCalledWith('kim "the admin"', 'Old-pass1');
    expect(api.updatePassword).toHaveBeenCalledWith('Old-pass1', 'New-pass1!');
  });

  // Issue 23 item 2: a refused check is the red callout 'Invalid current password.' at the top of
  // the form, whatever the login route says about user names; the field keeps what was typed.
  it.each([
    ['without a message', httpError(401)],
    ["with the login route's own message", httpError(401, 'Invalid username or password')],
  ])(
    "shows 'Invalid current password.' in a red callout at the top of the form when the check is refused %s, and goes no further",
    async (_case, refusal) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const api = fakeApi();
      const { calls, onLogOut } = renderDialog(api);
      api.login.mockRejectedValueOnce(refusal);
      await fill('wrong', 'New-pass1!');
      await userEvent.click(resetButton());
      const callout = await screen.findByTestId('reset-password-error');
      expect(callout).toHaveTextContent('Invalid current password.');
      expect(callout).toHaveClass('euiCallOut--danger');
      expect(screen.queryByText('Invalid username or password')).not.toBeInTheDocument();
      // At the top: before the first field.
      expect(callout.compareDocumentPosition(current()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(current()).not.toHaveAttribute('aria-invalid', 'true');
      expect(current()).toHaveValue('wrong');
      expect(calls).toEqual([]);
      expect(onLogOut).not.toHaveBeenCalled();
    }
  );

  it("shows the server's message in the callout when the check fails for another reason", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    renderDialog(api);
    api.login.mockRejectedValueOnce(httpError(429, 'Too many failed logins. Try again in 60 seconds.'));
    await fill('Old-pass1', 'New-pass1!');
    await userEvent.click(resetButton());
    const callout = await screen.findByTestId('reset-password-error');
    expect(callout).toHaveTextContent('Too many failed logins. Try again in 60 seconds.');
    expect(current()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message in a red callout when the update fails, and does not log out", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    const { onLogOut } = renderDialog(api);
    api.updatePassword.mockRejectedValueOnce(httpError(400, 'password: must contain a digit'));
    await fill('Old-pass1', 'weak');
    await userEvent.click(resetButton());
    const callout = await screen.findByTestId('reset-password-error');
    expect(callout).toHaveTextContent('password: must contain a digit');
    expect(callout).toHaveClass('euiCallOut--danger');
    expect(onLogOut).not.toHaveBeenCalled();
  });

  it("says 'Failed to reset password.' when the update fails without a message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    renderDialog(api);
    api.updatePassword.mockRejectedValueOnce(new Error('network'));
    await fill('Old-pass1', 'New-pass1!');
    await userEvent.click(resetButton());
    expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument();
  });

  it('submits with Enter and closes with Escape or Cancel', async () => {
    const { onClose, onLogOut } = renderDialog();
    await fill('Old-pass1', 'New-pass1!');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onLogOut).toHaveBeenCalled());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
