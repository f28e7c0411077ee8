import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpFetchError } from '../../mocks';
import type { SavedObjectsCopyRequestBody } from '../types';
import { CopyToTenantModal, type CopyToTenantModalProps } from './copy_to_tenant_modal';

function setup(copy: CopyToTenantModalProps['client']['copyToTenant']) {
  const calls: Array<[SavedObjectsCopyRequestBody, unknown]> = [];
  const client: CopyToTenantModalProps['client'] = {
    writableTenants: async () => [
      { name: 'global', canWrite: true, current: false },
      { name: 'private', canWrite: true, current: true },
      { name: 'team_blue', canWrite: true, current: false },
    ],
    copyToTenant: async (body, options) => {
      calls.push([body, options]);
      return copy(body, options);
    },
  };
  const toasts = { addSuccess: jest.fn(), addError: jest.fn() };
  const onClose = jest.fn();
  render(
    <CopyToTenantModal
      client={client}
      toasts={toasts as never}
      objects={[{ type: 'dashboard', id: 'd1', title: 'Sales' }]}
      onClose={onClose}
    />
  );
  return { calls, toasts, onClose };
}

describe('CopyToTenantModal', () => {
  it('offers the writable tenants, copies with related objects to the chosen one and names it in a toast', async () => {
    const { calls, toasts, onClose } = setup(async () => ({
      targetTenant: 'team_blue',
      successCount: 2,
      successResults: [],
      missingReferences: [],
    }));
    const select = await screen.findByTestId('copyToTenantSelect');
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent)
    ).toEqual(['Global', 'Private (current)', 'team_blue']);
    // The current tenant is not proposed first.
    expect(select).toHaveValue('global');
    await userEvent.selectOptions(select, 'team_blue');
    await userEvent.click(screen.getByTestId('copyToTenantConfirm'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      [
        { objects: [{ type: 'dashboard', id: 'd1' }], targetTenant: 'team_blue', includeReferencesDeep: true },
        { sourceTenant: undefined },
      ],
    ]);
    expect(toasts.addSuccess).toHaveBeenCalledWith({
      title: 'Copied "Sales" to the team_blue tenant',
      text: '2 saved objects copied under new ids.',
    });
  });

  it('copies the object alone when "Include related objects" is off', async () => {
    const { calls } = setup(async () => ({
      targetTenant: 'global',
      successCount: 1,
      successResults: [],
      missingReferences: [],
    }));
    await waitFor(() => expect(screen.getByTestId('copyToTenantSelect')).toBeEnabled());
    await userEvent.click(screen.getByTestId('copyToTenantIncludeRelated'));
    await userEvent.click(screen.getByTestId('copyToTenantConfirm'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0][0].includeReferencesDeep).toBe(false);
  });

  it('keeps the dialog open with an error toast when the server refuses', async () => {
    const { toasts, onClose } = setup(async () => {
      throw httpFetchError(403, "You may not copy saved objects to the tenant 'global'.", '/api/saved_objects/_copy');
    });
    await waitFor(() => expect(screen.getByTestId('copyToTenantSelect')).toBeEnabled());
    await userEvent.click(screen.getByTestId('copyToTenantConfirm'));
    await waitFor(() => expect(toasts.addError).toHaveBeenCalled());
    const [error, options] = toasts.addError.mock.calls[0];
    expect(options).toEqual({ title: 'Unable to copy "Sales" to the Global tenant' });
    expect((error as Error).message).toContain("You may not copy saved objects to the tenant 'global'.");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('copyToTenantConfirm')).toBeEnabled();
  });
});
