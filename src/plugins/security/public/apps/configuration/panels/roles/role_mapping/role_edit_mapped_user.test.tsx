import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalUser } from '../../../../../../common/types';
import { showCrossPageToasts } from '../../../utils/toasts';
import { httpError, mapping, pageProps, role, seedStore, type FakePage } from '../role_list/role_test_fakes';
import { RESERVED_MAPPING_TITLE, RoleEditMappedUser, USER_SUGGESTIONS } from './role_edit_mapped_user';

// EUI pickers re-render long option lists on every input event: slow on a busy machine, not a timing assertion.
jest.setTimeout(30_000);

const user = (): InternalUser => ({
  reserved: false,
  hidden: false,
  static: false,
  description: '',
  backend_roles: [],
  attributes: {},
  opendistro_security_roles: [],
});

function store() {
  return seedStore({
    roles: { analyst: role(), fresh: role(), locked: role() },
    rolesmapping: {
      analyst: mapping({
        users: ['alice'],
        backend_roles: ['analysts'],
        and_backend_roles: ['eu'],
        description: 'kept',
      }),
      locked: mapping({ reserved: true, users: ['root'] }),
    },
    internalusers: { alice: user(), bob: user(), carol: user() },
  });
}

function renderPage(name: string) {
  const page: FakePage = pageProps({ store: store(), params: { name } });
  render(
    <EuiProvider>
      <RoleEditMappedUser {...page.props} />
    </EuiProvider>
  );
  return page;
}

async function pick(testSubj: string, value: string) {
  await userEvent.click(within(screen.getByTestId(testSubj)).getByTestId('comboBoxSearchInput'));
  await userEvent.paste(value);
  await userEvent.keyboard('{Enter}');
}

const pills = (testSubj: string) =>
  within(screen.getByTestId(testSubj))
    .queryAllByTestId('euiComboBoxPill')
    .map((pill) => pill.textContent);

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('map users to a role', () => {
  it('shows the current mapping', async () => {
    renderPage('analyst');
    await screen.findByTestId('mappedUsersInput');
    await waitFor(() => expect(pills('mappedUsersInput')).toEqual(['alice']));
    expect(pills('mappedBackendRolesInput')).toEqual(['analysts']);
  });

  it('introduces the three fields it shows: user name, backend role and host', async () => {
    renderPage('analyst');
    await screen.findByTestId('mappedUsersInput');
    expect(screen.queryByText(/Two types of users/)).toBeNull();
    expect(
      screen.getByText(
        'Map users to this role to inherit its permissions: by user name, by backend role or by the host they connect from.'
      )
    ).toBeInTheDocument();
  });

  it('suggests internal user names found by the server as the user types', async () => {
    const page = renderPage('fresh');
    const input = within(await screen.findByTestId('mappedUsersInput')).getByTestId('comboBoxSearchInput');
    await waitFor(() =>
      expect(page.api.list).toHaveBeenCalledWith('internalusers', {
        search: undefined,
        perPage: USER_SUGGESTIONS,
        sortField: 'name',
      })
    );
    await userEvent.click(input);
    await userEvent.paste('car');
    await waitFor(() =>
      expect(page.api.list).toHaveBeenLastCalledWith('internalusers', {
        search: 'car',
        perPage: USER_SUGGESTIONS,
        sortField: 'name',
      })
    );
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['carol']);
  });

  it('maps an internal user, an external user name, a backend role and a host, keeping the fields it does not edit', async () => {
    const page = renderPage('analyst');
    await waitFor(() => expect(pills('mappedUsersInput')).toEqual(['alice']));
    await pick('mappedUsersInput', 'bob');
    await pick('mappedUsersInput', 'ldap_user_not_internal');
    await pick('mappedBackendRolesInput', 'auditors');
    await pick('mappedHostsInput', '10.0.0.*');
    await userEvent.click(screen.getByTestId('saveMappingButton'));
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/roles/view/analyst?tab=mapped_users'));
    expect(page.api.save).toHaveBeenCalledWith('rolesmapping', 'analyst', {
      users: ['alice', 'bob', 'ldap_user_not_internal'],
      backend_roles: ['analysts', 'auditors'],
      hosts: ['10.0.0.*'],
      and_backend_roles: ['eu'],
      description: 'kept',
    });
    const toasts = { add: jest.fn() };
    showCrossPageToasts(toasts as never, '/roles/view/analyst');
    expect(toasts.add).toHaveBeenCalledWith(expect.objectContaining({ title: "Role 'analyst' mapping saved" }));
  });

  it('creates the first mapping of a role that has none', async () => {
    const page = renderPage('fresh');
    await screen.findByTestId('mappedUsersInput');
    await pick('mappedUsersInput', 'carol');
    await userEvent.click(screen.getByTestId('saveMappingButton'));
    await waitFor(() =>
      expect(page.api.save).toHaveBeenCalledWith('rolesmapping', 'fresh', {
        users: ['carol'],
        backend_roles: [],
        hosts: [],
      })
    );
  });

  it('refuses to change a reserved mapping', async () => {
    renderPage('locked');
    expect(await screen.findByTestId('reservedMappingCallout')).toHaveTextContent(RESERVED_MAPPING_TITLE);
    expect(screen.queryByTestId('saveMappingButton')).not.toBeInTheDocument();
  });

  it('says when the role does not exist', async () => {
    renderPage('ghost');
    expect(await screen.findByTestId('mappingLoadError')).toHaveTextContent(
      "Failed to load the role 'ghost'. 'ghost' not found."
    );
    expect(screen.queryByTestId('saveMappingButton')).not.toBeInTheDocument();
  });

  it("shows the server's message when saving fails and stays", async () => {
    const page = renderPage('fresh');
    await screen.findByTestId('mappedUsersInput');
    page.api.save.mockRejectedValueOnce(httpError(400, '[users] must be a list'));
    await userEvent.click(screen.getByTestId('saveMappingButton'));
    await waitFor(() =>
      expect(page.toasts.addDanger).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to save the mapping. [users] must be a list' })
      )
    );
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it('goes back to the mapped users tab on Cancel', async () => {
    const page = renderPage('fresh');
    await userEvent.click(await screen.findByTestId('cancelMapping'));
    expect(page.navigate).toHaveBeenCalledWith('/roles/view/fresh?tab=mapped_users');
    expect(page.api.save).not.toHaveBeenCalled();
  });
});
