import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import type { SavedObject } from '../../../../../core/public';
import { SavedObjectsSection } from './index';
import { callsTo, createFakeCore, savedObject } from './test_fakes';

// Each step waits on a filter popover and a server round trip: a shared, loaded machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  document.body.innerHTML = '';
});

const TENANTS = [
  { name: 'global', canWrite: true, current: true },
  { name: 'private', canWrite: true, current: false },
  { name: 'team_a', canWrite: false, current: false },
  { name: 'ops', canWrite: true, current: false },
];
const inTenant = (tenant: string, object: SavedObject): SavedObject => ({ ...object, tenant });
const OBJECTS = [
  savedObject('dashboard', 'g', 'Global sales'),
  inTenant('team_a', savedObject('dashboard', 't', 'Team report')),
  inTenant('ops', savedObject('dashboard', 'o', 'Ops board')),
  inTenant('ops', savedObject('dashboard', 'g', 'Ops copy of sales')),
];

function setup(tenants = TENANTS) {
  const fake = createFakeCore({ objects: OBJECTS, tenants });
  const download = jest.fn<(text: string, fileName: string) => void>();
  render(<SavedObjectsSection core={fake.core} download={download} />);
  return { ...fake, download };
}

const table = () => screen.findByTestId('savedObjectsTable');
const lastFind = (fetch: ReturnType<typeof createFakeCore>['fetch']) =>
  callsTo(fetch, '/api/saved_objects/_find').at(-1)?.query;

async function chooseTenants(...labels: string[]) {
  await userEvent.click(screen.getByTestId('savedObjectsTenantFilter'));
  const list = await screen.findByTestId('savedObjectsTenantList');
  for (const label of labels)
    await userEvent.click(within(list).getByRole('option', { name: new RegExp(`^${label}`) }));
  await userEvent.click(screen.getByTestId('savedObjectsTenantFilter'));
}

describe('SavedObjectsSection across tenants (administrators)', () => {
  it('starts on the current tenant alone, with a Tenant column and a Tenants filter', async () => {
    const { fetch } = setup();
    const list = await table();
    expect(await within(list).findByText('Global sales')).toBeInTheDocument();
    expect(within(list).queryByText('Team report')).not.toBeInTheDocument();
    expect(within(list).getByRole('columnheader', { name: 'Tenant' })).toBeInTheDocument();
    expect(within(list).getByTestId('savedObjectsTenantCell')).toHaveTextContent('Global');
    expect(lastFind(fetch)).toMatchObject({ tenants: ['global'], page: 1 });
    expect(screen.getByTestId('savedObjectsTenantFilter')).toHaveTextContent('Tenants');

    await userEvent.click(screen.getByTestId('savedObjectsTenantFilter'));
    const options = within(await screen.findByTestId('savedObjectsTenantList')).getAllByRole('option');
    // EUI adds a screen-reader hint ("To check this option, press Enter.") to each option's text.
    const labels = options.map((o) => o.textContent?.replace(/\. To (un)?check this option, press Enter\./, ''));
    expect(labels).toEqual(['Global(current)', 'Private', 'team_a', 'ops']);
    expect(options[0]).toHaveAttribute('aria-checked', 'true');
    expect(options[1]).toHaveAttribute('aria-checked', 'false');
  });

  it('lists the chosen tenants together, each row naming its tenant', async () => {
    const { fetch } = setup();
    const list = await table();
    await within(list).findByText('Global sales');
    await chooseTenants('team_a', 'ops');
    expect(await within(list).findByText('Team report')).toBeInTheDocument();
    expect(within(list).getByText('Ops copy of sales')).toBeInTheDocument();
    expect(lastFind(fetch)).toMatchObject({ tenants: ['global', 'team_a', 'ops'], page: 1 });
    const cells = within(list)
      .getAllByTestId('savedObjectsTenantCell')
      .map((c) => c.textContent);
    expect(cells.sort()).toEqual(['Global', 'ops', 'ops', 'team_a']);

    await chooseTenants('Global', 'ops');
    await waitFor(() => expect(within(list).queryByText('Global sales')).not.toBeInTheDocument());
    expect(lastFind(fetch)).toMatchObject({ tenants: ['team_a'] });
    expect(within(list).getByText('Team report')).toBeInTheDocument();

    await chooseTenants('team_a');
    expect(await within(list).findByText('Choose at least one tenant in the Tenants filter.')).toBeInTheDocument();
  });

  it('deletes a row in its own tenant, and offers no delete in a tenant it may only read', async () => {
    const { fetch, store } = setup();
    const list = await table();
    await within(list).findByText('Global sales');
    await chooseTenants('team_a', 'ops');
    const teamRow = (await within(list).findByText('Team report')).closest('tr')!;
    expect(within(teamRow).queryByTestId('savedObjectsTableAction-delete')).not.toBeInTheDocument();
    await userEvent.click(within(teamRow).getByTestId('savedObjectsTableAction-inspect'));
    const flyout = await screen.findByTestId('savedObjectInspect');
    expect(flyout).toHaveTextContent('dashboard / t · Tenant: team_a');
    expect(within(flyout).getByTestId('savedObjectInspectJson')).toHaveTextContent('"tenant": "team_a"');
    await userEvent.click(within(flyout).getByTestId('euiFlyoutCloseButton'));
    await waitFor(() => expect(screen.queryByTestId('savedObjectInspect')).not.toBeInTheDocument());

    const opsRow = within(list).getByText('Ops copy of sales').closest('tr')!;
    await userEvent.click(within(opsRow).getByTestId('savedObjectsTableAction-delete'));
    const modal = await screen.findByTestId('savedObjectsDeleteConfirm');
    expect(modal).toHaveTextContent('These objects are deleted from their tenants for good:');
    expect(modal).toHaveTextContent('Ops copy of sales (dashboard, tenant ops)');
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Ops copy of sales')).not.toBeInTheDocument());
    expect(callsTo(fetch, '/api/saved_objects/dashboard/g')).toEqual([
      { method: 'DELETE', headers: { securitytenant: 'ops' } },
    ]);
    // The global object with the same id is untouched.
    expect(store.map((o) => `${o.tenant ?? 'global'}/${o.id}`).sort()).toEqual(['global/g', 'ops/o', 'team_a/t']);
    expect(within(list).getByText('Global sales')).toBeInTheDocument();
  });

  it("exports in the row's tenant, and only the objects of one tenant at a time", async () => {
    const { fetch, download, overrides } = setup();
    overrides.set('/api/saved_objects/_export', () => '{"id":"o"}\n');
    const list = await table();
    await within(list).findByText('Global sales');
    await chooseTenants('ops');
    await within(list).findByText('Ops board');

    const exportButton = screen.getByTestId('savedObjectsExportButton');
    expect(exportButton).toBeDisabled();
    await userEvent.click(within(list).getByTestId('checkboxSelectRow-ops/dashboard:o'));
    expect(exportButton).toBeEnabled();
    await userEvent.click(exportButton);
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(callsTo(fetch, '/api/saved_objects/_export')[0]).toEqual({
      method: 'POST',
      body: JSON.stringify({ objects: [{ type: 'dashboard', id: 'o' }] }),
      headers: { securitytenant: 'ops' },
    });

    await userEvent.click(within(list).getByTestId('checkboxSelectRow-global/dashboard:g'));
    expect(exportButton).toHaveTextContent('Export 2 selected');
    expect(exportButton).toBeDisabled();
  });

  it('keeps the Tenants filter when the current tenant is empty, to reach the others', async () => {
    const fake = createFakeCore({
      objects: [inTenant('ops', savedObject('dashboard', 'o', 'Ops board'))],
      tenants: TENANTS,
    });
    render(<SavedObjectsSection core={fake.core} download={jest.fn()} />);
    const list = await table();
    expect(await within(list).findByText('The chosen tenants have no saved objects.')).toBeInTheDocument();
    expect(screen.queryByTestId('savedObjectsEmpty')).not.toBeInTheDocument();
    await chooseTenants('ops');
    expect(await within(list).findByText('Ops board')).toBeInTheDocument();
  });

  it('shows no tenant column or filter when the server lists no tenants (non-administrators)', async () => {
    const { fetch } = setup([]);
    const list = await table();
    await within(list).findByText('Global sales');
    expect(within(list).queryByRole('columnheader', { name: 'Tenant' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('savedObjectsTenantFilter')).not.toBeInTheDocument();
    expect(lastFind(fetch)).not.toHaveProperty('tenants');
  });
});
