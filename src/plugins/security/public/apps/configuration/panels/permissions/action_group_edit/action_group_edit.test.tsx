import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESOURCE_NAME_MARKUP_MESSAGE } from '../../../../../../common/resource_name';
import type { EditAction } from '../../../app_paths';
import { actionGroup, createPageProps, httpError } from '../../../test_fakes';
import { showCrossPageToasts } from '../../../utils/toasts';
import { ActionGroupEdit, RESERVED_GROUP_TEXT } from './action_group_edit';
import { SELF_MEMBER_MESSAGE, groupExistsMessage } from './action_group_rules';

// EUI tables and combo boxes render slowly in jsdom; the default 5 s is tight on a busy machine.
jest.setTimeout(20_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  window.sessionStorage.clear();
});

const entries = {
  actiongroups: {
    read: actionGroup({
      type: 'index',
      allowed_actions: ['indices:data/read*'],
      reserved: true,
      description: 'Read all',
    }),
    my_group: actionGroup({ type: 'cluster', allowed_actions: ['cluster:monitor/health'], description: 'Mine' }),
  },
};

function setup(action: EditAction, name?: string, query = '') {
  const page = createPageProps({ entries, params: name ? { name } : {}, query: new URLSearchParams(query) });
  render(<ActionGroupEdit {...page.props} action={action} />);
  return page;
}

const members = () => screen.getByTestId('actionGroupMembers');

async function addMember(text: string) {
  await userEvent.type(within(members()).getByRole('combobox'), `${text}{Enter}`);
}

describe('action group editor', () => {
  it('creates a group from blank, then leaves a toast for the permissions page', async () => {
    const { api, navigate, core } = setup('create');
    await userEvent.type(await screen.findByTestId('actionGroupNameInput'), 'ops_read');
    await userEvent.selectOptions(screen.getByTestId('actionGroupTypeSelect'), 'index');
    await addMember('indices:data/read/search');
    await userEvent.click(screen.getByTestId('saveActionGroup'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/permissions'));
    expect(api.create).toHaveBeenCalledWith('actiongroups', 'ops_read', {
      description: '',
      type: 'index',
      allowed_actions: ['indices:data/read/search'],
    });
    showCrossPageToasts(core.notifications.toasts as never, '/permissions');
    expect(core.notifications.toasts.add).toHaveBeenCalledWith({
      title: "Action group 'ops_read' created",
      color: 'success',
    });
  });

  it('preselects the members chosen on the list page and derives the type', async () => {
    const { api } = setup(
      'create',
      undefined,
      'action=cluster%3Aadmin%2Fingest%2Fpipeline%2Fget&action=cluster%3Aadmin%2Fingest%2Fpipeline%2Fput'
    );
    await screen.findByTestId('actionGroupNameInput');
    expect(screen.getByTestId('actionGroupTypeSelect')).toHaveValue('cluster');
    await userEvent.type(screen.getByTestId('actionGroupNameInput'), 'pipelines');
    await userEvent.click(screen.getByTestId('saveActionGroup'));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith('actiongroups', 'pipelines', {
        description: '',
        type: 'cluster',
        allowed_actions: ['cluster:admin/ingest/pipeline/get', 'cluster:admin/ingest/pipeline/put'],
      })
    );
  });

  it('refuses a group that contains itself, with a clear message, before asking the server', async () => {
    const { api } = setup('create');
    await userEvent.type(await screen.findByTestId('actionGroupNameInput'), 'selfish');
    await addMember('selfish');
    expect(screen.getByText(SELF_MEMBER_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('saveActionGroup'));
    expect(api.create).not.toHaveBeenCalled();
  });

  it('refuses markup in the name and does not overwrite an existing group', async () => {
    const { api } = setup('create');
    const name = await screen.findByTestId('actionGroupNameInput');
    await userEvent.type(name, '<b>x</b>');
    await addMember('indices:data/read/search');
    await userEvent.click(screen.getByTestId('saveActionGroup'));
    expect(await screen.findByText(RESOURCE_NAME_MARKUP_MESSAGE)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'my_group');
    await userEvent.click(screen.getByTestId('saveActionGroup'));
    expect(await screen.findByText(groupExistsMessage('my_group'))).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the name under the name field, once, without its schema prefix", async () => {
    const { api, navigate } = setup('create');
    const message = "[name] 'all_access' is the name of a role: an action group cannot have the same name as a role";
    api.create.mockRejectedValueOnce(httpError(400, message));
    await userEvent.type(await screen.findByTestId('actionGroupNameInput'), 'all_access');
    await addMember('indices:data/read/search');
    await userEvent.click(screen.getByTestId('saveActionGroup'));
    const nameRow = (await screen.findByTestId('actionGroupNameInput')).closest('.euiFormRow') as HTMLElement;
    expect(
      await within(nameRow).findByText(
        "'all_access' is the name of a role: an action group cannot have the same name as a role."
      )
    ).toBeInTheDocument();
    expect(screen.getByTestId('actionGroupNameInput')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('actionGroupSaveError')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('[name]');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('edits a custom group with its name fixed', async () => {
    const { api } = setup('edit', 'my_group');
    const name = await screen.findByTestId('actionGroupNameInput');
    expect(name).toHaveValue('my_group');
    expect(name).toBeDisabled();
    expect(screen.getByTestId('actionGroupTypeSelect')).toHaveValue('cluster');
    await userEvent.click(screen.getByTestId('saveActionGroup'));
    await waitFor(() =>
      expect(api.save).toHaveBeenCalledWith('actiongroups', 'my_group', {
        description: 'Mine',
        type: 'cluster',
        allowed_actions: ['cluster:monitor/health'],
      })
    );
  });

  it('shows a reserved group as locked and cannot save it', async () => {
    setup('edit', 'read');
    expect(await screen.findByText(RESERVED_GROUP_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('saveActionGroup')).toBeDisabled();
  });

  it('duplicates a reserved group as <source>_copy with its members', async () => {
    const { api } = setup('duplicate', 'read');
    const name = await screen.findByTestId('actionGroupNameInput');
    expect(name).toHaveValue('read_copy');
    expect(screen.queryByText(RESERVED_GROUP_TEXT)).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('saveActionGroup'));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith('actiongroups', 'read_copy', {
        description: 'Read all',
        type: 'index',
        allowed_actions: ['indices:data/read*'],
      })
    );
  });

  it('says so when the group to edit does not exist', async () => {
    setup('edit', 'ghost');
    expect(await screen.findByTestId('actionGroupLoadError')).toHaveTextContent("Action group 'ghost' was not found.");
  });
});
