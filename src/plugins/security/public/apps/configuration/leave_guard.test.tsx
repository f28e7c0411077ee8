import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EuiProvider } from '@elastic/eui';
import { AppLeaveActionType, type AppLeaveActionFactory, type AppLeaveHandler } from '../../../../../core/public';
import { securityConfig } from '../account/test_fakes';
import { ConfigurationApp } from './configuration_app';
import { TenantEditModal } from './panels/tenant_list/tenant_edit_modal';
import {
  actionGroup,
  createFakeApi,
  createFakeCore,
  createFakeMountParams,
  role,
  roleMapping,
  user,
} from './test_fakes';
import { LEAVE_TEXT, LEAVE_TITLE, LeaveGuardProvider, createLeaveGuard } from './utils/leave_guard';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  window.sessionStorage.clear();
});

const factory: AppLeaveActionFactory = {
  confirm: (text, title) => ({ type: AppLeaveActionType.confirm, text, title }),
  default: () => ({ type: AppLeaveActionType.default }),
};

/** The whole app on `path`, with the shell's leave handler captured as core would hold it. */
function setup(path: string) {
  const { api, fakeApi } = createFakeApi(
    {
      internalusers: { admin: user(), kim: user({ description: 'Kim' }) },
      roles: { analyst: role({ description: 'Reads logs', cluster_permissions: ['cluster_monitor'] }) },
      rolesmapping: { analyst: roleMapping({ backend_roles: ['analysts'] }) },
      actiongroups: { readers: actionGroup({ type: 'index', allowed_actions: ['indices:data/read*'] }) },
      tenants: {},
    },
    { user_name: 'admin' }
  );
  const { core, fakeCore } = createFakeCore();
  const { history } = createFakeMountParams(path);
  let handler: AppLeaveHandler | undefined;
  const onAppLeave = jest.fn((next: AppLeaveHandler) => {
    handler = next;
  });
  render(
    <EuiProvider>
      <ConfigurationApp
        core={fakeCore}
        api={fakeApi}
        config={securityConfig()}
        history={history}
        onAppLeave={onAppLeave}
      />
    </EuiProvider>
  );
  // What the shell would do before another app opens or the page unloads.
  const leaveAction = () => (handler ? handler(factory) : factory.default());
  const clickSection = (name: string) =>
    userEvent.click(within(screen.getByTestId('securitySideNav')).getByRole('link', { name }));
  return { api, core, history, leaveAction, clickSection };
}

const asks = { type: AppLeaveActionType.confirm, text: LEAVE_TEXT, title: LEAVE_TITLE };
const leaves = { type: AppLeaveActionType.default };

describe('leaving an edited form', () => {
  it('leaves an unchanged form without asking', async () => {
    const { core, history, leaveAction, clickSection } = setup('/users/edit/kim');
    await screen.findByTestId('internalUserEdit');
    expect(leaveAction()).toEqual(leaves);
    await clickSection('Roles');
    expect(history.location.pathname).toBe('/roles');
    expect(core.overlays.openConfirm).not.toHaveBeenCalled();
  });

  it('asks before an in-app move and tells the shell to ask; staying keeps the changes', async () => {
    const { core, history, leaveAction, clickSection } = setup('/users/edit/kim');
    await screen.findByTestId('internalUserEdit');
    await userEvent.type(screen.getByTestId('userDescriptionInput'), ' from ops');
    expect(leaveAction()).toEqual(asks);

    core.overlays.openConfirm.mockResolvedValueOnce(false);
    await clickSection('Roles');
    await waitFor(() => expect(core.overlays.openConfirm).toHaveBeenCalledWith(LEAVE_TEXT, { title: LEAVE_TITLE }));
    expect(history.location.pathname).toBe('/users/edit/kim');
    expect(screen.getByTestId('userDescriptionInput')).toHaveValue('Kim from ops');

    // Confirmed: the app moves on, and nothing is left to ask about.
    await clickSection('Roles');
    await waitFor(() => expect(history.location.pathname).toBe('/roles'));
    expect(leaveAction()).toEqual(leaves);
  });

  it('no longer asks once the change is undone', async () => {
    const { leaveAction } = setup('/users/edit/kim');
    await screen.findByTestId('internalUserEdit');
    await userEvent.type(screen.getByTestId('userDescriptionInput'), 'x');
    expect(leaveAction()).toEqual(asks);
    await userEvent.type(screen.getByTestId('userDescriptionInput'), '{Backspace}');
    expect(leaveAction()).toEqual(leaves);
  });

  it('does not ask after a successful save', async () => {
    const { api, core, history, leaveAction } = setup('/users/edit/kim');
    await screen.findByTestId('internalUserEdit');
    await userEvent.type(screen.getByTestId('userDescriptionInput'), ' from ops');
    await userEvent.click(screen.getByTestId('saveUser'));
    await waitFor(() => expect(history.location.pathname).toBe('/users'));
    expect(api.save).toHaveBeenCalled();
    expect(core.overlays.openConfirm).not.toHaveBeenCalled();
    expect(leaveAction()).toEqual(leaves);
  });

  it('guards a new user form as soon as something is typed', async () => {
    const { leaveAction } = setup('/users/create');
    await screen.findByTestId('internalUserEdit');
    expect(leaveAction()).toEqual(leaves);
    await userEvent.type(screen.getByTestId('userNameInput'), 'sam');
    expect(leaveAction()).toEqual(asks);
  });

  it('guards the role form', async () => {
    const { core, history, leaveAction, clickSection } = setup('/roles/edit/analyst');
    const description = await screen.findByTestId('roleDescriptionInput');
    expect(leaveAction()).toEqual(leaves);
    await userEvent.type(description, '!');
    expect(leaveAction()).toEqual(asks);
    core.overlays.openConfirm.mockResolvedValueOnce(false);
    await clickSection('Internal users');
    await waitFor(() => expect(core.overlays.openConfirm).toHaveBeenCalled());
    expect(history.location.pathname).toBe('/roles/edit/analyst');
  });

  it('guards the action group form, and not after its save', async () => {
    const { history, leaveAction } = setup('/permissions/edit/readers');
    const description = await screen.findByTestId('actionGroupDescriptionInput');
    expect(leaveAction()).toEqual(leaves);
    await userEvent.type(description, 'Read only');
    expect(leaveAction()).toEqual(asks);
    await userEvent.click(screen.getByTestId('saveActionGroup'));
    await waitFor(() => expect(history.location.pathname).toBe('/permissions'));
    expect(leaveAction()).toEqual(leaves);
  });

  it('guards the role mapping form', async () => {
    const { leaveAction } = setup('/roles/edit/analyst/mapuser');
    await screen.findByTestId('roleMapUsersPage');
    await screen.findByText('analysts');
    expect(leaveAction()).toEqual(leaves);
    await userEvent.type(screen.getByRole('combobox', { name: 'Backend roles' }), 'auditors{Enter}');
    expect(leaveAction()).toEqual(asks);
  });
});

describe('the tenant modal', () => {
  it('marks the page as having unsaved changes while the modal holds an edit, and not once it closes', async () => {
    const guard = createLeaveGuard();
    const onSave = jest.fn(async () => undefined);
    const { rerender } = render(
      <EuiProvider>
        <LeaveGuardProvider guard={guard}>
          <TenantEditModal mode="create" existingNames={new Set()} onSave={onSave} onClose={() => undefined} />
        </LeaveGuardProvider>
      </EuiProvider>
    );
    expect(guard.isDirty()).toBe(false);
    await userEvent.type(screen.getByTestId('tenantNameInput'), 'sales');
    expect(guard.isDirty()).toBe(true);
    rerender(
      <EuiProvider>
        <LeaveGuardProvider guard={guard}>
          <div />
        </LeaveGuardProvider>
      </EuiProvider>
    );
    expect(guard.isDirty()).toBe(false);
  });
});
