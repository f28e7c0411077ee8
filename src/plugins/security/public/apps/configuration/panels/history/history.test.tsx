import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  HistoryChange,
  HistoryListResponse,
  HistoryRevertResponse,
  HistoryVersionDetail,
  HistoryVersionSummary,
} from '../../../../../common/history';
import type { HistoryQuery } from './history_api';
import { createPageProps, httpError, role, user } from '../../test_fakes';
import { RoleView } from '../roles/role_view/role_view';
import { InternalUserEdit } from '../users/internal_user_edit/internal_user_edit';
import { fieldRows } from './change_diff';
import { toHistoryQuery, NO_HISTORY_FILTERS } from './history_filters';
import { HistoryPage } from './history_page';
import { HistoryVersionPage } from './history_version_page';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const summary = (version: number, extra: Partial<HistoryVersionSummary> = {}): HistoryVersionSummary => ({
  version,
  timestamp: '2030-01-01T10:00:00.000Z',
  user: 'admin',
  remote_address: '127.0.0.1',
  origin: 'api',
  reverted_to: null,
  resource_count: 1,
  resources: [{ kind: 'roles', name: 'logs_reader', action: 'update' }],
  ...extra,
});

const ROLE_CHANGE: HistoryChange = {
  kind: 'roles',
  name: 'logs_reader',
  action: 'update',
  before: { description: 'Reads logs', cluster_permissions: [] },
  after: { description: 'Reads <b>all</b> logs', cluster_permissions: [] },
  diff: [{ op: 'replace', path: '/description', value: 'Reads <b>all</b> logs' }],
  password_changed: false,
};

const USER_CHANGE: HistoryChange = {
  kind: 'internalusers',
  name: 'dana',
  action: 'update',
  before: { backend_roles: ['a'] },
  after: { backend_roles: ['a'] },
  diff: [],
  password_changed: true,
};

function withHistory(page: ReturnType<typeof createPageProps>, versions: HistoryVersionSummary[]) {
  const getHistory = jest.fn(async (query: HistoryQuery = {}): Promise<HistoryListResponse> => ({
    total: versions.length,
    versions: versions.slice(
      ((query.page ?? 1) - 1) * (query.perPage ?? 20),
      (query.page ?? 1) * (query.perPage ?? 20)
    ),
  }));
  Object.assign(page.props.api, { getHistory });
  return getHistory;
}

describe('History page', () => {
  it('lists versions from the server with who, origin and resources, and asks again with filters', async () => {
    const page = createPageProps();
    const getHistory = withHistory(page, [
      summary(3, { origin: 'revert', reverted_to: 1 }),
      summary(2, { resource_count: 7, user: null, origin: 'import' }),
    ]);
    render(<HistoryPage {...page.props} />);
    const table = await screen.findByTestId('historyTable');
    await within(table).findByTestId('historyVersionLink-3');
    expect(screen.getByRole('heading', { name: 'History (2)' })).toBeInTheDocument();
    expect(table).toHaveTextContent('Revert to 1');
    expect(table).toHaveTextContent('Import');
    expect(table).toHaveTextContent('Changed: Role logs_reader');
    expect(table).toHaveTextContent('and 6 more');
    expect(getHistory).toHaveBeenLastCalledWith({ page: 1, perPage: 20 });

    await userEvent.selectOptions(screen.getByTestId('historyKind'), 'roles');
    await userEvent.type(screen.getByTestId('historyName'), 'logs_reader{Enter}');
    await waitFor(() =>
      expect(getHistory).toHaveBeenLastCalledWith({ kind: 'roles', name: 'logs_reader', page: 1, perPage: 20 })
    );
    await userEvent.click(within(table).getByTestId('historyVersionLink-3'));
    expect(page.navigate).toHaveBeenCalledWith('/history/3');
  });

  it('shows the server error instead of an empty list', async () => {
    const page = createPageProps();
    Object.assign(page.props.api, {
      getHistory: jest.fn(async () => {
        throw httpError(403, 'no access');
      }),
    });
    render(<HistoryPage {...page.props} />);
    expect(await screen.findByTestId('historyError')).toHaveTextContent('no access');
  });

  it('checks the time range before asking', () => {
    expect(toHistoryQuery({ ...NO_HISTORY_FILTERS, from: 'nonsense' }).errors.from).toBe('Enter a valid start time.');
    const range = toHistoryQuery({ ...NO_HISTORY_FILTERS, from: '2030-01-02T00:00', to: '2030-01-01T00:00' });
    expect(range.query).toBeUndefined();
    const ok = toHistoryQuery({ ...NO_HISTORY_FILTERS, user: ' admin ', to: '2030-01-01T00:00' });
    expect(ok.query).toEqual({ user: 'admin', to: new Date('2030-01-01T00:00').getTime() + 59_999 });
  });
});

describe('Version page', () => {
  const detail: HistoryVersionDetail = { ...summary(5, { resource_count: 2 }), changes: [ROLE_CHANGE, USER_CHANGE] };

  function setup(plan: HistoryRevertResponse) {
    const page = createPageProps({ params: { version: '5' } });
    const revertHistory = jest.fn(async (_v: number, _t: unknown, dryRun: boolean) =>
      dryRun ? plan : { ...plan, dry_run: false, version: 9 }
    );
    Object.assign(page.props.api, { getHistoryVersion: jest.fn(async () => detail), revertHistory });
    render(<HistoryVersionPage {...page.props} />);
    return { ...page, revertHistory };
  }

  it('shows each change side by side, escaped, with a password only as "changed"', async () => {
    setup({ dry_run: true, version: null, reverted_to: 5, changes: [], skipped: [] });
    const changes = await screen.findAllByTestId('historyChange');
    expect(changes).toHaveLength(2);
    const [roleChange, userChange] = changes;
    expect(within(roleChange).getByTestId('historyBefore')).toHaveTextContent('"Reads logs"');
    expect(within(roleChange).getByTestId('historyAfter')).toHaveTextContent('"Reads <b>all</b> logs"');
    expect(roleChange.querySelector('b')).toBeNull();
    expect(within(roleChange).getByTestId('historyFieldDiff')).toHaveTextContent('description');
    expect(within(userChange).getByTestId('historyFieldDiff')).toHaveTextContent('password-changed');
    expect(screen.getByTestId('historyVersionMeta')).toHaveTextContent('admin');
  });

  it('previews a revert of one resource, then makes it and opens the new version', async () => {
    const plan: HistoryRevertResponse = {
      dry_run: true,
      version: null,
      reverted_to: 5,
      changes: [{ ...ROLE_CHANGE, before: ROLE_CHANGE.after, after: ROLE_CHANGE.before }],
      skipped: [{ kind: 'roles', name: 'all_access', reason: 'static entries cannot be changed' }],
    };
    const { revertHistory, navigate, core } = setup(plan);
    const [roleChange] = await screen.findAllByTestId('historyChange');
    await userEvent.click(within(roleChange).getByTestId('historyRevertOne'));
    const modal = await screen.findByTestId('historyRevertModal');
    expect(revertHistory).toHaveBeenCalledWith(5, { kind: 'roles', name: 'logs_reader' }, true);
    await within(modal).findByTestId('historyRevertChange');
    expect(modal).toHaveTextContent('1 resource will change');
    expect(within(modal).getByTestId('historyRevertSkipped')).toHaveTextContent(
      'Role all_access: static entries cannot be changed'
    );
    await userEvent.click(within(modal).getByTestId('historyRevertConfirm'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/history/9'));
    expect(revertHistory).toHaveBeenLastCalledWith(5, { kind: 'roles', name: 'logs_reader' }, false);
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith('Reverted to version 5: recorded as version 9.');
  });

  it('keeps Confirm off when nothing would change', async () => {
    setup({ dry_run: true, version: null, reverted_to: 5, changes: [], skipped: [] });
    await userEvent.click(await screen.findByTestId('historyRevertAll'));
    const modal = await screen.findByTestId('historyRevertModal');
    await within(modal).findByText(/Nothing would change/);
    expect(within(modal).getByTestId('historyRevertConfirm')).toBeDisabled();
  });

  it('says so for a version that is not a number', async () => {
    const page = createPageProps({ params: { version: 'abc' } });
    render(<HistoryVersionPage {...page.props} />);
    expect(await screen.findByText('A version is a positive whole number.')).toBeInTheDocument();
  });
});

describe('History tab', () => {
  it("lists a role's own versions on the role page", async () => {
    const page = createPageProps({
      entries: { roles: { logs_reader: role() } },
      params: { name: 'logs_reader' },
      query: new URLSearchParams('tab=history'),
    });
    const getHistory = withHistory(page, [summary(4), summary(2)]);
    render(<RoleView {...page.props} />);
    const table = await screen.findByTestId('resourceHistoryTable');
    await within(table).findByTestId('historyVersionLink-4');
    expect(getHistory).toHaveBeenCalledWith({ kind: 'roles', name: 'logs_reader', page: 1, perPage: 20 });
  });
});

describe('History tab of an edit page', () => {
  it("shows a user's versions and keeps the form (and what was typed) behind its own tab", async () => {
    const page = createPageProps({ entries: { internalusers: { dana: user() } }, params: { name: 'dana' } });
    const getHistory = withHistory(page, [
      summary(7, { resources: [{ kind: 'internalusers', name: 'dana', action: 'update' }] }),
    ]);
    render(<InternalUserEdit {...page.props} action="edit" />);
    const description = await screen.findByTestId('userDescriptionInput');
    await userEvent.type(description, 'typed before');
    await userEvent.click(await screen.findByTestId('editTab-history'));
    const table = await screen.findByTestId('resourceHistoryTable');
    await within(table).findByTestId('historyVersionLink-7');
    expect(getHistory).toHaveBeenCalledWith({ kind: 'internalusers', name: 'dana', page: 1, perPage: 20 });
    expect(screen.getByTestId('saveUser')).not.toBeVisible();
    await userEvent.click(screen.getByTestId('editTab-form'));
    expect(screen.queryByTestId('resourceHistoryTable')).toBeNull();
    expect(screen.getByTestId('saveUser')).toBeVisible();
    expect(screen.getByTestId('userDescriptionInput')).toHaveValue('typed before');
  });

  it('has no History tab while creating', async () => {
    const page = createPageProps();
    render(<InternalUserEdit {...page.props} action="create" />);
    await screen.findByTestId('saveUser');
    expect(screen.queryByTestId('editTab-history')).toBeNull();
  });
});

describe('field rows', () => {
  it('reads the value before from the pointer and never a hash', () => {
    expect(fieldRows(ROLE_CHANGE)).toEqual([
      { field: 'description', before: '"Reads logs"', after: '"Reads <b>all</b> logs"' },
    ]);
    expect(fieldRows(USER_CHANGE)).toEqual([{ field: 'password', before: '-', after: 'changed' }]);
  });
});
