import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoleList } from './role_list';
import { httpError, mapping, pageProps, role, seedStore, type FakePage } from './role_test_fakes';

// EUI pickers re-render long option lists on every input event: slow on a busy machine, not a timing assertion.
jest.setTimeout(30_000);

beforeEach(() => {
  // errorText logs each failure on purpose; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

function rolesStore() {
  return seedStore({
    roles: {
      all_access: role({
        reserved: true,
        cluster_permissions: ['*'],
        index_permissions: [{ index_patterns: ['*'], allowed_actions: ['*'], fls: [], masked_fields: [] }],
        tenant_permissions: [{ tenant_patterns: ['*'], allowed_actions: ['kibana_all_write'] }],
      }),
      analyst: role({
        description: 'Reads logs',
        cluster_permissions: [
          'cluster_composite_ops',
          'cluster:monitor/health',
          'cluster:monitor/main',
          'cluster:monitor/state',
        ],
        index_permissions: [
          { index_patterns: ['logs-*', 'metrics-*'], allowed_actions: ['read'], fls: [], masked_fields: [] },
          { index_patterns: ['logs-*'], allowed_actions: ['indices:data/read/search'], fls: [], masked_fields: [] },
        ],
        tenant_permissions: [{ tenant_patterns: ['analysts'], allowed_actions: ['kibana_all_read'] }],
      }),
      empty_role: role({ description: '<img src=x onerror=alert(1)>' }),
    },
    rolesmapping: {
      analyst: mapping({ users: ['alice', 'bob', 'carol', 'dave'], backend_roles: ['analysts'] }),
    },
  });
}

function renderList(page: FakePage = pageProps({ store: rolesStore() })) {
  render(
    <EuiProvider>
      <RoleList {...page.props} />
    </EuiProvider>
  );
  return page;
}

const rowOf = (name: string) => screen.getByTestId(`roleLink-${name}`).closest('tr') as HTMLElement;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('.euiTableCellContent')?.textContent ?? cell.textContent);

describe('role list', () => {
  it('shows each role with its permissions and mapped principals through the display conventions', async () => {
    renderList();
    await screen.findByTestId('roleLink-analyst');
    const headers = within(screen.getByTestId('roleListTable'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(1)).toEqual(
      expect.arrayContaining([
        'Role',
        'Cluster permissions',
        'Index patterns',
        'Internal users',
        'Backend roles',
        'Tenants',
        'Customization',
      ])
    );
    const analyst = cellTexts(rowOf('analyst'));
    // Lists are comma-joined and cut to 3 followed by an ellipsis; repeated patterns are shown once.
    expect(analyst).toEqual(
      expect.arrayContaining([
        'cluster_composite_ops, cluster:monitor/health, cluster:monitor/main…',
        'logs-*, metrics-*',
        'alice, bob, carol…',
        'analysts',
        ' Custom',
      ])
    );
    // Blank lists show a dash.
    expect(cellTexts(rowOf('empty_role')).filter((text) => text === '-')).toHaveLength(5);
    expect(within(rowOf('all_access')).getByTestId('resourceTypeReserved')).toHaveTextContent('Reserved');
    expect(within(rowOf('analyst')).getByTestId('resourceTypeCustom')).toHaveTextContent('Custom');
    expect(screen.getByRole('heading', { name: 'Roles (3)' })).toBeInTheDocument();
  });

  it('asks the server for one page of roles joined with mappings', async () => {
    const page = renderList();
    await screen.findByTestId('roleLink-analyst');
    expect(page.api.getRolesWithMappings).toHaveBeenCalledWith({
      page: 1,
      perPage: 20,
      search: undefined,
      sortField: 'name',
      sortOrder: 'asc',
      reserved: undefined,
    });
    expect(page.api.list).not.toHaveBeenCalled();
  });

  it('searches, filters custom or reserved roles and sorts on the server', async () => {
    const page = renderList();
    await screen.findByTestId('roleLink-analyst');

    await userEvent.type(screen.getByTestId('roleSearchInput'), 'logs{Enter}');
    await waitFor(() => expect(screen.queryByTestId('roleLink-all_access')).not.toBeInTheDocument());
    expect(page.api.getRolesWithMappings).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'logs', page: 1 })
    );
    await userEvent.clear(screen.getByTestId('roleSearchInput'));
    await userEvent.type(screen.getByTestId('roleSearchInput'), '{Enter}');
    await screen.findByTestId('roleLink-all_access');

    await userEvent.click(screen.getByTestId('roleFilterReserved'));
    await waitFor(() => expect(screen.queryByTestId('roleLink-analyst')).not.toBeInTheDocument());
    expect(page.api.getRolesWithMappings).toHaveBeenLastCalledWith(expect.objectContaining({ reserved: true }));
    await userEvent.click(screen.getByTestId('roleFilterCustom'));
    await screen.findByTestId('roleLink-analyst');
    expect(screen.queryByTestId('roleLink-all_access')).not.toBeInTheDocument();
    expect(page.api.getRolesWithMappings).toHaveBeenLastCalledWith(expect.objectContaining({ reserved: false }));
    // Clicking the active filter again clears it.
    await userEvent.click(screen.getByTestId('roleFilterCustom'));
    await screen.findByTestId('roleLink-all_access');

    await userEvent.click(within(screen.getByTestId('roleListTable')).getByRole('button', { name: /^Role/ }));
    await waitFor(() =>
      expect(page.api.getRolesWithMappings).toHaveBeenLastCalledWith(expect.objectContaining({ sortOrder: 'desc' }))
    );
  });

  it('pages through the server', async () => {
    const store = seedStore({
      roles: Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`role_${String(i).padStart(2, '0')}`, role()])),
    });
    const page = renderList(pageProps({ store }));
    await screen.findByTestId('roleLink-role_00');
    await userEvent.click(screen.getByTestId('pagination-button-next'));
    await screen.findByTestId('roleLink-role_24');
    expect(page.api.getRolesWithMappings).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, perPage: 20 }));
  });

  it('offers no edit, delete or selection on reserved rows, and all three on custom ones', async () => {
    renderList();
    await screen.findByTestId('roleLink-analyst');
    const reserved = rowOf('all_access');
    expect(within(reserved).queryByTestId('editRoleAction')).not.toBeInTheDocument();
    expect(within(reserved).queryByTestId('deleteRoleAction')).not.toBeInTheDocument();
    expect(within(reserved).getByTestId('duplicateRoleAction')).toBeInTheDocument();
    expect(within(reserved).getByRole('checkbox')).toBeDisabled();
    const custom = rowOf('analyst');
    expect(within(custom).getByTestId('editRoleAction')).toBeInTheDocument();
    expect(within(custom).getByTestId('deleteRoleAction')).toBeInTheDocument();
    expect(within(custom).getByRole('checkbox')).toBeEnabled();
  });

  it('opens the view, edit, duplicate and create pages', async () => {
    const page = renderList();
    await screen.findByTestId('roleLink-analyst');
    await userEvent.click(screen.getByTestId('roleLink-analyst'));
    await userEvent.click(within(rowOf('analyst')).getByTestId('editRoleAction'));
    await userEvent.click(within(rowOf('all_access')).getByTestId('duplicateRoleAction'));
    await userEvent.click(screen.getByTestId('createRoleButton'));
    expect(page.navigate.mock.calls.map(([path]) => path)).toEqual([
      '/roles/view/analyst',
      '/roles/edit/analyst',
      '/roles/duplicate/all_access',
      '/roles/create',
    ]);
  });

  it('filters as the user types, asking the server once typing pauses', async () => {
    const page = renderList();
    await screen.findByTestId('roleLink-analyst');
    const calls = page.api.getRolesWithMappings.mock.calls.length;
    // No Enter: the rows follow the text typed.
    await userEvent.type(screen.getByTestId('roleSearchInput'), 'logs');
    await waitFor(() => expect(screen.queryByTestId('roleLink-empty_role')).not.toBeInTheDocument());
    expect(screen.getByTestId('roleLink-analyst')).toBeInTheDocument();
    // One request for the four keys, not four.
    const searches = page.api.getRolesWithMappings.mock.calls.slice(calls).map(([query]) => query?.search);
    expect(searches).toEqual(['logs']);

    await userEvent.clear(screen.getByTestId('roleSearchInput'));
    expect(await screen.findByTestId('roleLink-empty_role')).toBeInTheDocument();
  });

  it("links each role's name to its page: an href for new tabs, a plain click navigates in the app", async () => {
    const page = renderList();
    const link = await screen.findByTestId('roleLink-analyst');
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/base/app/security/roles/view/analyst');
    // Ctrl/meta/middle clicks are the browser's (a new tab): the app does not navigate.
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    expect(page.navigate).not.toHaveBeenCalled();
    await userEvent.click(link);
    expect(page.navigate).toHaveBeenCalledWith('/roles/view/analyst');
  });

  it('deletes several selected roles and their mappings after confirmation', async () => {
    const page = renderList();
    await screen.findByTestId('roleLink-analyst');
    expect(screen.getByTestId('deleteSelectedRolesButton')).toBeDisabled();
    await userEvent.click(within(rowOf('analyst')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('empty_role')).getByRole('checkbox'));
    expect(screen.getByTestId('roleSelectionCount')).toHaveTextContent('2 roles selected');
    await userEvent.click(screen.getByTestId('deleteSelectedRolesButton'));

    expect(page.openConfirm).toHaveBeenCalledWith(
      expect.stringContaining('analyst, empty_role'),
      expect.objectContaining({ title: 'Delete 2 roles', buttonColor: 'danger' })
    );
    await waitFor(() => expect(screen.queryByTestId('roleLink-analyst')).not.toBeInTheDocument());
    expect(screen.queryByTestId('roleLink-empty_role')).not.toBeInTheDocument();
    expect(page.api.store.roles).not.toHaveProperty('analyst');
    expect(page.api.store.rolesmapping).not.toHaveProperty('analyst');
    expect(page.toasts.addSuccess).toHaveBeenCalledWith(expect.objectContaining({ title: '2 roles deleted' }));
  });

  it('deletes nothing when the confirmation is declined', async () => {
    const page = renderList();
    page.openConfirm.mockResolvedValueOnce(false);
    await screen.findByTestId('roleLink-analyst');
    await userEvent.click(within(rowOf('analyst')).getByTestId('deleteRoleAction'));
    await waitFor(() => expect(page.openConfirm).toHaveBeenCalled());
    expect(page.api.remove).not.toHaveBeenCalled();
    expect(screen.getByTestId('roleLink-analyst')).toBeInTheDocument();
  });

  it('reports a failed delete with the server message and keeps going with the others', async () => {
    const page = renderList();
    await screen.findByTestId('roleLink-analyst');
    page.api.remove.mockRejectedValueOnce(
      httpError(403, "Role 'analyst' is reserved and cannot be changed or deleted.")
    );
    await userEvent.click(within(rowOf('analyst')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('empty_role')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('deleteSelectedRolesButton'));
    await waitFor(() => expect(screen.queryByTestId('roleLink-empty_role')).not.toBeInTheDocument());
    expect(page.toasts.addDanger).toHaveBeenCalledWith({
      title: "Failed to delete role 'analyst'. Role 'analyst' is reserved and cannot be changed or deleted.",
      'data-test-subj': 'securityErrorToast',
    });
    expect(page.toasts.addSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Role 'empty_role' deleted" })
    );
  });

  it('tells loading, failed and empty apart: no "(0)" before an answer, the reason and Retry after a failure', async () => {
    const page = pageProps({ store: rolesStore() });
    let fail: (error: unknown) => void = () => undefined;
    page.api.getRolesWithMappings.mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    renderList(page);
    // Loading: the title has no count and the table says it is loading, not that there are no roles.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Roles$/);
    expect(screen.getByTestId('roleListTable')).toHaveTextContent('Loading roles…');
    expect(screen.queryByText('No roles')).not.toBeInTheDocument();
    // Failed: the reason in place, no count, no empty table, no toast that goes away.
    fail(httpError(500, 'The security index is unavailable'));
    const prompt = await screen.findByTestId('loadFailedPrompt');
    expect(prompt).toHaveTextContent('Could not load roles');
    expect(prompt).toHaveTextContent('The security index is unavailable');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Roles$/);
    expect(screen.queryByTestId('roleListTable')).not.toBeInTheDocument();
    expect(page.toasts.addDanger).not.toHaveBeenCalled();
    // Retry loads again: the roles and their count come back.
    await userEvent.click(within(prompt).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('roleLink-analyst')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Roles (3)');
    expect(screen.queryByTestId('loadFailedPrompt')).not.toBeInTheDocument();
  });

  it('says an empty list is empty, with the count 0', async () => {
    renderList(pageProps({ store: seedStore({ roles: {}, rolesmapping: {} }) }));
    expect(await screen.findByText('No roles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Roles (0)');
  });

  it('puts Create in the header and Delete beside the search box, and keeps names whole (issue 69.5)', async () => {
    const page = pageProps({
      store: seedStore({ roles: { security_rest_api_access: role({}) }, rolesmapping: {} }),
    });
    renderList(page);
    const link = await screen.findByTestId('roleLink-security_rest_api_access');
    // One line: too wide for the column it ends in "…", the whole name in its tooltip.
    expect(link.querySelectorAll('wbr')).toHaveLength(0);
    expect(link).toHaveTextContent(/^security_rest_api_access$/);
    expect(link.querySelector('[title="security_rest_api_access"]')).toHaveStyle({ whiteSpace: 'nowrap' });
    const header = screen.getByRole('heading', { level: 1 }).closest('header') ?? document.body;
    expect(within(header as HTMLElement).getByTestId('createRoleButton')).toBeInTheDocument();
    expect(within(header as HTMLElement).queryByTestId('deleteSelectedRolesButton')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('listToolbar')).getByTestId('deleteSelectedRolesButton')).toBeInTheDocument();
    expect(within(screen.getByTestId('listToolbar')).getByTestId('roleSearchInput')).toBeInTheDocument();
  });

  it('renders a description or name holding markup as text', async () => {
    renderList();
    await screen.findByTestId('roleLink-empty_role');
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('role list for a roles-only administrator', () => {
  it('lists the roles without the mapped users and backend roles columns, and says why', async () => {
    renderList(pageProps({ store: rolesStore(), endpoints: ['roles'] }));
    await screen.findByTestId('roleLink-analyst');
    const headers = within(screen.getByTestId('roleListTable'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).not.toContain('Internal users');
    expect(headers).not.toContain('Backend roles');
    expect(headers).toEqual(expect.arrayContaining(['Role', 'Cluster permissions', 'Tenants']));
    expect(screen.getByTestId('roleMappingsHiddenNote')).toHaveTextContent(
      'The users and backend roles mapped to each role are shown to administrators with the role mappings permission.'
    );
  });
});
