import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESOURCE_NAME_LENGTH_MESSAGE, RESOURCE_NAME_MARKUP_MESSAGE } from '../../../../../../common/resource_name';
import { showCrossPageToasts } from '../../../utils/toasts';
import { httpError, pageProps, role, securityConfig, seedStore, type FakePage } from '../role_list/role_test_fakes';
import { RoleEdit } from './role_edit';
import { DLS_INVALID_MESSAGE } from './role_form_state';

// EUI pickers re-render long option lists on every input event: slow on a busy machine, not a timing assertion.
jest.setTimeout(30_000);

const analyst = role({
  description: 'Reads logs',
  cluster_permissions: ['cluster_composite_ops'],
  index_permissions: [
    {
      index_patterns: ['logs-*'],
      allowed_actions: ['read'],
      dls: '{"match":{"team":"blue"}}',
      fls: ['~secret'],
      masked_fields: ['email'],
    },
  ],
  tenant_permissions: [{ tenant_patterns: ['analysts'], allowed_actions: ['kibana_all_read'] }],
});
const store = () => seedStore({ roles: { analyst, all_access: role({ reserved: true, cluster_permissions: ['*'] }) } });

function renderEdit(
  action: 'create' | 'edit' | 'duplicate',
  name?: string,
  page: FakePage = pageProps({ store: store(), params: name ? { name } : {} })
) {
  render(
    <EuiProvider>
      <RoleEdit {...page.props} action={action} />
    </EuiProvider>
  );
  return page;
}

/** Types into a picker and presses Enter, which adds the value whether or not it is offered. */
async function pick(testSubj: string, value: string, container: HTMLElement = document.body) {
  const input = within(within(container).getByTestId(testSubj)).getByTestId('comboBoxSearchInput');
  // Pasted rather than typed key by key: the long permission lists make each keystroke slow.
  await userEvent.click(input);
  await userEvent.paste(value);
  await userEvent.keyboard('{Enter}');
}

function crossPageToastTitles(route: string): string[] {
  const toasts = { add: jest.fn() };
  showCrossPageToasts(toasts as never, route);
  return toasts.add.mock.calls.map(([toast]) => (toast as { title: string }).title);
}

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('role edit: create', () => {
  it("draws a new role's form at once, without a loading spinner first", () => {
    renderEdit('create');
    expect(screen.queryByLabelText('Loading role')).not.toBeInTheDocument();
    expect(screen.getByTestId('roleNameInput')).toHaveValue('');
    expect(screen.getByTestId('clusterPermissionsInput')).toBeInTheDocument();
  });

  it('asks for the first action groups once for its two pickers', async () => {
    const page = renderEdit('create');
    await waitFor(() => expect(page.api.list).toHaveBeenCalledWith('actiongroups', expect.anything()));
    await waitFor(() => expect(page.api.list).toHaveBeenCalledWith('tenants', expect.anything()));
    expect(page.api.list.mock.calls.filter(([kind]) => kind === 'actiongroups')).toHaveLength(1);
  });

  it('creates a role with cluster, index (DLS, FLS exclude, anonymized) and tenant permissions, then shows it with a toast', async () => {
    const page = renderEdit('create');
    const name = await screen.findByTestId('roleNameInput');
    expect(name).toHaveValue('');
    await userEvent.type(name, 'log_reader');
    await userEvent.type(screen.getByTestId('roleDescriptionInput'), 'Reads the logs');
    await pick('clusterPermissionsInput', 'cluster_composite_ops');
    await pick('clusterPermissionsInput', 'cluster:monitor/health');

    await userEvent.click(screen.getByTestId('addIndexPermission'));
    const panel = screen.getByTestId('indexPermissionPanel');
    await pick('indexPatternsInput', 'logs-*', panel);
    await pick('indexActionsInput', 'read', panel);
    await userEvent.click(within(panel).getByTestId('dlsInput'));
    await userEvent.paste('{"match": {"team": "blue"}}');
    await userEvent.selectOptions(within(panel).getByTestId('flsModeSelect'), 'exclude');
    await pick('flsFieldsInput', 'secret_field', panel);
    await pick('maskedFieldsInput', 'email', panel);

    await userEvent.click(screen.getByTestId('addTenantPermission'));
    const row = screen.getByTestId('tenantPermissionRow');
    await pick('tenantPatternsInput', 'analysts', row);
    await userEvent.selectOptions(within(row).getByTestId('tenantPermissionTypeSelect'), 'Read and Write');

    await userEvent.click(screen.getByTestId('saveRoleButton'));
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/roles/view/log_reader'));
    expect(page.api.create).toHaveBeenCalledWith('roles', 'log_reader', {
      description: 'Reads the logs',
      cluster_permissions: ['cluster_composite_ops', 'cluster:monitor/health'],
      index_permissions: [
        {
          index_patterns: ['logs-*'],
          allowed_actions: ['read'],
          dls: '{"match": {"team": "blue"}}',
          fls: ['~secret_field'],
          masked_fields: ['email'],
        },
      ],
      tenant_permissions: [{ tenant_patterns: ['analysts'], allowed_actions: ['kibana_all_write'] }],
    });
    expect(crossPageToastTitles('/roles/view/log_reader')).toEqual(["Role 'log_reader' created"]);
  });

  it('offers action groups of the matching type, the fixed list and the configured extra permissions', async () => {
    const config = securityConfig({ clusterPermissions: { include: ['cluster:custom/extra'] } });
    renderEdit('create', undefined, pageProps({ store: store(), config }));
    const cluster = await screen.findByTestId('clusterPermissionsInput');
    const input = within(cluster).getByTestId('comboBoxSearchInput');
    const optionsFor = async (search: string) => {
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(search);
      return (await screen.findAllByRole('option')).map((option) => option.textContent);
    };
    expect(await optionsFor('cluster_composite')).toEqual(['cluster_composite_ops']);
    expect(await optionsFor('my_everything')).toEqual(['my_everything']);
    expect(await optionsFor('cluster:custom')).toEqual(['cluster:custom/extra']);
    expect(await optionsFor('cluster:monitor/health')).toEqual(['cluster:monitor/health']);
  });

  it('asks the server for the action groups and tenants matching what is typed, never for all of them', async () => {
    // More groups and tenants than one answer holds: the last ones are found only by searching.
    const many = store();
    for (let i = 0; i < 300; i++) {
      const name = `ag_${String(i).padStart(3, '0')}`;
      many.actiongroups[name] = { ...many.actiongroups.read, reserved: false, type: i % 2 ? 'cluster' : 'index' };
      many.tenants[`tenant_${String(i).padStart(3, '0')}`] = { ...many.tenants.analysts };
    }
    const page = renderEdit('create', undefined, pageProps({ store: many }));
    await userEvent.type(await screen.findByTestId('roleNameInput'), 'picker_role');
    const cluster = await screen.findByTestId('clusterPermissionsInput');
    await userEvent.click(within(cluster).getByTestId('comboBoxSearchInput'));
    await userEvent.paste('ag_299');
    // EUI marks its option list pointer-events: none in jsdom while it positions it; a person clicks it once shown.
    await userEvent.click(await screen.findByRole('option', { name: 'ag_299' }), { pointerEventsCheck: 0 });

    await userEvent.click(screen.getByTestId('addIndexPermission'));
    const panel = screen.getByTestId('indexPermissionPanel');
    await pick('indexPatternsInput', 'logs-*', panel);
    await userEvent.click(within(within(panel).getByTestId('indexActionsInput')).getByTestId('comboBoxSearchInput'));
    await userEvent.paste('ag_298');
    await userEvent.click(await screen.findByRole('option', { name: 'ag_298' }), { pointerEventsCheck: 0 });

    await userEvent.click(screen.getByTestId('addTenantPermission'));
    await userEvent.click(within(screen.getByTestId('tenantPatternsInput')).getByTestId('comboBoxSearchInput'));
    await userEvent.paste('tenant_299');
    await userEvent.click(await screen.findByRole('option', { name: 'tenant_299' }), { pointerEventsCheck: 0 });

    expect(page.api.listAll).not.toHaveBeenCalled();
    // Each search is one bounded page asked of the server.
    expect(page.api.list).toHaveBeenCalledWith('actiongroups', expect.objectContaining({ search: 'ag_299' }));
    expect(page.api.list).toHaveBeenCalledWith('tenants', expect.objectContaining({ search: 'tenant_299' }));
    for (const [, query] of page.api.list.mock.calls) expect(query?.perPage).toBeLessThanOrEqual(100);

    await userEvent.click(screen.getByTestId('saveRoleButton'));
    await waitFor(() => expect(page.api.store.roles.picker_role).toBeDefined());
    const saved = page.api.store.roles.picker_role;
    expect(saved.cluster_permissions).toEqual(['ag_299']);
    expect(saved.index_permissions[0].allowed_actions).toEqual(['ag_298']);
    expect(saved.tenant_permissions[0].tenant_patterns).toEqual(['tenant_299']);
    // Three pickers, each waiting for a server answer: longer than the others on a busy machine.
  }, 90_000);

  it('validates the name live with the resource-name rules and refuses markup', async () => {
    const page = renderEdit('create');
    const name = await screen.findByTestId('roleNameInput');
    await userEvent.type(name, 'a');
    expect(screen.getByText(RESOURCE_NAME_LENGTH_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, '<img src=x onerror=alert(1)>');
    expect(screen.getByText(RESOURCE_NAME_MARKUP_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    expect(page.api.create).not.toHaveBeenCalled();
    expect(document.querySelector('img')).toBeNull();
  });

  it('flags an empty name only once Save is tried', async () => {
    const page = renderEdit('create');
    await screen.findByTestId('roleNameInput');
    expect(screen.queryByText(RESOURCE_NAME_LENGTH_MESSAGE)).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    expect(screen.getByText(RESOURCE_NAME_LENGTH_MESSAGE)).toBeInTheDocument();
    expect(page.api.create).not.toHaveBeenCalled();
  });

  it('shows an invalid DLS query as an error and does not save', async () => {
    const page = renderEdit('create');
    await userEvent.type(await screen.findByTestId('roleNameInput'), 'dls_role');
    await userEvent.click(screen.getByTestId('addIndexPermission'));
    const panel = screen.getByTestId('indexPermissionPanel');
    await pick('indexPatternsInput', 'logs-*', panel);
    await userEvent.type(within(panel).getByTestId('dlsInput'), '{{"match": ');
    expect(within(panel).getByText(DLS_INVALID_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    expect(page.api.create).not.toHaveBeenCalled();
  });

  it('refuses to overwrite an existing role with a new one of the same name', async () => {
    const page = renderEdit('create');
    await userEvent.type(await screen.findByTestId('roleNameInput'), 'analyst');
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    expect(await screen.findByText("A role named 'analyst' already exists.")).toBeInTheDocument();
    // The server refused the create-only request (409); the create-or-replace call is never made.
    expect(page.api.create).toHaveBeenCalledTimes(1);
    expect(page.api.save).not.toHaveBeenCalled();
  });

  it("shows the server's message once when saving fails, its field in words, and stays on the page", async () => {
    const page = renderEdit('create');
    page.api.create.mockRejectedValueOnce(
      httpError(400, '[index_permissions[0].dls] must be a query written as a JSON object')
    );
    await userEvent.type(await screen.findByTestId('roleNameInput'), 'new_role');
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    expect(await screen.findByTestId('roleSaveError')).toHaveTextContent(
      'Failed to save the role. Index permissions 1 dls: must be a query written as a JSON object'
    );
    expect(page.toasts.addDanger).not.toHaveBeenCalled();
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it('goes back to the list on Cancel without saving', async () => {
    const page = renderEdit('create');
    await userEvent.click(await screen.findByTestId('cancelRoleEdit'));
    expect(page.navigate).toHaveBeenCalledWith('/roles');
    expect(page.api.create).not.toHaveBeenCalled();
  });
});

describe('role edit: edit and duplicate', () => {
  it('edits with the name fixed and says updated', async () => {
    const page = renderEdit('edit', 'analyst');
    const name = await screen.findByTestId('roleNameInput');
    await waitFor(() => expect(name).toHaveValue('analyst'));
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByTestId('dlsInput')).toHaveValue('{"match":{"team":"blue"}}');
    expect(screen.getByTestId('flsModeSelect')).toHaveValue('exclude');
    expect(screen.getByTestId('tenantPermissionTypeSelect')).toHaveValue('Read only');
    await userEvent.clear(screen.getByTestId('roleDescriptionInput'));
    await userEvent.type(screen.getByTestId('roleDescriptionInput'), 'Changed');
    expect(screen.getByTestId('saveRoleButton')).toHaveTextContent('Update');
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/roles/view/analyst'));
    expect(page.api.store.roles.analyst).toMatchObject({
      description: 'Changed',
      index_permissions: [expect.objectContaining({ fls: ['~secret'] })],
    });
    expect(crossPageToastTitles('/roles/view/analyst')).toEqual(["Role 'analyst' updated"]);
  });

  it('proposes <source>_copy on duplicate and creates a new role with the same permissions', async () => {
    const page = renderEdit('duplicate', 'analyst');
    const name = await screen.findByTestId('roleNameInput');
    await waitFor(() => expect(name).toHaveValue('analyst_copy'));
    expect(name).not.toHaveAttribute('readonly');
    expect(screen.getByTestId('saveRoleButton')).toHaveTextContent('Create');
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/roles/view/analyst_copy'));
    const { reserved: _reserved, hidden: _hidden, static: _static, ...permissions } = analyst;
    expect(page.api.store.roles.analyst_copy).toMatchObject(permissions);
    expect(crossPageToastTitles('/roles/view/analyst_copy')).toEqual(["Role 'analyst_copy' created"]);
  });

  it('refuses to edit a reserved role: a callout and no Save', async () => {
    const page = renderEdit('edit', 'all_access');
    expect(await screen.findByTestId('reservedRoleCallout')).toHaveTextContent(
      'This role is reserved and cannot be edited.'
    );
    expect(screen.queryByTestId('saveRoleButton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('roleNameInput')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('duplicateReservedRole'));
    expect(page.navigate).toHaveBeenCalledWith('/roles/duplicate/all_access');
  });

  it('lets a reserved role be duplicated into a custom one', async () => {
    renderEdit('duplicate', 'all_access');
    await waitFor(() => expect(screen.getByTestId('roleNameInput')).toHaveValue('all_access_copy'));
    expect(screen.getByTestId('saveRoleButton')).toBeInTheDocument();
  });

  it('says so when the role cannot be loaded', async () => {
    const page = renderEdit('edit', 'missing_role');
    expect(await screen.findByTestId('roleLoadError')).toHaveTextContent(
      "Failed to load the role. 'missing_role' not found."
    );
    expect(page.toasts.addDanger).not.toHaveBeenCalled();
    expect(screen.queryByTestId('saveRoleButton')).not.toBeInTheDocument();
  });
});
