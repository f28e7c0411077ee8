import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MountPoint } from '../../../../../../../core/public';
import { httpError } from '../../test_fakes';
import { changeList } from './tenant_configure_tab';
import { renderTenantsPage } from './tenant_test_fakes';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const multitenancy = () => screen.getByRole('switch', { name: 'Enable multitenancy' });
const privateTenant = () => screen.getByRole('switch', { name: 'Enable private tenant' });
const defaultTenant = () => screen.getByRole('combobox', { name: 'Default tenant' }) as HTMLSelectElement;
const save = () => screen.getByRole('button', { name: 'Save' });

async function openConfigure(options: Parameters<typeof renderTenantsPage>[0] = {}) {
  const page = renderTenantsPage({ ...options, tab: 'configure' });
  await screen.findByTestId('tenantConfigureTab');
  return page;
}

/** What the confirmation shows: its mount point rendered into a detached element. */
function confirmText(message: unknown): { intro: string; items: string[] } {
  const element = document.createElement('div');
  (message as MountPoint)(element);
  return {
    intro: element.querySelector('p')?.textContent ?? '',
    items: [...element.querySelectorAll('li')].map((li) => li.textContent ?? ''),
  };
}

describe('Tenants › Configure', () => {
  it('shows the saved settings, offering Global, Private and the custom tenants as the default', async () => {
    await openConfigure({ tenancy: { default_tenant: 'ops' } });
    expect(multitenancy()).toBeChecked();
    expect(privateTenant()).toBeChecked();
    await waitFor(() => expect(defaultTenant()).toHaveValue('ops'));
    expect([...defaultTenant().options].map((o) => o.textContent)).toEqual([
      'Global',
      'Private',
      'admin_tenant',
      'finance',
      'ops',
    ]);
    expect(save()).toBeDisabled();
  });

  it('opens on Manage and switches tabs from the keyboard', async () => {
    renderTenantsPage();
    await screen.findByTestId('tenantManageTab');
    screen.getByRole('tab', { name: 'Configure' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('tenantConfigureTab')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Configure' })).toHaveAttribute('aria-selected', 'true');
  });

  it('explains before saving that Private cannot be the default while the private tenant is off', async () => {
    const { updateTenancyConfig } = await openConfigure({ tenancy: { default_tenant: '__user__' } });
    await userEvent.click(privateTenant());
    expect(
      screen.getByText('The default tenant cannot be the private tenant while the private tenant is disabled.')
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await userEvent.click(save());
    expect(updateTenancyConfig).not.toHaveBeenCalled();

    await userEvent.selectOptions(defaultTenant(), 'Global');
    expect(screen.queryByText(/cannot be the private tenant/)).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('asks for confirmation listing every change, then saves and says so', async () => {
    const { updateTenancyConfig, core } = await openConfigure();
    await userEvent.click(privateTenant());
    await waitFor(() => expect(defaultTenant().options.length).toBe(5));
    await userEvent.selectOptions(defaultTenant(), 'finance');
    await userEvent.click(save());

    await waitFor(() => expect(core.overlays.openConfirm).toHaveBeenCalledTimes(1));
    const [message, options] = core.overlays.openConfirm.mock.calls[0];
    expect(options).toMatchObject({
      title: 'Save tenancy settings?',
      confirmButtonText: 'Save',
      cancelButtonText: 'Cancel',
    });
    expect(confirmText(message)).toEqual({
      intro: 'These changes take effect at once for every user:',
      items: ['The private tenant will be disabled.', 'The default tenant will be finance instead of Global.'],
    });
    await waitFor(() =>
      expect(updateTenancyConfig).toHaveBeenCalledWith({
        multitenancy_enabled: true,
        private_tenant_enabled: false,
        default_tenant: 'finance',
      })
    );
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith({ title: 'Tenancy settings saved.' });
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('saves nothing when the confirmation is declined, and Cancel restores the saved settings', async () => {
    const { updateTenancyConfig, core } = await openConfigure();
    core.overlays.openConfirm.mockResolvedValueOnce(false);
    await userEvent.click(multitenancy());
    await userEvent.click(save());
    await waitFor(() => expect(core.overlays.openConfirm).toHaveBeenCalled());
    expect(updateTenancyConfig).not.toHaveBeenCalled();
    expect(multitenancy()).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(multitenancy()).toBeChecked();
  });

  it("shows the server's refusal and keeps the user's choices", async () => {
    const { updateTenancyConfig, core } = await openConfigure();
    updateTenancyConfig.mockRejectedValueOnce(httpError(400, "[default_tenant] tenant 'finance' does not exist"));
    await waitFor(() => expect(defaultTenant().options.length).toBe(5));
    await userEvent.selectOptions(defaultTenant(), 'finance');
    await userEvent.click(save());
    await waitFor(() =>
      expect(core.notifications.toasts.addDanger).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Could not save the tenancy settings. [default_tenant] tenant 'finance' does not exist",
        })
      )
    );
    expect(defaultTenant()).toHaveValue('finance');
    expect(save()).toBeEnabled();
  });

  it('keeps tenant names in the confirmation as text', () => {
    const element = document.createElement('div');
    const unmount = changeList(['The default tenant will be <img src=x onerror=alert(1)> instead of Global.'])(element);
    expect(element.querySelector('img')).toBeNull();
    expect(element.textContent).toContain('<img src=x onerror=alert(1)>');
    unmount();
    expect(element).toBeEmptyDOMElement();
  });

  it('turning the private tenant off removes the Private row from Manage at once', async () => {
    await openConfigure();
    await userEvent.click(privateTenant());
    await userEvent.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    await userEvent.click(screen.getByRole('tab', { name: 'Manage' }));
    await screen.findByText('ops');
    const names = screen.getAllByTestId('tenantName').map((n) => n.textContent);
    expect(names).not.toContain('Private');
  });

  it('says when the tenancy settings cannot be read', async () => {
    renderTenantsPage({ tab: 'configure', tenancyError: httpError(403, 'No permission') });
    expect(await screen.findByTestId('tenancyLoadError')).toHaveTextContent(
      'Could not load the tenancy settings. No permission'
    );
    expect(screen.queryByTestId('tenantConfigureTab')).not.toBeInTheDocument();
  });
});
