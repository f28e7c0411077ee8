import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSavedTenant, setSavedTenant, takeCrossPageToasts } from '../../../../utils/storage';
import { securityConfig } from '../../../account/test_fakes';
import { httpError, tenant } from '../../test_fakes';
import { renderTenantsPage } from './tenant_test_fakes';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  window.localStorage.clear();
});

const names = () => screen.queryAllByTestId('tenantName').map((n) => n.textContent);
const row = (label: string) => screen.getByText(label, { selector: '[data-test-subj="tenantName"]' }).closest('tr')!;
const status = (label: string) => within(row(label)).getByTestId('tenantStatus').textContent;

async function select(...labels: string[]) {
  for (const label of labels) await userEvent.click(within(row(label)).getByRole('checkbox'));
}
async function action(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}
async function actionDisabled(name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
  const item = await screen.findByRole('menuitem', { name });
  const disabled = (item as HTMLButtonElement).disabled;
  await userEvent.keyboard('{Escape}');
  return disabled;
}

describe('Tenants › Manage', () => {
  it('lists Global first, Private second, then the custom tenants, with their descriptions and customization', async () => {
    renderTenantsPage();
    await screen.findByText('ops');
    expect(screen.getByRole('heading', { name: 'Tenants' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Manage' })).toHaveAttribute('aria-selected', 'true');
    expect(names().slice(0, 2)).toEqual(['Global', 'Private']);
    expect(names().slice(2).sort()).toEqual(['admin_tenant', 'finance', 'ops']);
    expect(row('Global')).toHaveTextContent('Everyone can see it');
    expect(row('Private')).toHaveTextContent('Only visible to the current logged in user');
    expect(within(row('Private')).getByTestId('resourceTypeReserved')).toBeInTheDocument();
    expect(within(row('ops')).getByTestId('resourceTypeCustom')).toBeInTheDocument();
    expect(row('ops')).toHaveTextContent('Operations team');
    // A description holding markup is shown as text.
    expect(within(row('finance')).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(row('finance').querySelector('img')).toBeNull();
  });

  it("marks the session's tenant 'Current'", async () => {
    renderTenantsPage({ current: 'ops' });
    await screen.findByText('ops');
    await waitFor(() => expect(within(row('ops')).getByTestId('currentTenantBadge')).toHaveTextContent('Current'));
    expect(screen.getAllByTestId('currentTenantBadge')).toHaveLength(1);
  });

  it("marks Private 'Current' for the private tenant, and Global for ''", async () => {
    renderTenantsPage({ current: '__user__' });
    await waitFor(() => expect(within(row('Private')).queryByTestId('currentTenantBadge')).toBeInTheDocument());
  });

  it('derives the statuses from the tenancy settings', async () => {
    renderTenantsPage({
      tenancy: { default_tenant: 'ops' },
      config: securityConfig({ multitenancy: { tenants: { enable_global: false } } }),
    });
    await screen.findByText('ops');
    expect(status('ops')).toBe('Default');
    expect(status('Global')).toBe('Disabled');
    expect(status('Private')).toBe('Enabled');
    expect(status('finance')).toBe('Enabled');
    // A disabled tenant offers no dashboards link.
    expect(within(row('Global')).queryByTestId('viewTenantDashboards')).not.toBeInTheDocument();
  });

  it('leaves out the Private row when the private tenant is off on the server, whatever the page-load config says', async () => {
    renderTenantsPage({ tenancy: { private_tenant_enabled: false } });
    await screen.findByText('ops');
    expect(names()).not.toContain('Private');
    expect(names()[0]).toBe('Global');
  });

  it('searches by name and description', async () => {
    renderTenantsPage();
    await screen.findByText('ops');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'operations');
    await waitFor(() => expect(names()).toEqual(['ops']));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search tenants' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'nothing here{Enter}');
    expect(await screen.findByText('No tenants match your search.')).toBeInTheDocument();
    // Global and Private are searched too, by what the page shows of them.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search tenants' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'everyone{Enter}');
    await waitFor(() => expect(names()).toEqual(['Global']));
  });

  it('asks the server once per search: one page of tenants, the current tenant read once per visit', async () => {
    const { api, getCurrentTenant } = renderTenantsPage({ current: 'ops' });
    await screen.findByText('ops');
    expect(within(row('ops')).getByTestId('currentTenantBadge')).toBeInTheDocument();
    const pages = api.list.mock.calls.length;
    const box = screen.getByRole('searchbox', { name: 'Search tenants' });
    await userEvent.type(box, 'fin{Enter}');
    await waitFor(() => expect(names()).toEqual(['finance']));
    await userEvent.clear(box);
    await userEvent.type(box, 'ops{Enter}');
    await waitFor(() => expect(names()).toEqual(['ops']));
    expect(within(row('ops')).getByTestId('currentTenantBadge')).toBeInTheDocument();
    // 'fin', '' (cleared) and 'ops': one page each.
    expect(api.list.mock.calls.length).toBe(pages + 3);
    expect(getCurrentTenant).toHaveBeenCalledTimes(1);
  });

  it('never shows an older search over a newer one answered first', async () => {
    const { api } = renderTenantsPage();
    await screen.findByText('ops');
    const answer = api.list.getMockImplementation()!;
    let releaseOld!: () => void;
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    api.list.mockImplementation(async (kind, query) => {
      if (query?.search === 'fin') await oldHeld;
      return answer(kind, query);
    });
    const box = screen.getByRole('searchbox', { name: 'Search tenants' });
    await userEvent.type(box, 'fin{Enter}');
    await userEvent.clear(box);
    await userEvent.type(box, 'ops{Enter}');
    await waitFor(() => expect(names()).toEqual(['ops']));
    // The answer to 'fin' comes last (a macrotask lets its whole chain settle): 'ops' stays.
    await act(async () => {
      releaseOld();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(api.list).toHaveBeenCalledWith('tenants', expect.objectContaining({ search: 'fin' }));
    expect(names()).toEqual(['ops']);
    expect(box).toHaveValue('ops');
  });

  it('keeps rows picked under one search while another is shown', async () => {
    renderTenantsPage();
    await screen.findByText('ops');
    await select('ops');
    const box = screen.getByRole('searchbox', { name: 'Search tenants' });
    await userEvent.type(box, 'fin{Enter}');
    await waitFor(() => expect(names()).toEqual(['finance']));
    await select('finance');
    await userEvent.clear(box);
    await waitFor(() => expect(names()).toContain('ops'));
    expect(within(row('ops')).getByRole('checkbox')).toBeChecked();
    expect(within(row('finance')).getByRole('checkbox')).toBeChecked();
  });

  it('sorts the custom tenants by name both ways, Global and Private staying first and second', async () => {
    renderTenantsPage();
    await screen.findByText('ops');
    expect(names()).toEqual(['Global', 'Private', 'admin_tenant', 'finance', 'ops']);
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(names()).toEqual(['Global', 'Private', 'ops', 'finance', 'admin_tenant']));
  });

  it('pages the custom tenants on the server, under Global and Private on the first page', async () => {
    const moreTenants = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`team_${String(i).padStart(2, '0')}`, tenant({ description: `Team ${i}` })])
    );
    const { api } = renderTenantsPage({ moreTenants });
    await screen.findByText('ops');
    // 3 + 40 custom tenants, with Global and Private: 45 rows, 20 a page.
    const custom = ['admin_tenant', 'finance', 'ops', ...Object.keys(moreTenants)];
    expect(names()).toEqual(['Global', 'Private', ...custom.slice(0, 18)]);
    await userEvent.click(screen.getByTestId('pagination-button-next'));
    await waitFor(() => expect(names()).toEqual(custom.slice(18, 38)));
    await userEvent.click(screen.getByTestId('pagination-button-next'));
    await waitFor(() => expect(names()).toEqual(custom.slice(38)));
    // Each read is a page of the server's, never the whole list.
    expect(api.listAll).not.toHaveBeenCalledWith('tenants');
    for (const [kind, query] of api.list.mock.calls) {
      expect(kind).toBe('tenants');
      expect(query).toEqual(expect.objectContaining({ perPage: 20, withoutGlobal: true }));
    }
  });

  it('creates a tenant with a valid, unused name and a description', async () => {
    const { api, core } = renderTenantsPage();
    await screen.findByText('ops');
    await userEvent.click(screen.getByRole('button', { name: 'Create tenant' }));
    const modal = screen.getByTestId('tenantEditModal');
    expect(within(modal).getByRole('heading', { name: 'Create tenant' })).toBeInTheDocument();
    const create = within(modal).getByRole('button', { name: 'Create' });

    await userEvent.type(within(modal).getByTestId('tenantNameInput'), 'x');
    await userEvent.click(create);
    expect(within(modal).getByText('The name must be 2 to 50 characters long.')).toBeInTheDocument();

    await userEvent.clear(within(modal).getByTestId('tenantNameInput'));
    await userEvent.type(within(modal).getByTestId('tenantNameInput'), 'ops');
    expect(within(modal).getByText("A tenant named 'ops' already exists.")).toBeInTheDocument();

    await userEvent.clear(within(modal).getByTestId('tenantNameInput'));
    await userEvent.type(within(modal).getByTestId('tenantNameInput'), '50%');
    expect(within(modal).getByText(/must not contain control characters, a percent sign/)).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();

    await userEvent.clear(within(modal).getByTestId('tenantNameInput'));
    await userEvent.type(within(modal).getByTestId('tenantNameInput'), 'sales');
    await userEvent.type(within(modal).getByTestId('tenantDescriptionInput'), 'Sales team');
    await userEvent.click(create);
    await waitFor(() => expect(api.create).toHaveBeenCalledWith('tenants', 'sales', { description: 'Sales team' }));
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith({ title: "Tenant 'sales' created" });
    expect(await screen.findByText('sales')).toBeInTheDocument();
    expect(screen.queryByTestId('tenantEditModal')).not.toBeInTheDocument();
  });

  it("keeps the modal open with the server's message when it refuses the tenant", async () => {
    const { api } = renderTenantsPage();
    await screen.findByText('ops');
    api.create.mockRejectedValueOnce(httpError(400, 'A tenant name must not start with __user__'));
    await userEvent.click(screen.getByRole('button', { name: 'Create tenant' }));
    await userEvent.type(screen.getByTestId('tenantNameInput'), '__user__x');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('tenantSaveError')).toHaveTextContent(
      'A tenant name must not start with __user__'
    );
  });

  it('edits only the description of a custom tenant', async () => {
    const { api } = renderTenantsPage();
    await screen.findByText('ops');
    await select('ops');
    await action('Edit');
    const modal = screen.getByTestId('tenantEditModal');
    expect(within(modal).getByTestId('tenantNameInput')).toBeDisabled();
    expect(within(modal).getByTestId('tenantNameInput')).toHaveValue('ops');
    await userEvent.clear(within(modal).getByTestId('tenantDescriptionInput'));
    await userEvent.type(within(modal).getByTestId('tenantDescriptionInput'), 'Ops and SRE');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledWith('tenants', 'ops', { description: 'Ops and SRE' }));
    expect(await screen.findByText('Ops and SRE')).toBeInTheDocument();
  });

  it('does not offer Edit or Delete for a reserved tenant', async () => {
    renderTenantsPage();
    await screen.findByText('ops');
    await select('admin_tenant');
    expect(await actionDisabled('Edit')).toBe(true);
    expect(await actionDisabled('Delete')).toBe(true);
  });

  it('does not offer Delete when a reserved tenant is among the selected ones', async () => {
    const { api } = renderTenantsPage();
    await screen.findByText('ops');
    await select('ops', 'Global');
    expect(await actionDisabled('Delete')).toBe(true);
    expect(api.remove).not.toHaveBeenCalled();
  });

  it("duplicates a tenant as '<name>_copy'", async () => {
    const { api } = renderTenantsPage();
    await screen.findByText('ops');
    await select('ops');
    await action('Duplicate');
    const modal = screen.getByTestId('tenantEditModal');
    expect(within(modal).getByRole('heading', { name: 'Duplicate tenant' })).toBeInTheDocument();
    expect(within(modal).getByTestId('tenantNameInput')).toHaveValue('ops_copy');
    expect(within(modal).getByTestId('tenantDescriptionInput')).toHaveValue('Operations team');
    await userEvent.click(within(modal).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith('tenants', 'ops_copy', { description: 'Operations team' })
    );
  });

  it('deletes several custom tenants after one confirmation', async () => {
    const { api, core } = renderTenantsPage();
    await screen.findByText('ops');
    await select('ops', 'finance');
    await action('Delete');
    expect(core.overlays.openConfirm).toHaveBeenCalledWith(
      'Do you want to delete 2 tenants? This cannot be undone.',
      expect.anything()
    );
    await waitFor(() => expect(api.remove).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(names()).not.toContain('ops'));
    expect(names()).not.toContain('finance');
  });

  it('deletes nothing when the confirmation is declined', async () => {
    const { api, core } = renderTenantsPage();
    await screen.findByText('ops');
    core.overlays.openConfirm.mockResolvedValueOnce(false);
    await select('ops');
    await action('Delete');
    await waitFor(() => expect(core.overlays.openConfirm).toHaveBeenCalled());
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('switches to the selected tenant and reloads the page', async () => {
    const { selectTenant, location } = renderTenantsPage();
    await screen.findByText('ops');
    const button = screen.getByRole('button', { name: 'Switch to selected tenant' });
    expect(button).toBeDisabled();
    await select('ops');
    await userEvent.click(button);
    await waitFor(() => expect(location.reload).toHaveBeenCalled());
    expect(selectTenant).toHaveBeenCalledWith('ops', 'kim');
  });

  it('does not offer to switch to the tenant the session is already in', async () => {
    renderTenantsPage({ current: 'ops' });
    await waitFor(() => expect(within(row('ops')).getByTestId('currentTenantBadge')).toBeInTheDocument());
    await select('ops');
    expect(screen.getByRole('button', { name: 'Switch to selected tenant' })).toBeDisabled();
  });

  it('keeps a remembered tenant in step with the switch, so start-up does not switch back', async () => {
    setSavedTenant('finance');
    const { location } = renderTenantsPage();
    await screen.findByText('ops');
    await select('Private');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to selected tenant' }));
    await waitFor(() => expect(location.reload).toHaveBeenCalled());
    expect(getSavedTenant()).toBe('__user__');
  });

  it('does not remember a tenant when nothing was remembered', async () => {
    const { location } = renderTenantsPage();
    await screen.findByText('ops');
    await select('ops');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to selected tenant' }));
    await waitFor(() => expect(location.reload).toHaveBeenCalled());
    expect(getSavedTenant()).toBeNull();
  });

  it('reports a refused switch and stays on the page', async () => {
    const { selectTenant, location, core } = renderTenantsPage();
    await screen.findByText('ops');
    selectTenant.mockRejectedValueOnce(httpError(403, "You do not have access to the tenant 'ops'."));
    await select('ops');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to selected tenant' }));
    await waitFor(() =>
      expect(core.notifications.toasts.addDanger).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Failed to switch tenant. You do not have access to the tenant 'ops'." })
      )
    );
    expect(location.reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Switch to selected tenant' })).toBeEnabled();
  });

  it('creates a dashboard in the selected tenant: switches, then opens the dashboards app', async () => {
    const { selectTenant, location } = renderTenantsPage();
    await screen.findByText('ops');
    await select('finance');
    await action('Create dashboard');
    await waitFor(() => expect(location.href).toBe('/base/app/dashboards'));
    expect(selectTenant).toHaveBeenCalledWith('finance', 'kim');
  });

  it('creates visualizations in the selected tenant: switches, then opens the visualize page', async () => {
    const { selectTenant, location } = renderTenantsPage();
    await screen.findByText('ops');
    await select('finance');
    await action('Create visualizations');
    await waitFor(() => expect(location.href).toBe('/base/app/visualize'));
    expect(selectTenant).toHaveBeenCalledWith('finance', 'kim');
  });

  it("opens a tenant's dashboards from its row, the global tenant as ''", async () => {
    const { selectTenant, location } = renderTenantsPage({ current: 'ops' });
    await screen.findByText('ops');
    const link = within(row('Global')).getByRole('link', { name: 'View dashboards of the tenant Global' });
    expect(link).toHaveAttribute('href', '/base/app/dashboards?security_tenant=global');
    await userEvent.click(link);
    await waitFor(() => expect(location.href).toBe('/base/app/dashboards'));
    expect(selectTenant).toHaveBeenCalledWith('', 'kim');
  });

  it("links each usable tenant's name to its dashboards; a plain click switches, a ctrl-click is the browser's", async () => {
    const { selectTenant, location } = renderTenantsPage({
      config: securityConfig({ multitenancy: { tenants: { enable_global: false } } }),
    });
    await screen.findByText('ops');
    const ops = within(row('ops')).getByRole('link', { name: 'ops' });
    expect(ops).toHaveAttribute('href', '/base/app/dashboards?security_tenant=ops');
    expect(within(row('Private')).getByRole('link', { name: 'Private' })).toHaveAttribute(
      'href',
      '/base/app/dashboards?security_tenant=private'
    );
    // A disabled tenant cannot be switched to: its name is plain text.
    expect(within(row('Global')).queryByRole('link', { name: 'Global' })).toBeNull();

    fireEvent.click(ops, { ctrlKey: true });
    expect(selectTenant).not.toHaveBeenCalled();
    await userEvent.click(ops);
    await waitFor(() => expect(location.href).toBe('/base/app/dashboards'));
    expect(selectTenant).toHaveBeenCalledWith('ops', 'kim');
  });

  it('warns before deleting the current tenant, then moves the session to the Global tenant and says so', async () => {
    const { selectTenant, location, core, api } = renderTenantsPage({ current: 'ops' });
    await screen.findByText('ops');
    await waitFor(() => expect(within(row('ops')).getByTestId('currentTenantBadge')).toBeInTheDocument());
    await select('ops');
    await action('Delete');
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('tenants', 'ops'));
    const [text] = core.overlays.openConfirm.mock.calls[0];
    expect(text).toBe(
      "Do you want to delete tenant 'ops'? This cannot be undone. 'ops' is your current tenant: after deleting it, you will be moved to the Global tenant."
    );
    await waitFor(() => expect(selectTenant).toHaveBeenCalledWith('', 'kim'));
    expect(location.reload).toHaveBeenCalled();
    // The reloaded page shows why the tenant changed.
    expect(takeCrossPageToasts('security-app:/tenants')).toEqual([
      { title: "The tenant 'ops' was deleted. You are now in the Global tenant.", color: 'warning' },
    ]);
  });

  it('deletes another tenant without the warning and without switching', async () => {
    const { selectTenant, location, core, api } = renderTenantsPage({ current: 'ops' });
    await screen.findByText('finance');
    await select('finance');
    await action('Delete');
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('tenants', 'finance'));
    expect(core.overlays.openConfirm.mock.calls[0][0]).toBe(
      "Do you want to delete tenant 'finance'? This cannot be undone."
    );
    await waitFor(() => expect(screen.queryByText('finance')).toBeNull());
    expect(selectTenant).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('sets the selected tenant as the default tenant', async () => {
    const { updateTenancyConfig, core } = renderTenantsPage();
    await screen.findByText('ops');
    expect(status('Global')).toBe('Default');
    await select('ops');
    await action('Set as default tenant');
    await waitFor(() =>
      expect(updateTenancyConfig).toHaveBeenCalledWith({
        multitenancy_enabled: true,
        private_tenant_enabled: true,
        default_tenant: 'ops',
      })
    );
    await waitFor(() => expect(status('ops')).toBe('Default'));
    expect(status('Global')).toBe('Enabled');
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith({ title: 'Tenancy settings saved.' });
  });

  it('still lists the tenants when the current tenant cannot be read', async () => {
    const { getCurrentTenant } = renderTenantsPage();
    getCurrentTenant.mockRejectedValueOnce(new Error('down'));
    expect(await screen.findByText('ops')).toBeInTheDocument();
  });
});
