import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showCrossPageToasts } from '../../../utils/toasts';
import { mapping, pageProps, role, seedStore, type FakePage } from '../role_list/role_test_fakes';
import { user } from '../../../test_fakes';
import { RoleView } from './role_view';
import { describeFls } from './role_permissions_tab';
import { NO_MAPPING_TEXT } from './role_mapped_users_tab';

// EUI pickers re-render long option lists on every input event: slow on a busy machine, not a timing assertion.
jest.setTimeout(30_000);

const analyst = role({
  description: 'Reads <b>logs</b>',
  cluster_permissions: [
    'cluster_composite_ops',
    'cluster:monitor/health',
    'cluster:monitor/main',
    'cluster:monitor/state',
  ],
  index_permissions: [
    {
      index_patterns: ['logs-*'],
      allowed_actions: ['read'],
      dls: '{"match":{"team":"blue"}}',
      fls: ['~secret'],
      masked_fields: ['email'],
    },
    { index_patterns: ['metrics-*'], allowed_actions: ['read'], fls: [], masked_fields: [] },
  ],
  tenant_permissions: [
    { tenant_patterns: ['analysts'], allowed_actions: ['kibana_all_read'] },
    { tenant_patterns: ['analysts', 'global_tenant'], allowed_actions: ['kibana_all_write'] },
    { tenant_patterns: ['team_*'], allowed_actions: [] },
  ],
});

function store() {
  return seedStore({
    roles: { analyst, all_access: role({ reserved: true, cluster_permissions: ['*'] }), lonely: role() },
    rolesmapping: { analyst: mapping({ users: ['alice'], backend_roles: ['analysts'], hosts: ['10.0.0.*'] }) },
  });
}

function renderView(name: string, query = '') {
  const page: FakePage = pageProps({ store: store(), params: { name }, query });
  render(
    <EuiProvider>
      <RoleView {...page.props} />
    </EuiProvider>
  );
  return page;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('.euiTableCellContent')?.textContent ?? '')
    );

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('role view: permissions tab', () => {
  it('shows the name, the Custom label, the description as text and every cluster permission', async () => {
    renderView('analyst');
    const cluster = await screen.findByTestId('roleClusterPermissions');
    expect(screen.getByRole('heading', { name: 'analyst', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('resourceTypeCustom')).toBeInTheDocument();
    expect(screen.getByTestId('roleDescription')).toHaveTextContent('Reads <b>logs</b>');
    expect(document.querySelector('b')).toBeNull();
    expect(within(cluster).getByRole('heading', { name: 'Cluster permissions (4)' })).toBeInTheDocument();
    expect(within(cluster).getByText('cluster:monitor/state')).toBeInTheDocument();
    expect(screen.getByTestId('roleViewTab-permissions')).toHaveAttribute('aria-selected', 'true');
  });

  it('lists index permissions with DLS behind View expression, FLS and anonymized fields', async () => {
    renderView('analyst');
    const section = await screen.findByTestId('roleIndexPermissions');
    expect(rowsOf(section)).toEqual([
      ['logs-*', 'read', 'View expression', 'Exclude: secret', 'email'],
      ['metrics-*', 'read', '-', '-', '-'],
    ]);
    await userEvent.click(within(section).getByTestId('viewExpression'));
    const modal = await screen.findByTestId('expressionModal');
    // The code block arrives in its own chunk, on first use.
    await waitFor(() => expect(modal).toHaveTextContent('"team": "blue"'));
  });

  it('shows nothing under the Custom label of a role without a description, not a lone dash', async () => {
    renderView('lonely');
    await screen.findByTestId('roleClusterPermissions');
    expect(screen.getByTestId('resourceTypeCustom')).toBeInTheDocument();
    expect(screen.queryByTestId('roleDescription')).toBeNull();
    expect(screen.queryByText('-')).toBeNull();
  });

  it('shows the derived permission type and N/A for multi-pattern or unmatched tenants', async () => {
    renderView('analyst');
    const section = await screen.findByTestId('roleTenantPermissions');
    expect(rowsOf(section)).toEqual([
      ['analysts', 'Read only', 'analysts', 'Analyst dashboards', 'Custom'],
      ['analysts, global_tenant', 'Read and Write', 'N/A', 'N/A', 'N/A'],
      ['team_*', 'None', 'N/A', 'N/A', 'N/A'],
    ]);
  });

  it('offers Edit, Duplicate and Delete for a custom role', async () => {
    const page = renderView('analyst');
    await userEvent.click(await screen.findByTestId('editRoleButton'));
    await userEvent.click(screen.getByTestId('duplicateRoleButton'));
    expect(page.navigate.mock.calls.map(([path]) => path)).toEqual(['/roles/edit/analyst', '/roles/duplicate/analyst']);
  });

  it('offers only Duplicate for a reserved role', async () => {
    renderView('all_access');
    expect(await screen.findByTestId('duplicateRoleButton')).toBeInTheDocument();
    expect(screen.getByTestId('resourceTypeReserved')).toBeInTheDocument();
    expect(screen.queryByTestId('editRoleButton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('deleteRoleButton')).not.toBeInTheDocument();
  });

  it('deletes the role and its mapping after confirmation, then goes to the list with a toast', async () => {
    const page = renderView('analyst');
    await userEvent.click(await screen.findByTestId('deleteRoleButton'));
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/roles'));
    expect(page.api.store.roles).not.toHaveProperty('analyst');
    expect(page.api.store.rolesmapping).not.toHaveProperty('analyst');
    const toasts = { add: jest.fn() };
    showCrossPageToasts(toasts as never, '/roles');
    expect(toasts.add).toHaveBeenCalledWith(expect.objectContaining({ title: "Role 'analyst' deleted" }));
  });

  it("records the role in the shell's Recently viewed: its app URL without the base path, a label naming the kind", async () => {
    const page = renderView('analyst');
    await screen.findByTestId('roleDescription');
    expect(page.props.core.chrome.recentlyAccessed.add).toHaveBeenCalledWith(
      '/app/security/roles/view/analyst',
      'analyst (role)',
      'security-role:analyst'
    );
  });

  it('says once that a missing role does not exist: no toast, no tabs, no actions, a way back', async () => {
    const page = renderView('nobody');
    expect(await screen.findByTestId('roleLoadError')).toHaveTextContent("There is no role named 'nobody'");
    expect(page.toasts.addDanger).not.toHaveBeenCalled();
    expect(screen.queryByTestId('roleViewTab-permissions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('editRoleButton')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('backToRoles'));
    expect(page.navigate).toHaveBeenCalledWith('/roles');
    // A role that does not exist is not a recently viewed one.
    expect(page.props.core.chrome.recentlyAccessed.add).not.toHaveBeenCalled();
  });
});

describe('role view: mapped users tab', () => {
  it('lists mapped users, backend roles and hosts, and opens the map users page', async () => {
    const page = renderView('analyst', 'tab=mapped_users');
    const table = await screen.findByTestId('roleMappedUsersTable');
    expect(rowsOf(table)).toEqual([
      ['alice', 'User'],
      ['analysts', 'Backend role'],
      ['10.0.0.*', 'Host'],
    ]);
    expect(screen.getByTestId('roleViewTab-mapped_users')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByTestId('manageMappingButton'));
    expect(page.navigate).toHaveBeenCalledWith('/roles/edit/analyst/mapuser');
  });

  it('links a mapped internal user to its page; an external user name stays text', async () => {
    const page: FakePage = pageProps({
      store: seedStore({
        roles: { analyst },
        rolesmapping: { analyst: mapping({ users: ['alice', 'ldap_bob'], backend_roles: ['analysts'] }) },
        internalusers: { alice: user() },
      }),
      params: { name: 'analyst' },
      query: 'tab=mapped_users',
    });
    render(
      <EuiProvider>
        <RoleView {...page.props} />
      </EuiProvider>
    );
    const link = await screen.findByRole('link', { name: 'alice' });
    expect(link).toHaveAttribute('href', '/base/app/security/users/edit/alice');
    expect(screen.getByText('ldap_bob').closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: 'analysts' })).toBeNull();
    await userEvent.click(link);
    expect(page.navigate).toHaveBeenCalledWith('/users/edit/alice');
  });

  it('says when nobody is mapped (the role has no mapping entry)', async () => {
    renderView('lonely', 'tab=mapped_users');
    expect(await screen.findByText(NO_MAPPING_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('manageMappingButton')).toBeEnabled();
  });

  it('switches tabs through the URL', async () => {
    const page = renderView('analyst');
    await userEvent.click(await screen.findByTestId('roleViewTab-mapped_users'));
    expect(page.navigate).toHaveBeenCalledWith('/roles/view/analyst?tab=mapped_users');
  });
});

describe('field-level security text', () => {
  it('reads includes, excludes and nothing', () => {
    expect(describeFls(['a', 'b'])).toBe('Include: a, b');
    expect(describeFls(['~a', '~b'])).toBe('Exclude: a, b');
    expect(describeFls([])).toBe('-');
  });
});

describe('role view for a roles-only administrator', () => {
  it('shows the role but asks for no mapping, tenant or user, and says why the mapped users are not shown', async () => {
    const page: FakePage = pageProps({
      store: store(),
      params: { name: 'analyst' },
      query: 'tab=mapped_users',
      endpoints: ['roles'],
    });
    render(
      <EuiProvider>
        <RoleView {...page.props} />
      </EuiProvider>
    );
    expect(await screen.findByTestId('roleMappingsNotPermitted')).toHaveTextContent(
      'Seeing and changing who is mapped to a role needs the role mappings permission (restapi:admin/rolesmapping).'
    );
    expect(screen.queryByText('alice')).toBeNull();
    const kinds = page.api.get.mock.calls.map(([kind]) => kind);
    expect(kinds).toEqual(['roles']);
    expect(page.api.listAll).not.toHaveBeenCalled();
    expect(page.toasts.addDanger).not.toHaveBeenCalled();
  });
});
