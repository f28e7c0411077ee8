import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionGroup, createPageProps, httpError } from '../../../test_fakes';
import { PermissionList } from './permission_list';

// EUI tables and combo boxes render slowly in jsdom; the default 5 s is tight on a busy machine.
jest.setTimeout(20_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const entries = {
  actiongroups: {
    read: actionGroup({
      type: 'index',
      allowed_actions: ['indices:data/read*', 'indices:admin/mappings/fields/get*'],
      reserved: true,
    }),
    my_group: actionGroup({ type: 'cluster', allowed_actions: ['cluster:monitor/health'], description: 'Mine' }),
    other_group: actionGroup({ type: 'index', allowed_actions: ['indices:data/write/index'] }),
  },
};

function setup() {
  const page = createPageProps({ entries });
  render(<PermissionList {...page.props} />);
  return page;
}

const row = (name: string) => screen.getByText(name, { selector: '[data-test-subj="permissionName"]' }).closest('tr')!;
const shownNames = () => screen.queryAllByTestId('permissionName').map((el) => el.textContent);

/** Pastes `text` and presses Enter (the server is asked at once), then waits for its page: every name has it. */
async function search(text: string) {
  await userEvent.clear(screen.getByTestId('permissionSearch'));
  await userEvent.click(screen.getByTestId('permissionSearch'));
  if (text) await userEvent.paste(text);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => {
    const names = shownNames();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name?.includes(text))).toBe(true);
  });
}

describe('permissions list', () => {
  it('shows action groups first with type, marks and customization, then single permissions', async () => {
    setup();
    await screen.findByText('my_group');
    expect(within(row('read')).getByText('Action group')).toBeInTheDocument();
    expect(within(row('read')).getByTestId('resourceTypeReserved')).toBeInTheDocument();
    expect(within(row('my_group')).getByTestId('resourceTypeCustom')).toBeInTheDocument();
    expect(within(row('my_group')).getByLabelText('Cluster permission')).toBeInTheDocument();
    expect(within(row('my_group')).queryByLabelText('Index permission')).not.toBeInTheDocument();
    await search('cluster:admin/ingest/pipeline/get');
    const single = row('cluster:admin/ingest/pipeline/get');
    expect(within(single).getByText('Single permission')).toBeInTheDocument();
    expect(within(single).getByTestId('resourceTypeReserved')).toBeInTheDocument();
  });

  it("expands an action group's members", async () => {
    setup();
    await screen.findByText('read');
    await userEvent.click(within(row('read')).getByRole('button', { name: 'Show members of read' }));
    expect(screen.getByTestId('permissionMembers')).toHaveTextContent(
      'indices:data/read*, indices:admin/mappings/fields/get*'
    );
  });

  it('filters by type and customization', async () => {
    const page = setup();
    await screen.findByText('read');
    await userEvent.selectOptions(screen.getByTestId('permissionKindFilter'), 'groups');
    await userEvent.selectOptions(screen.getByTestId('permissionCustomizationFilter'), 'custom');
    await waitFor(() => expect(shownNames()).toEqual(['my_group', 'other_group']));
    await userEvent.selectOptions(screen.getByTestId('permissionScopeFilter'), 'index');
    await waitFor(() => expect(shownNames()).toEqual(['other_group']));
    // The server was asked with the filters, not every group fetched.
    expect(page.api.listPermissions).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'groups', customization: 'custom', scope: 'index', page: 1 })
    );
    expect(page.api.listAll).not.toHaveBeenCalled();
  });

  it("'Create from selection' opens the editor with the selected rows preselected", async () => {
    const { navigate } = setup();
    await screen.findByText('read');
    expect(screen.getByTestId('createFromSelection')).toBeDisabled();
    await search('cluster:admin/ingest/pipeline/');
    await userEvent.click(within(row('cluster:admin/ingest/pipeline/get')).getByRole('checkbox'));
    await userEvent.click(within(row('cluster:admin/ingest/pipeline/put')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('createFromSelection'));
    expect(navigate).toHaveBeenCalledWith(
      '/permissions/create?action=cluster%3Aadmin%2Fingest%2Fpipeline%2Fget&action=cluster%3Aadmin%2Fingest%2Fpipeline%2Fput'
    );
  });

  it('keeps rows selected while searching for others, so a selection can span searches', async () => {
    const { navigate } = setup();
    await screen.findByText('read');
    await search('cluster:admin/ingest/pipeline/get');
    await userEvent.click(within(row('cluster:admin/ingest/pipeline/get')).getByRole('checkbox'));
    await search('cluster:admin/ingest/pipeline/put');
    await userEvent.click(within(row('cluster:admin/ingest/pipeline/put')).getByRole('checkbox'));
    await search('cluster:admin/ingest/pipeline/get');
    expect(within(row('cluster:admin/ingest/pipeline/get')).getByRole('checkbox')).toBeChecked();
    await userEvent.click(screen.getByTestId('createFromSelection'));
    expect(navigate).toHaveBeenCalledWith(
      '/permissions/create?action=cluster%3Aadmin%2Fingest%2Fpipeline%2Fget&action=cluster%3Aadmin%2Fingest%2Fpipeline%2Fput'
    );
  });

  it('edits and duplicates a custom group; a reserved one can be duplicated but not edited or deleted', async () => {
    const { navigate } = setup();
    await screen.findByText('read');
    await userEvent.click(within(row('read')).getByRole('checkbox'));
    expect(screen.getByTestId('editActionGroup')).toBeDisabled();
    expect(screen.getByTestId('deleteActionGroups')).toBeDisabled();
    await userEvent.click(screen.getByTestId('duplicateActionGroup'));
    expect(navigate).toHaveBeenLastCalledWith('/permissions/duplicate/read');
    await userEvent.click(within(row('read')).getByRole('checkbox'));

    await userEvent.click(within(row('my_group')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('editActionGroup'));
    expect(navigate).toHaveBeenLastCalledWith('/permissions/edit/my_group');
  });

  it('deletes several custom groups after one confirmation', async () => {
    const { api, core } = setup();
    await screen.findByText('read');
    await userEvent.click(within(row('my_group')).getByRole('checkbox'));
    await userEvent.click(within(row('other_group')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('deleteActionGroups'));
    expect(core.overlays.openConfirm).toHaveBeenCalledTimes(1);
    expect(core.overlays.openConfirm.mock.calls[0][0]).toContain('2 action groups');
    await waitFor(() => expect(screen.queryByText('my_group')).not.toBeInTheDocument());
    expect(screen.queryByText('other_group')).not.toBeInTheDocument();
    expect(api.remove.mock.calls).toEqual([
      ['actiongroups', 'my_group'],
      ['actiongroups', 'other_group'],
    ]);
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith({ title: "Action group 'my_group' deleted" });
  });

  it('pages and sorts on the server: the next page, then by name descending', async () => {
    const page = setup();
    await screen.findByText('read');
    const first = shownNames();
    expect(first).toHaveLength(20);
    await userEvent.click(screen.getByTestId('pagination-button-next'));
    await waitFor(() => expect(shownNames()[0]).not.toBe(first[0]));
    expect(page.api.listPermissions).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, per_page: 20 }));
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() =>
      expect(page.api.listPermissions).toHaveBeenLastCalledWith(
        expect.objectContaining({ page: 1, sort: 'name', order: 'asc' })
      )
    );
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() =>
      expect(page.api.listPermissions).toHaveBeenLastCalledWith(
        expect.objectContaining({ sort: 'name', order: 'desc' })
      )
    );
    const names = await waitFor(() => {
      const shown = shownNames() as string[];
      expect([...shown].sort((a, b) => b.localeCompare(a))).toEqual(shown);
      return shown;
    });
    expect(names).toHaveLength(20);
  });

  it('shows a failed read in place with Retry, not an empty list', async () => {
    const page = createPageProps({ entries });
    page.api.listPermissions.mockRejectedValueOnce(httpError(500, ''));
    render(<PermissionList {...page.props} />);
    const prompt = await screen.findByTestId('loadFailedPrompt');
    expect(prompt).toHaveTextContent('Could not load permissions and action groups');
    expect(prompt).toHaveTextContent('The server answered with status 500.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Permissions$/);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('permissionTable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Permissions \(\d+\)$/);
  });
});
