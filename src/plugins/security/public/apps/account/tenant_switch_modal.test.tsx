import { afterEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSavedTenant, setSavedTenant } from '../../utils/storage';
import { TENANT_SWITCH_PAGE_SIZE, TenantSwitchModal } from './tenant_switch_modal';
import { accountInfo, fakeApi, httpError, securityConfig } from './test_fakes';
import type { AccountInfo } from './types';

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

function renderModal({
  info = accountInfo(),
  config = securityConfig(),
  api = fakeApi(info),
}: { info?: AccountInfo; config?: ReturnType<typeof securityConfig>; api?: ReturnType<typeof fakeApi> } = {}) {
  const onClose = jest.fn();
  const onSwitched = jest.fn();
  render(
    <EuiProvider>
      <TenantSwitchModal api={api} config={config} accountInfo={info} onClose={onClose} onSwitched={onSwitched} />
    </EuiProvider>
  );
  return { api, onClose, onSwitched };
}

const radio = (name: string) => screen.getByRole('radio', { name });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });

async function pickCustom(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Custom tenant' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('tenant switch modal', () => {
  it('shows the title, the three choices with their ids, the remember checkbox, Cancel and Confirm', async () => {
    const { api } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Select your tenant' });
    expect(within(dialog).getByRole('heading', { name: 'Select your tenant' })).toBeInTheDocument();
    expect(radio('Global')).toHaveAttribute('id', 'global');
    expect(radio('Private')).toHaveAttribute('id', 'private');
    expect(radio('Choose from custom')).toHaveAttribute('id', 'custom');
    expect(
      screen.getByRole('checkbox', { name: 'Remember my selection next time I log in from this device.' })
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    await waitFor(() => expect(api.getAccountInfo).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['', 'Global'],
    ['__user__', 'Private'],
    ['finance', 'Choose from custom'],
  ])('starts on the current tenant %j', async (current, label) => {
    renderModal({ info: accountInfo({ user_requested_tenant: current }) });
    expect(radio(label)).toBeChecked();
    await screen.findByRole('combobox', { name: 'Custom tenant' });
  });

  it('shows the current custom tenant in the list', async () => {
    renderModal({ info: accountInfo({ user_requested_tenant: 'finance' }) });
    expect(screen.getByRole('combobox', { name: 'Custom tenant' })).toHaveValue('finance');
  });

  it('lists custom tenants sorted, without the global tenant or the private one', async () => {
    renderModal({
      info: accountInfo({ tenants: { zeta: true, global_tenant: true, kim: true, alpha: true, Mid: true } }),
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Custom tenant' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['alpha', 'Mid', 'zeta']);
  });

  it('selects the custom radio when a custom tenant is chosen, and confirms it by name', async () => {
    const { api, onClose, onSwitched } = renderModal();
    await pickCustom('finance');
    expect(radio('Choose from custom')).toBeChecked();
    await userEvent.click(confirmButton());
    expect(api.selectTenant).toHaveBeenCalledWith('finance', 'kim');
    expect(onClose).toHaveBeenCalled();
    expect(onSwitched).toHaveBeenCalled();
  });

  it("maps Global to ''", async () => {
    const { api } = renderModal({ info: accountInfo({ user_requested_tenant: 'finance' }) });
    await userEvent.click(radio('Global'));
    await userEvent.click(confirmButton());
    expect(api.selectTenant).toHaveBeenLastCalledWith('', 'kim');
  });

  it("maps Private to '__user__'", async () => {
    const { api } = renderModal();
    await userEvent.click(radio('Private'));
    await userEvent.click(confirmButton());
    expect(api.selectTenant).toHaveBeenLastCalledWith('__user__', 'kim');
  });

  it("refuses to confirm without a tenant: 'No target tenant is specified!', and any change clears it", async () => {
    const { api, onSwitched } = renderModal({ info: accountInfo({ user_requested_tenant: 'finance' }) });
    // The box shows the current tenant (and its clear button) once the modal's fresh account read is in.
    await userEvent.click(await screen.findByRole('button', { name: /clear/i }));
    // Clearing leaves the focus in the combo box with its list open; the list closes (and the box
    // settles) before Confirm, as when a user looks at the empty box before confirming. Under load
    // a click on Confirm straight away raced the box's own closing.
    await userEvent.click(screen.getByRole('heading', { name: 'Select your tenant' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.click(confirmButton());
    expect(await screen.findByText('No target tenant is specified!')).toBeInTheDocument();
    expect(api.selectTenant).not.toHaveBeenCalled();
    expect(onSwitched).not.toHaveBeenCalled();

    await userEvent.click(radio('Global'));
    expect(screen.queryByText('No target tenant is specified!')).not.toBeInTheDocument();
  });

  it('remembers the choice on this device when the box is checked', async () => {
    renderModal();
    const remember = screen.getByRole('checkbox', {
      name: 'Remember my selection next time I log in from this device.',
    });
    expect(remember).not.toBeChecked();
    await userEvent.click(remember);
    await userEvent.click(radio('Private'));
    await userEvent.click(confirmButton());
    expect(getSavedTenant()).toBe('__user__');
  });

  it('forgets a remembered tenant when the box is unchecked', async () => {
    setSavedTenant('finance');
    renderModal();
    const remember = screen.getByRole('checkbox', {
      name: 'Remember my selection next time I log in from this device.',
    });
    expect(remember).toBeChecked();
    await userEvent.click(remember);
    await userEvent.click(confirmButton());
    expect(getSavedTenant()).toBeNull();
  });

  it("shows the server's message in a red callout when the switch fails, and stays open", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    api.selectTenant.mockRejectedValueOnce(httpError(403, 'No access to tenant finance'));
    const { onClose, onSwitched } = renderModal({ api });
    await pickCustom('finance');
    await userEvent.click(confirmButton());
    const callout = await screen.findByTestId('tenant-switch-error');
    expect(callout).toHaveTextContent('No access to tenant finance');
    expect(callout).toHaveClass('euiCallOut--danger');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSwitched).not.toHaveBeenCalled();
  });

  it("says 'Failed to switch tenant.' when the server gives no message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    api.selectTenant.mockRejectedValueOnce(new Error('network'));
    renderModal({ api });
    await userEvent.click(confirmButton());
    expect(await screen.findByText('Failed to switch tenant.')).toBeInTheDocument();
  });

  it('tells the user to contact the administrator and disables Confirm when multi-tenancy is off', () => {
    renderModal({ config: securityConfig({ multitenancy: { enabled: false } }) });
    expect(screen.getByText('Contact the administrator to enable multi tenancy.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('disables Global when it is off in configuration', () => {
    renderModal({ config: securityConfig({ multitenancy: { tenants: { enable_global: false } } }) });
    expect(radio('Global')).toBeDisabled();
    expect(radio('Private')).toBeEnabled();
  });

  it('disables Global when the user lacks the global tenant', () => {
    renderModal({ info: accountInfo({ tenants: { kim: true, finance: true } }) });
    expect(radio('Global')).toBeDisabled();
  });

  it('disables Private when it is off in configuration', () => {
    renderModal({ config: securityConfig({ multitenancy: { tenants: { enable_private: false } } }) });
    expect(radio('Private')).toBeDisabled();
    expect(radio('Global')).toBeEnabled();
  });

  it("disables Private when the user's own name is not among their tenants", () => {
    renderModal({ info: accountInfo({ tenants: { global_tenant: true, finance: true } }) });
    expect(radio('Private')).toBeDisabled();
  });

  it('disables custom and its list when there is no custom tenant', () => {
    renderModal({ info: accountInfo({ tenants: { global_tenant: true, kim: true } }) });
    expect(radio('Choose from custom')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Custom tenant' })).toBeDisabled();
  });

  it('disables custom when the account counts no custom tenant', () => {
    renderModal({ info: accountInfo({ tenants: { global_tenant: true, kim: true }, custom_tenants_total: 0 }) });
    expect(radio('Choose from custom')).toBeDisabled();
  });

  it('offers a page of the 1,000 custom tenants an account only counts, and asks the server for what is typed', async () => {
    const names = Array.from({ length: 1000 }, (_, i) => `team_${String(i).padStart(4, '0')}`);
    const api = fakeApi(
      accountInfo({ tenants: { global_tenant: true, kim: true, ...Object.fromEntries(names.map((n) => [n, true])) } })
    );
    // What the page carries: the global and private tenants, the count of the rest.
    const sized = accountInfo({ tenants: { global_tenant: true, kim: true }, custom_tenants_total: 1000 });
    api.getAccountInfo.mockResolvedValue(sized);
    const { onSwitched } = renderModal({ api, info: sized });
    expect(radio('Choose from custom')).toBeEnabled();
    const combo = screen.getByRole('combobox', { name: 'Custom tenant' });
    await userEvent.click(combo);
    await waitFor(() => expect(api.getAccountTenants).toHaveBeenCalledWith('', TENANT_SWITCH_PAGE_SIZE));
    expect((await screen.findAllByRole('option'))[0]).toHaveTextContent('team_0000');
    await userEvent.type(screen.getByRole('combobox', { name: 'Custom tenant' }), 'team_0999');
    await waitFor(() => expect(api.getAccountTenants).toHaveBeenLastCalledWith('team_0999', TENANT_SWITCH_PAGE_SIZE));
    await userEvent.click(await screen.findByRole('option', { name: 'team_0999' }));
    await userEvent.click(confirmButton());
    expect(api.selectTenant).toHaveBeenCalledWith('team_0999', 'kim');
    expect(onSwitched).toHaveBeenCalledWith('team_0999');
  });

  it('re-reads the account info on open and follows it until the user chooses', async () => {
    const api = fakeApi(
      accountInfo({ user_requested_tenant: '__user__', tenants: { global_tenant: true, kim: true, ops: true } })
    );
    renderModal({ api, info: accountInfo({ user_requested_tenant: '' }) });
    await waitFor(() => expect(radio('Private')).toBeChecked());
    await userEvent.click(screen.getByRole('combobox', { name: 'Custom tenant' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['ops']);
  });

  it('follows the tenancy settings in force now: Private turned off since page load is disabled', async () => {
    const api = {
      ...fakeApi(),
      getDashboardsInfo: jest.fn(async () => ({ multitenancy_enabled: true, private_tenant_enabled: false })),
    };
    renderModal({ api, config: securityConfig({ multitenancy: { tenants: { enable_private: true } } }) });
    await waitFor(() => expect(radio('Private')).toBeDisabled());
    expect(api.getDashboardsInfo).toHaveBeenCalledTimes(1);
    expect(radio('Global')).toBeEnabled();
  });

  it('follows multitenancy turned on or off since page load', async () => {
    const off = {
      ...fakeApi(),
      getDashboardsInfo: jest.fn(async () => ({ multitenancy_enabled: false, private_tenant_enabled: true })),
    };
    const { unmount } = render(
      <EuiProvider>
        <TenantSwitchModal
          api={off}
          config={securityConfig()}
          accountInfo={accountInfo()}
          onClose={jest.fn()}
          onSwitched={jest.fn()}
        />
      </EuiProvider>
    );
    expect(await screen.findByText('Contact the administrator to enable multi tenancy.')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    unmount();

    const on = {
      ...fakeApi(),
      getDashboardsInfo: jest.fn(async () => ({ multitenancy_enabled: true, private_tenant_enabled: true })),
    };
    renderModal({
      api: on,
      config: securityConfig({ multitenancy: { enabled: false, tenants: { enable_private: false } } }),
    });
    await waitFor(() => expect(radio('Private')).toBeEnabled());
    expect(confirmButton()).toBeEnabled();
  });

  it('keeps the page-load settings when the live ones cannot be read, and only logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = { ...fakeApi(), getDashboardsInfo: jest.fn(async () => Promise.reject(new Error('down'))) };
    renderModal({ api, config: securityConfig({ multitenancy: { tenants: { enable_private: false } } }) });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to read the tenancy settings.', expect.any(Error)));
    expect(radio('Private')).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the page-load settings for fields the live answer lacks', async () => {
    const api = { ...fakeApi(), getDashboardsInfo: jest.fn(async () => ({ user_name: 'kim' })) };
    renderModal({ api, config: securityConfig({ multitenancy: { tenants: { enable_private: false } } }) });
    await waitFor(() => expect(api.getDashboardsInfo).toHaveBeenCalled());
    expect(radio('Private')).toBeDisabled();
    expect(radio('Global')).toBeEnabled();
  });

  it('only logs a failed account info read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    api.getAccountInfo.mockRejectedValueOnce(new Error('down'));
    renderModal({ api });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(radio('Global')).toBeChecked();
  });

  it('closes on Cancel and on Escape without switching', async () => {
    const { api, onClose } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(api.selectTenant).not.toHaveBeenCalled();
  });

  it('can be used with the keyboard alone', async () => {
    const { api } = renderModal();
    const dialog = screen.getByRole('dialog');
    radio('Global').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(radio('Private')).toBeChecked();
    confirmButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(api.selectTenant).toHaveBeenCalledWith('__user__', 'kim');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
