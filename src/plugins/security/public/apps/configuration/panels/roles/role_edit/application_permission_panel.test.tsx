/** The role editor's Application permissions panel (issue 41): picked, typed, saved, kept. */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '../../../../../../common/types';
import { pageProps, role, seedStore, type FakePage } from '../role_list/role_test_fakes';
import { APPLICATIONS_PATH } from '../../../utils/registered_applications';
import { RoleEdit } from './role_edit';
import { APPLICATION_PATTERN_REQUIRED_MESSAGE } from './role_form_state';

// EUI pickers re-render option lists on every input event: slow on a busy machine, not a timing assertion.
jest.setTimeout(30_000);

// What GET /api/v1/applications answers (the server half's contract).
const REGISTERED_APPS = {
  data: [
    { id: 'dashboards', title: 'Dashboards', category: 'OpenSearch Dashboards' },
    { id: 'management', title: 'Dashboards Management', category: 'Management' },
    { id: 'security', title: 'Security', category: 'Management' },
    { id: 'home', title: 'Home' },
  ],
};

const withApps = (extra: Partial<Role> & { application_permissions?: unknown }) => ({ ...role(), ...extra }) as Role;

function renderEdit(
  action: 'create' | 'edit',
  roles: Record<string, Role> = {},
  answer: () => Promise<unknown> = async () => REGISTERED_APPS
): FakePage & { get: jest.Mock<(path: string) => Promise<unknown>> } {
  const page = pageProps({ store: seedStore({ roles }), params: action === 'edit' ? { name: 'viewer' } : {} });
  const get = jest.fn<(path: string) => Promise<unknown>>((path) =>
    path === APPLICATIONS_PATH ? answer() : Promise.reject(new Error(`unexpected ${path}`))
  );
  (page.props.core.http as unknown as { get: typeof get }).get = get;
  render(
    <EuiProvider>
      <RoleEdit {...page.props} action={action} />
    </EuiProvider>
  );
  return { ...page, get };
}

async function typeInto(row: HTMLElement, value: string) {
  const input = within(within(row).getByTestId('applicationPatternsInput')).getByTestId('comboBoxSearchInput');
  await userEvent.click(input);
  await userEvent.paste(value);
  return input;
}

const rows = () => screen.getAllByTestId('applicationPermissionRow');
const selectedIn = (row: HTMLElement) =>
  within(row)
    .queryAllByTestId(/^comboBoxSelection|euiComboBoxPill$/)
    .map((pill) => pill.textContent);

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('role edit: application permissions', () => {
  it('creates a role granting registered apps picked from the list and a typed pattern, with All', async () => {
    const page = renderEdit('create');
    await userEvent.type(await screen.findByTestId('roleNameInput'), 'app_user');
    const section = screen.getByTestId('applicationPermissionSection');
    expect(within(section).getByRole('heading', { name: 'Application permissions' })).toBeInTheDocument();
    await userEvent.click(within(section).getByTestId('addApplicationPermission'));
    const [row] = rows();

    await typeInto(row, 'dash');
    await userEvent.click(await screen.findByRole('option', { name: /^dashboards/ }));
    await typeInto(row, 'management*');
    await userEvent.keyboard('{Enter}');
    expect(within(row).getByTestId('applicationPermissionTypeSelect')).toHaveValue('Read only');
    await userEvent.selectOptions(within(row).getByTestId('applicationPermissionTypeSelect'), 'All');

    await userEvent.click(screen.getByTestId('saveRoleButton'));
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/roles/view/app_user'));
    expect(page.get).toHaveBeenCalledWith(APPLICATIONS_PATH);
    expect(page.api.create).toHaveBeenCalledWith(
      'roles',
      'app_user',
      expect.objectContaining({
        application_permissions: [
          { application_patterns: ['dashboards', 'management*'], allowed_actions: ['application_all'] },
        ],
      })
    );
  });

  it('offers every registered app by id under its category', async () => {
    renderEdit('create');
    await userEvent.click(await screen.findByTestId('addApplicationPermission'));
    await typeInto(rows()[0], '');
    const options = await screen.findAllByRole('option');
    const texts = options.map((option) => option.textContent ?? '');
    for (const id of ['dashboards', 'management', 'security', 'home']) {
      expect(texts.some((text) => text.startsWith(id))).toBe(true);
    }
    expect(screen.getByText('Dashboards Management')).toBeInTheDocument();
  });

  it('shows a role’s application permissions and keeps custom action groups when saving', async () => {
    const viewer = withApps({
      application_permissions: [
        { application_patterns: ['dashboards'], allowed_actions: ['application_read'] },
        { application_patterns: ['status'], allowed_actions: ['my_app_group'] },
      ],
    });
    const page = renderEdit('edit', { viewer });
    await screen.findByTestId('applicationPermissionSection');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(selectedIn(rows()[0])).toEqual(['dashboards']);
    expect(within(rows()[0]).getByTestId('applicationPermissionTypeSelect')).toHaveValue('Read only');
    expect(within(rows()[1]).getByTestId('applicationPermissionTypeSelect')).toHaveValue('None');

    await userEvent.click(within(rows()[0]).getByTestId('removeApplicationPermission'));
    await userEvent.selectOptions(within(rows()[0]).getByTestId('applicationPermissionTypeSelect'), 'Read only');
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    await waitFor(() => expect(page.api.save).toHaveBeenCalled());
    expect(page.api.save.mock.calls[0][2]).toMatchObject({
      application_permissions: [
        { application_patterns: ['status'], allowed_actions: ['my_app_group', 'application_read'] },
      ],
    });
  });

  it('clears the application permissions when every row is removed', async () => {
    const viewer = withApps({
      application_permissions: [{ application_patterns: ['dashboards'], allowed_actions: ['application_read'] }],
    });
    const page = renderEdit('edit', { viewer });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await userEvent.click(within(rows()[0]).getByTestId('removeApplicationPermission'));
    expect(screen.queryAllByTestId('applicationPermissionRow')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    await waitFor(() => expect(page.api.save).toHaveBeenCalled());
    expect(page.api.save.mock.calls[0][2]).not.toHaveProperty('application_permissions');
  });

  it('flags a row that would lose its action groups for want of an application', async () => {
    const viewer = withApps({
      application_permissions: [{ application_patterns: ['status'], allowed_actions: ['my_app_group'] }],
    });
    const page = renderEdit('edit', { viewer });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const pill = within(rows()[0]).getByTestId('applicationPatternsInput');
    await userEvent.click(within(pill).getByRole('button', { name: /Remove status/ }));
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    expect(await screen.findByText(APPLICATION_PATTERN_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(page.api.save).not.toHaveBeenCalled();
  });

  it('still takes typed application ids when the list of registered apps cannot be loaded', async () => {
    const page = renderEdit('create', {}, async () => {
      throw new Error('Not Found');
    });
    await userEvent.type(await screen.findByTestId('roleNameInput'), 'reader');
    await userEvent.click(screen.getByTestId('addApplicationPermission'));
    await typeInto(rows()[0], 'dashboards');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByTestId('saveRoleButton'));
    await waitFor(() => expect(page.api.create).toHaveBeenCalled());
    expect(page.api.create.mock.calls[0][2]).toMatchObject({
      application_permissions: [{ application_patterns: ['dashboards'], allowed_actions: ['application_read'] }],
    });
    expect(page.toasts.addDanger).not.toHaveBeenCalled();
    expect(page.toasts.addError).not.toHaveBeenCalled();
  });
});
