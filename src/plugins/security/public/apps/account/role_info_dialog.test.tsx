import { afterEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoleInfoDialog } from './role_info_dialog';
import { accountInfo, fakeApi } from './test_fakes';

afterEach(() => {
  jest.restoreAllMocks();
});

function renderDialog(api = fakeApi(), info = accountInfo()) {
  const onClose = jest.fn();
  render(
    <EuiProvider>
      <RoleInfoDialog api={api} accountInfo={info} onClose={onClose} />
    </EuiProvider>
  );
  return { api, onClose };
}

describe('role info dialog', () => {
  it('lists the roles and backend roles with their counts and explanations', async () => {
    const { api } = renderDialog();
    await waitFor(() => expect(api.getAccountInfo).toHaveBeenCalled());
    const roles = screen.getByTestId('role-info-roles');
    expect(within(roles).getByRole('heading', { name: 'Roles (2)' })).toBeInTheDocument();
    expect(within(roles).getByText('Roles you are currently mapped to by your administrator.')).toBeInTheDocument();
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    ).toEqual(['kibana_user', 'own_index']);
    const backend = screen.getByTestId('role-info-backend-roles');
    expect(within(backend).getByRole('heading', { name: 'Backend roles (1)' })).toBeInTheDocument();
    expect(
      within(backend).getByText('Backend roles you are currently mapped to by your administrator.')
    ).toBeInTheDocument();
    expect(within(backend).getByText('analysts')).toBeInTheDocument();
  });

  it('shows a dash for an empty list', async () => {
    const info = accountInfo({ backend_roles: [] });
    renderDialog(fakeApi(info), info);
    const backend = screen.getByTestId('role-info-backend-roles');
    expect(within(backend).getByRole('heading', { name: 'Backend roles (0)' })).toBeInTheDocument();
    expect(within(backend).getByText('-')).toBeInTheDocument();
    await waitFor(() => expect(within(backend).queryByRole('list')).not.toBeInTheDocument());
  });

  it('shows what the administrator mapped now, read when the dialog opens', async () => {
    renderDialog(fakeApi(accountInfo({ roles: ['a', 'b', 'c'] })));
    expect(await screen.findByRole('heading', { name: 'Roles (3)' })).toBeInTheDocument();
  });

  it('only logs a failed read and keeps what it had', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    api.getAccountInfo.mockRejectedValueOnce(new Error('down'));
    renderDialog(api);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Roles (2)' })).toBeInTheDocument();
  });

  it('closes with Close and with Escape', async () => {
    const { onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
