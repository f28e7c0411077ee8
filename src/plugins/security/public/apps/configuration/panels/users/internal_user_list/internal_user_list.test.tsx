import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPageProps, httpError, user } from '../../../test_fakes';
import { InternalUserList } from './internal_user_list';

// EUI tables and combo boxes render slowly in jsdom; the default 5 s is tight on a busy machine.
jest.setTimeout(20_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const entries = {
  internalusers: {
    admin: user({ reserved: true, backend_roles: ['admin'], description: 'Demo admin' }),
    kim: user({ backend_roles: ['a', 'b', 'c', 'd'], attributes: { dept: 'ops' } }),
    lee: user({ description: '<img src=x onerror=alert(1)>' }),
  },
};

function setup(currentUser = 'kim') {
  const page = createPageProps({ entries, currentUser });
  render(<InternalUserList {...page.props} />);
  return page;
}

const row = (name: string) => screen.getByText(name, { selector: '[data-test-subj="userName"]' }).closest('tr')!;

describe('internal users list', () => {
  it("lists users with a 'Current' badge for the signed-in one, backend roles cut to 3, attributes and customization", async () => {
    setup();
    await screen.findByText('kim');
    expect(within(row('kim')).getByTestId('currentUserBadge')).toHaveTextContent('Current');
    expect(within(row('lee')).queryByTestId('currentUserBadge')).not.toBeInTheDocument();
    expect(within(row('kim')).getByText('a, b, c…')).toBeInTheDocument();
    expect(within(row('kim')).getByText('dept: ops')).toBeInTheDocument();
    expect(within(row('lee')).getAllByText('-').length).toBeGreaterThan(0);
    expect(within(row('admin')).getByTestId('resourceTypeReserved')).toBeInTheDocument();
    expect(within(row('kim')).getByTestId('resourceTypeCustom')).toBeInTheDocument();
    // A description holding markup is shown as text.
    expect(within(row('lee')).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(row('lee').querySelector('img')).toBeNull();
  });

  it('asks the server for one page, sorted by name, and searches on the server from the first page', async () => {
    const { api } = setup();
    await screen.findByText('kim');
    expect(api.list).toHaveBeenLastCalledWith('internalusers', {
      page: 1,
      perPage: 20,
      search: '',
      sortField: 'name',
      sortOrder: 'asc',
    });

    await userEvent.type(screen.getByTestId('userSearch'), 'le{Enter}');
    await waitFor(() => expect(screen.queryByText('kim')).not.toBeInTheDocument());
    expect(api.list).toHaveBeenLastCalledWith('internalusers', expect.objectContaining({ search: 'le', page: 1 }));
    expect(screen.getByText('lee')).toBeInTheDocument();
  });

  it('sorts on the server when the user name header is clicked', async () => {
    const { api } = setup();
    await screen.findByText('kim');
    await userEvent.click(screen.getByRole('button', { name: /User name/ }));
    await waitFor(() =>
      expect(api.list).toHaveBeenLastCalledWith('internalusers', expect.objectContaining({ sortOrder: 'desc' }))
    );
  });

  it('pages on the server: the next page asks for page 2', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`user${String(i).padStart(2, '0')}`, user()])
    );
    const page = createPageProps({ entries: { internalusers: many }, currentUser: 'admin' });
    render(<InternalUserList {...page.props} />);
    await screen.findByText('user00');
    await userEvent.click(screen.getByTestId('pagination-button-next'));
    await screen.findByText('user20');
    expect(page.api.list).toHaveBeenLastCalledWith('internalusers', expect.objectContaining({ page: 2, perPage: 20 }));
  });

  it('never lets the signed-in user or a reserved user be selected for deletion', async () => {
    setup();
    await screen.findByText('kim');
    expect(within(row('kim')).getByRole('checkbox')).toBeDisabled();
    expect(within(row('admin')).getByRole('checkbox')).toBeDisabled();
    expect(within(row('lee')).getByRole('checkbox')).toBeEnabled();
  });

  it('deletes the selected users after confirmation and says so', async () => {
    const { api, core } = setup();
    await screen.findByText('kim');
    await userEvent.click(within(row('lee')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('deleteUsers'));
    expect(core.overlays.openConfirm).toHaveBeenCalledWith(
      expect.stringContaining("user 'lee'"),
      expect.objectContaining({ confirmButtonText: 'Delete' })
    );
    await waitFor(() => expect(screen.queryByText('lee')).not.toBeInTheDocument());
    expect(api.remove).toHaveBeenCalledWith('internalusers', 'lee');
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith({ title: "User 'lee' deleted" });
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { api, core } = setup();
    core.overlays.openConfirm.mockResolvedValueOnce(false);
    await screen.findByText('kim');
    await userEvent.click(within(row('lee')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('deleteUsers'));
    await waitFor(() => expect(core.overlays.openConfirm).toHaveBeenCalled());
    expect(api.remove).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a deletion", async () => {
    const { api, core } = setup();
    api.remove.mockRejectedValueOnce(httpError(403, 'You cannot delete yourself.'));
    await screen.findByText('kim');
    await userEvent.click(within(row('lee')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('deleteUsers'));
    await waitFor(() =>
      expect(core.notifications.toasts.addDanger).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Could not delete user 'lee'. You cannot delete yourself." })
      )
    );
  });

  it('shows a failed load in place (the reason and Retry), never as "Internal users (0)" and "No internal users yet"', async () => {
    const page = createPageProps({ entries });
    page.api.list.mockRejectedValueOnce(httpError(500, 'An internal server error occurred.'));
    render(<InternalUserList {...page.props} />);
    const prompt = await screen.findByTestId('loadFailedPrompt');
    expect(prompt).toHaveTextContent('Could not load internal users');
    expect(prompt).toHaveTextContent('An internal server error occurred.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Internal users$/);
    expect(screen.queryByText('No internal users yet.')).not.toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Retry' }));
    await screen.findByText('kim');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal users (3)');
  });

  it('says it is loading, not "(0)" or "No internal users yet", before the first answer', async () => {
    const page = createPageProps({ entries });
    page.api.list.mockImplementationOnce(() => new Promise(() => undefined));
    render(<InternalUserList {...page.props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Internal users$/);
    expect(screen.getByTestId('userTable')).toHaveTextContent('Loading users…');
    expect(screen.queryByText('No internal users yet.')).not.toBeInTheDocument();
  });

  it("exports one user's backend roles, attributes and description as JSON, never a hash", async () => {
    const withHash = {
      internalusers: {
        kim: { ...user({ backend_roles: ['x'], attributes: { a: '1' }, description: 'd' }), hash: '$2y$12$secret' },
      },
    };
    const page = createPageProps({ entries: withHash, currentUser: 'admin' });
    render(<InternalUserList {...page.props} />);
    await screen.findByText('kim');
    await userEvent.click(within(row('kim')).getByTestId('exportUser'));
    // The JSON's code block arrives in its own chunk, on first use.
    const json = JSON.parse((await screen.findByTestId('exportUserJson')).textContent!);
    expect(json).toEqual({ backend_roles: ['x'], attributes: { a: '1' }, description: 'd' });
    expect(screen.getByTestId('exportUserModal').textContent).not.toContain('secret');
  });

  it('opens the edit and duplicate pages of a user', async () => {
    const { navigate } = setup();
    await screen.findByText('kim');
    await userEvent.click(screen.getByText('lee'));
    expect(navigate).toHaveBeenLastCalledWith('/users/edit/lee');
    await userEvent.click(within(row('lee')).getByTestId('duplicateUser'));
    expect(navigate).toHaveBeenLastCalledWith('/users/duplicate/lee');
    await userEvent.click(screen.getByTestId('createUser'));
    expect(navigate).toHaveBeenLastCalledWith('/users/create');
  });
});

describe('internal users list paging after deletion', () => {
  it('steps back a page when the last page empties', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 21 }, (_, i) => [`user${String(i).padStart(2, '0')}`, user()])
    );
    const page = createPageProps({ entries: { internalusers: many }, currentUser: 'admin' });
    render(<InternalUserList {...page.props} />);
    await screen.findByText('user00');
    await userEvent.click(screen.getByTestId('pagination-button-next'));
    await userEvent.click(
      within(await screen.findByText('user20').then((el) => el.closest('tr')!)).getByRole('checkbox')
    );
    await userEvent.click(screen.getByTestId('deleteUsers'));
    expect(await screen.findByText('user19')).toBeInTheDocument();
    expect(page.api.list).toHaveBeenLastCalledWith('internalusers', expect.objectContaining({ page: 1 }));
  });

  it('shows every user again when the search box is emptied', async () => {
    const page = createPageProps({ entries, currentUser: 'kim' });
    render(<InternalUserList {...page.props} />);
    await screen.findByText('kim');
    await userEvent.type(screen.getByTestId('userSearch'), 'lee{Enter}');
    await waitFor(() => expect(screen.queryByText('kim')).not.toBeInTheDocument());
    await userEvent.clear(screen.getByTestId('userSearch'));
    expect(await screen.findByText('kim')).toBeInTheDocument();
  });

  it('filters as the user types, asking the server once typing pauses', async () => {
    const { api } = setup();
    await screen.findByText('kim');
    const calls = api.list.mock.calls.length;
    await userEvent.type(screen.getByTestId('userSearch'), 'lee');
    await waitFor(() => expect(screen.queryByText('kim')).not.toBeInTheDocument());
    expect(screen.getByText('lee')).toBeInTheDocument();
    expect(api.list.mock.calls.slice(calls).map(([, query]) => query?.search)).toEqual(['lee']);
  });

  it("links each editable user's name to its page: an href for new tabs, a plain click navigates in the app", async () => {
    const { navigate } = setup();
    const link = await screen.findByText('lee', { selector: 'a' });
    expect(link).toHaveAttribute('href', '/base/app/security/users/edit/lee');
    fireEvent.click(link, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/users/edit/lee');
    // A reserved user cannot be edited: no link.
    expect(screen.queryByText('admin', { selector: 'a' })).toBeNull();
  });
});
