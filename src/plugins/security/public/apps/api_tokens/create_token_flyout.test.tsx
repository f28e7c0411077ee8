import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateApiTokenResponse } from '../../../common/api_tokens';
import { CreateTokenFlyout, NO_PERMISSIONS_TITLE, type PermissionChoices } from './create_token_flyout';
import { emptyTokenForm, grantsNothing, type TokenFormState } from './token_form';

jest.setTimeout(30_000);

const CHOICES: PermissionChoices = { cluster: [], index: [], tenant: [] };
const CREATED: CreateApiTokenResponse = {
  id: 't1',
  name: 'empty',
  token: 'osd_secret',
  expires_at: '2030-01-01T00:00:00.000Z',
};

function setup() {
  const create = jest.fn(async (_state: TokenFormState) => CREATED);
  render(<CreateTokenFlyout choices={CHOICES} create={create} onClose={() => undefined} />);
  return { create };
}

describe('the create API token flyout', () => {
  it('asks before creating a token with no permissions at all, and creates it only once confirmed', async () => {
    const { create } = setup();
    await userEvent.type(screen.getByTestId('apiTokenName'), 'empty');
    await userEvent.click(screen.getByTestId('createApiTokenSubmit'));
    const ask = await screen.findByTestId('apiTokenNoPermissionsConfirm');
    expect(ask).toHaveTextContent(NO_PERMISSIONS_TITLE);
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(within(ask).getByRole('button', { name: 'Add permissions' }));
    expect(screen.queryByTestId('apiTokenNoPermissionsConfirm')).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('createApiTokenSubmit'));
    await userEvent.click(
      within(await screen.findByTestId('apiTokenNoPermissionsConfirm')).getByRole('button', { name: 'Create anyway' })
    );
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId('apiTokenCreatedFlyout')).toBeInTheDocument();
  });

  it("speaks of the token in its permission panels, not of a role's users", () => {
    setup();
    const flyout = screen.getByTestId('createApiTokenFlyout');
    expect(flyout).toHaveTextContent('The indices this token may access, and what it may do in them.');
    expect(flyout).toHaveTextContent('The tenants this token may use');
    expect(flyout).not.toHaveTextContent(/this role/);
  });

  it('counts a cluster permission or a tenant permission as a grant', () => {
    expect(grantsNothing(emptyTokenForm())).toBe(true);
    expect(grantsNothing({ ...emptyTokenForm(), cluster: ['cluster_monitor'] })).toBe(false);
  });
});
