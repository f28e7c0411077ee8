import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpFetchError } from '../../../../../../core/public/mocks';
import { fakeSharingApi, type FakeSharingServer } from '../test_fakes';
import { ShareFlyout } from './share_flyout';
import { NOT_ALLOWED_TEXT, READ_ONLY_NOTE, UNKNOWN_USER_NOTE } from './share_texts';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const SALES: FakeSharingServer = {
  resources: [
    {
      type: 'dashboard',
      id: 'sales',
      title: 'Sales',
      owner: 'alice',
      shareWith: {
        dashboard_read_only: { users: ['kim'], roles: [], backend_roles: ['ops'] },
        dashboard_full_access: { users: ['bob'], roles: [], backend_roles: [] },
      },
    },
  ],
  users: ['alice', 'bob', 'kim', 'kate'],
  roles: ['analysts'],
};

function setup(server: FakeSharingServer = SALES, canShare = true) {
  const sharing = fakeSharingApi(server);
  const onClose = jest.fn();
  const onChanged = jest.fn();
  render(
    <ShareFlyout
      api={sharing.fakeApi}
      resourceType="dashboard"
      resourceId="sales"
      title="Sales"
      link="https://dash.example/app/dashboards#/view/sales?security_tenant=global"
      canShare={canShare}
      onClose={onClose}
      onChanged={onChanged}
    />
  );
  return { ...sharing, onClose, onChanged };
}

const flyout = () => screen.getByTestId('shareFlyout');
const level = (name: string) => screen.getByTestId(`shareLevel-${name}`);
const recipientRow = (name: string) =>
  screen.getAllByTestId('shareRecipient').find((row) => within(row).queryByText(name, { exact: true }))!;

async function addPerson(kind: string, name: string, access: string) {
  await userEvent.selectOptions(screen.getByTestId('shareAddKind'), kind);
  await userEvent.type(within(screen.getByTestId('shareAddName')).getByRole('combobox'), `${name}{Enter}`);
  await userEvent.selectOptions(screen.getByTestId('shareAddLevel'), access);
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
}

/** Presses Tab until `target` has the focus (at most 3 times: the name box's clear button comes between). */
async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 3 && document.activeElement !== target; presses++) await userEvent.tab();
  expect(target).toHaveFocus();
}

describe('Share with people flyout', () => {
  it('shows a spinner, then the title, owner, recipients by level and the link to copy', async () => {
    setup();
    expect(screen.getByTestId('shareLoading')).toBeInTheDocument();
    expect(await screen.findByTestId('shareOwner')).toHaveTextContent('Owner: alice');
    expect(within(flyout()).getByRole('heading', { name: 'Share with people' })).toBeInTheDocument();
    expect(flyout()).toHaveTextContent('Sales');
    expect(within(level('full_access')).getByRole('heading')).toHaveTextContent('Full access (1)');
    expect(level('full_access')).toHaveTextContent('bob');
    expect(within(level('read_only')).getByRole('heading')).toHaveTextContent('Read only (2)');
    expect(level('read_only')).toHaveTextContent('kim');
    expect(within(recipientRow('ops')).getByText('Backend role')).toBeInTheDocument();
    expect(screen.queryByTestId('shareLevel-read_write')).not.toBeInTheDocument();
    expect(screen.getByTestId('shareLink')).toHaveValue(
      'https://dash.example/app/dashboards#/view/sales?security_tenant=global'
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(screen.getByTestId('shareSave')).toBeDisabled();
  });

  it('adds a user picked from the typeahead and saves the whole share_with in one PUT', async () => {
    const { api, onChanged, onClose } = setup();
    await screen.findByTestId('shareOwner');
    await userEvent.type(within(screen.getByTestId('shareAddName')).getByRole('combobox'), 'ka');
    // The typeahead asks the server for names starting with what was typed.
    await waitFor(() => expect(api.principals).toHaveBeenCalledWith('user', 'ka'));
    await userEvent.click(await screen.findByRole('option', { name: 'kate' }));
    await userEvent.selectOptions(screen.getByTestId('shareAddLevel'), 'read_write');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(level('read_write')).getByRole('heading')).toHaveTextContent('Read and write (1)');
    expect(level('read_write')).toHaveTextContent('kate');
    expect(screen.queryByText(UNKNOWN_USER_NOTE)).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('shareSave'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.share).toHaveBeenCalledTimes(1);
    expect(api.share).toHaveBeenCalledWith('dashboard', 'sales', {
      dashboard_read_only: { users: ['kim'], roles: [], backend_roles: ['ops'] },
      dashboard_read_write: { users: ['kate'], roles: [], backend_roles: [] },
      dashboard_full_access: { users: ['bob'], roles: [], backend_roles: [] },
    });
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ created_by: { user: 'alice' } }));
  });

  it('changes a level and removes a recipient; a level left empty is not sent', async () => {
    const { api } = setup();
    await screen.findByTestId('shareOwner');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Access of user kim' }), 'full_access');
    expect(within(level('full_access')).getByRole('heading')).toHaveTextContent('Full access (2)');
    expect(level('full_access')).toHaveTextContent('kim');
    await userEvent.click(screen.getByRole('button', { name: 'Remove backend role ops' }));
    expect(screen.queryByTestId('shareLevel-read_only')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('shareSave'));
    await waitFor(() => expect(api.share).toHaveBeenCalled());
    expect(api.share.mock.calls[0][2]).toEqual({
      dashboard_full_access: { users: ['kim', 'bob'], roles: [], backend_roles: [] },
    });
  });

  it('accepts a name nobody knows here, with a note that directory users get access when they sign in', async () => {
    const { api } = setup();
    await screen.findByTestId('shareOwner');
    await addPerson('user', 'dana@corp', 'read_only');
    const row = recipientRow('dana@corp');
    expect(await within(row).findByTestId('shareRecipientUnknown')).toHaveTextContent(UNKNOWN_USER_NOTE);
    // Known names carry no note.
    expect(within(recipientRow('kim')).queryByTestId('shareRecipientUnknown')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('shareSave'));
    await waitFor(() => expect(api.share).toHaveBeenCalled());
    expect(api.share.mock.calls[0][2].dashboard_read_only.users).toEqual(['kim', 'dana@corp']);
  });

  it("refuses a typed name over the server's limit, saying the limit", async () => {
    setup();
    await screen.findByTestId('shareOwner');
    const input = within(screen.getByTestId('shareAddName')).getByRole('combobox');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(257));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('At most 256 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'y'.repeat(3) + '{Enter}');
    expect(screen.queryByText('At most 256 characters.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('says who may change sharing when the server refuses with 403, and keeps the edits', async () => {
    const { api, onClose } = setup();
    await screen.findByTestId('shareOwner');
    api.share.mockRejectedValueOnce(httpFetchError(403, 'no permissions for [dashboard_full_access]'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove user kim' }));
    await userEvent.click(screen.getByTestId('shareSave'));
    expect(await screen.findByTestId('shareSaveError')).toHaveTextContent(NOT_ALLOWED_TEXT);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('kim', { exact: true })).not.toBeInTheDocument();
  });

  it("shows another failure with the server's message", async () => {
    const { api } = setup();
    await screen.findByTestId('shareOwner');
    api.share.mockRejectedValueOnce(httpFetchError(400, "'nobody_level' is not an access level."));
    await userEvent.click(screen.getByRole('button', { name: 'Remove user kim' }));
    await userEvent.click(screen.getByTestId('shareSave'));
    expect(await screen.findByTestId('shareSaveError')).toHaveTextContent(
      "Could not save the sharing. 'nobody_level' is not an access level."
    );
  });

  it('is read only for a caller without full access: no pickers, selects, remove or Save', async () => {
    const { onClose } = setup(SALES, false);
    await screen.findByTestId('shareOwner');
    expect(screen.getByTestId('shareReadOnly')).toHaveTextContent(READ_ONLY_NOTE);
    expect(recipientRow('kim')).toHaveTextContent('Read only');
    expect(screen.queryByTestId('shareAddPeople')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shareRecipientLevel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shareRecipientRemove')).not.toBeInTheDocument();
    expect(screen.queryByTestId('shareSave')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a failed load with the reason and loads again on Retry', async () => {
    const sharing = fakeSharingApi(SALES);
    sharing.api.view.mockRejectedValueOnce(httpFetchError(404, 'Not Found'));
    render(
      <ShareFlyout
        api={sharing.fakeApi}
        resourceType="dashboard"
        resourceId="sales"
        title="Sales"
        canShare
        onClose={() => undefined}
      />
    );
    expect(await screen.findByTestId('shareLoadError')).toHaveTextContent(
      'Could not load who this is shared with. Not Found'
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('shareOwner')).toHaveTextContent('Owner: alice');
  });

  it('says so when the object is shared with nobody yet, and is used from the keyboard alone', async () => {
    const { api } = setup({ ...SALES, resources: [{ ...SALES.resources![0], shareWith: {} }] });
    expect(await screen.findByTestId('shareNoRecipients')).toHaveTextContent('Shared with nobody yet');
    // Kind, name (Enter picks the typed name), level, Add: Tab and the keyboard only.
    screen.getByTestId('shareAddKind').focus();
    await userEvent.tab();
    await userEvent.keyboard('analysts');
    await waitFor(() => expect(api.principals).toHaveBeenCalledWith('user', 'analysts'));
    await userEvent.keyboard('{Enter}');
    await tabTo(screen.getByTestId('shareAddLevel'));
    await tabTo(screen.getByRole('button', { name: 'Add' }));
    await userEvent.keyboard('{Enter}');
    expect(level('read_only')).toHaveTextContent('analysts');
  });
});
