import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import type { AppUnmount, SavedObject } from '../../../../../core/public';
import type { DashboardShareAction, DashboardShareActionProps } from '../../types';
import { mountDashboardsApp } from '../index';
import {
  FAKE_USER,
  createFakeDeps,
  createFakeMountParams,
  dashboard,
  ownedDashboard,
  visualization,
} from '../test_fakes';

// EUI's test build swaps focus traps for plain divs: the Share menu's popover comes from the real
// build here (as in the account menu's tests), to test what keyboard users get.
jest.mock('@elastic/eui', () => {
  const real = jest.requireActual<Record<string, unknown>>('../../../../../../node_modules/@elastic/eui/lib');
  return { ...jest.requireActual<Record<string, unknown>>('@elastic/eui'), EuiPopover: real.EuiPopover };
});
jest.mock('@elastic/eui/src/components/popover/popover', () =>
  jest.requireActual('../../../../../../node_modules/@elastic/eui/lib/components/popover/popover')
);

type Deps = ReturnType<typeof createFakeDeps>['deps'];

let unmount: AppUnmount | undefined;
function mount(deps: Deps, path = '/') {
  const params = createFakeMountParams(path);
  act(() => {
    unmount = mountDashboardsApp(params, deps);
  });
  return params;
}

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
});

/** The security plugin's answer to GET /api/resource/types with dashboards under sharing. */
function sharingOn(deps: Deps, types = [{ type: 'dashboard', action_groups: ['dashboard_read_only'] }]) {
  deps.http.get = jest.fn(async (path: string) => {
    if (path === '/api/resource/types') return { types };
    throw new Error(`unexpected GET ${path}`);
  }) as unknown as Deps['http']['get'];
}

const mine = () => ownedDashboard('m', { title: 'Mine' }, { owner: FAKE_USER, shared: true, access: 'full_access' });
const fromAlice = () =>
  ownedDashboard('s', { title: 'From Alice' }, { owner: 'alice', shared: true, access: 'read_only' });
const legacy = () => dashboard('l', { title: 'Before sharing' });

describe('the dashboards list under sharing', () => {
  it('shows each owner, a dash for a dashboard without one, and a Shared badge on shared ones', async () => {
    const { deps } = createFakeDeps([mine(), fromAlice(), legacy()]);
    sharingOn(deps);
    mount(deps);
    const table = await screen.findByTestId('dashboardList');
    await screen.findByRole('columnheader', { name: 'Owner' });
    const row = (title: string) => within(table).getByRole('link', { name: title }).closest('tr')!;
    const owner = (title: string) => within(row(title)).getByTestId('dashboardListOwner').textContent;
    expect(owner('Mine')).toMatch(/me$/);
    expect(owner('From Alice')).toMatch(/alice$/);
    expect(owner('Before sharing')).toMatch(/-$/);
    expect(within(row('Mine')).getByTestId('dashboardSharedBadge-m')).toHaveTextContent('Shared');
    expect(within(row('From Alice')).getByTestId('dashboardSharedBadge-s')).toHaveTextContent('Shared');
    expect(within(row('Before sharing')).queryByText('Shared')).not.toBeInTheDocument();
  });

  it('asks the server for shared_with_me when "Shared with me" is on, and lists everything again when off', async () => {
    const { deps, client } = createFakeDeps([mine(), fromAlice(), legacy()]);
    sharingOn(deps);
    mount(deps);
    const filter = await screen.findByRole('button', { name: 'Shared with me' });
    expect(filter).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Mine' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'From Alice' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Before sharing' })).not.toBeInTheDocument();
    expect(client.find).toHaveBeenLastCalledWith(expect.objectContaining({ sharedWithMe: true, page: 1 }));

    await userEvent.click(filter);
    expect(await screen.findByRole('link', { name: 'Mine' })).toBeInTheDocument();
    expect(client.find).toHaveBeenLastCalledWith(expect.not.objectContaining({ sharedWithMe: true }));
  });

  it('says nobody has shared a dashboard yet, and keeps the filter to turn off', async () => {
    const { deps } = createFakeDeps([mine()]);
    sharingOn(deps);
    mount(deps);
    await userEvent.click(await screen.findByRole('button', { name: 'Shared with me' }));
    expect(await screen.findByText('Nobody has shared a dashboard with you yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboardListEmpty')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Shared with me' }));
    expect(await screen.findByRole('link', { name: 'Mine' })).toBeInTheDocument();
  });

  it('offers no filter and no owner column when dashboards are not shared (sharing off, or no security plugin)', async () => {
    for (const answer of ['off', 'missing'] as const) {
      const { deps } = createFakeDeps([legacy()]);
      if (answer === 'off') sharingOn(deps, []);
      mount(deps);
      await screen.findByRole('link', { name: 'Before sharing' });
      await waitFor(() => expect(deps.http.get).toHaveBeenCalledWith('/api/resource/types'));
      expect(screen.queryByRole('button', { name: 'Shared with me' })).not.toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
      act(() => unmount?.());
      unmount = undefined;
    }
  });
});

/** A registered entry, as the security plugin's "Share with people…" is: a flyout until it closes. */
function peopleAction(overrides: Partial<DashboardShareAction> = {}) {
  const rendered: DashboardShareActionProps[] = [];
  const action: DashboardShareAction = {
    id: 'people',
    order: 10,
    label: 'Share with people…',
    isAvailable: (object) =>
      (object as SavedObject & { sharing?: { access: string } }).sharing?.access === 'full_access',
    load: async () => (props: DashboardShareActionProps) => {
      rendered.push(props);
      return (
        <div role="dialog" aria-label="Share with people">
          <button onClick={props.onClose}>Close</button>
          <button
            onClick={() =>
              props.onChanged({ ...props.object, sharing: { owner: FAKE_USER, shared: false, access: 'full_access' } })
            }
          >
            Revoke all
          </button>
        </div>
      );
    },
    ...overrides,
  };
  return { action, rendered };
}

async function openShareMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  return screen.findByTestId('dashboardShareMenu');
}

describe('the Share menu', () => {
  it('holds Copy link and, after it, the registered entries offered for this dashboard, by order', async () => {
    const { deps } = createFakeDeps([mine()]);
    const { action } = peopleAction();
    const first = { ...peopleAction().action, id: 'report', order: 5, label: 'Schedule a report' };
    const never = { ...peopleAction().action, id: 'never', order: 1, label: 'Never offered', isAvailable: () => false };
    deps.share.actions = [action, never, first];
    mount(deps, '/view/m');
    const menu = await openShareMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent)
    ).toEqual(['Copy link', 'Schedule a report', 'Share with people…']);
  });

  it('opens the chosen entry with the dashboard and its link after the share rules, until it closes', async () => {
    const { deps } = createFakeDeps([mine()]);
    const isAvailable = jest.fn<DashboardShareAction['isAvailable']>(() => true);
    const { action, rendered } = peopleAction({ isAvailable });
    deps.share.actions = [action];
    mount(deps, '/view/m');
    const menu = await openShareMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Share with people…' }));
    const flyout = await screen.findByRole('dialog', { name: 'Share with people' });
    expect(rendered.at(-1)).toMatchObject({
      object: { id: 'm', sharing: { owner: FAKE_USER, shared: true } },
      pageUrl: 'http://localhost/view/m?security_tenant=global',
    });
    await waitFor(() => expect(screen.queryByTestId('dashboardShareMenu')).not.toBeInTheDocument());

    // What the entry changed is what the page shows next (and offers the entry again for).
    await userEvent.click(within(flyout).getByRole('button', { name: 'Revoke all' }));
    await userEvent.click(within(flyout).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Share with people' })).not.toBeInTheDocument();
    await openShareMenu();
    expect(isAvailable).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'm', sharing: { owner: FAKE_USER, shared: false, access: 'full_access' } })
    );
  });

  // Arrow keys move through the entries in Chromium (dashboard_sharing.spec.ts): jsdom has no
  // layout, so EUI finds no tabbable entries to move to here.
  it('is used with the keyboard: Enter opens it with the focus inside, Escape gives the focus back, Enter chooses', async () => {
    const { deps } = createFakeDeps([mine()]);
    const { action } = peopleAction();
    deps.share.actions = [action];
    mount(deps, '/view/m');
    const share = await screen.findByRole('button', { name: 'Share' });
    share.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByTestId('dashboardShareMenu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('dashboardShareMenu')).not.toBeInTheDocument());
    await waitFor(() => expect(share).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByTestId('dashboardShareMenu');
    within(reopened).getByRole('menuitem', { name: 'Share with people…' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Share with people' })).toBeInTheDocument();
  });

  it('offers only Copy link where no entry is available (a recipient, or sharing off)', async () => {
    const { deps } = createFakeDeps([fromAlice()]);
    const { action } = peopleAction();
    deps.share.actions = [action];
    mount(deps, '/view/s');
    const menu = await openShareMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent)
    ).toEqual(['Copy link']);
  });
});

describe('a shared dashboard opened by a recipient', () => {
  it('read only: no Edit, and the notice names who shared it', async () => {
    const { deps } = createFakeDeps([fromAlice()]);
    mount(deps, '/view/s');
    const page = await screen.findByTestId('dashboardViewPage');
    expect(within(page).getByTestId('dashboardReadOnlyNotice')).toHaveTextContent(
      'alice shared this dashboard with you to view.'
    );
    expect(within(page).queryByTestId('dashboardEditModeButton')).not.toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('given edit access in a tenant it may only read: no Edit, and the notice says the tenant caps it', async () => {
    const capped = ownedDashboard(
      'c',
      { title: 'Capped' },
      { owner: 'alice', shared: true, access: 'read_only', capped_by_tenant: true }
    );
    const { deps } = createFakeDeps([capped]);
    deps.permissions = { createNew: false, showWriteControls: false };
    mount(deps, '/view/c');
    const notice = await screen.findByTestId('dashboardReadOnlyNotice');
    expect(notice).toHaveTextContent(/^You were given edit access, but this tenant is read-only for you\.$/);
    expect(screen.getAllByTestId('dashboardReadOnlyNotice')).toHaveLength(1);
    expect(screen.queryByTestId('dashboardEditModeButton')).not.toBeInTheDocument();
  });

  it('read and write: Edit, Rename and panel edits, but no Delete (full access deletes)', async () => {
    const editable = ownedDashboard('w', { title: 'Editable' }, { owner: 'alice', shared: true, access: 'read_write' });
    const { deps } = createFakeDeps([editable]);
    mount(deps, '/view/w');
    await userEvent.click(await screen.findByTestId('dashboardEditModeButton'));
    expect(screen.getByTestId('dashboardRenameButton')).toBeInTheDocument();
    expect(screen.getByTestId('dashboardAddPanelButton')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboardDeleteButton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboardReadOnlyNotice')).not.toBeInTheDocument();
  });
});

describe('panels whose object the server did not return', () => {
  const panels = (count: number) =>
    JSON.stringify(
      Array.from({ length: count }, (_, i) => ({
        panelIndex: String(i + 1),
        gridData: { x: 0, y: i, w: 24, h: 15 },
        panelRefName: `panel_${i}`,
        title: `Chart ${i + 1}`,
      }))
    );
  const withCharts = (count: number) =>
    dashboard(
      'p',
      { title: 'Charts', panelsJSON: panels(count) },
      {
        references: Array.from({ length: count }, (_, i) => ({
          name: `panel_${i}`,
          type: 'visualization',
          id: `vis-${i + 1}`,
        })),
      }
    );

  it('are left out and counted once: "N panels are not shown", asked in one _bulk_get', async () => {
    const { deps, client } = createFakeDeps([withCharts(3)], [visualization('vis-2')]);
    mount(deps, '/view/p');
    const page = await screen.findByTestId('dashboardViewPage');
    expect(
      within(page)
        .getAllByTestId('dashboardPanelTitle')
        .map((t) => t.textContent)
    ).toEqual(['Chart 2']);
    expect(within(page).getByTestId('dashboardPanelsHidden')).toHaveTextContent(
      /^2 panels are not shown: they were deleted or are not shared with you\.$/
    );
    expect(client.bulkGet).toHaveBeenCalledTimes(1);
    expect(client.bulkGet).toHaveBeenCalledWith([
      { type: 'visualization', id: 'vis-1' },
      { type: 'visualization', id: 'vis-2' },
      { type: 'visualization', id: 'vis-3' },
    ]);
  });

  it('says "1 panel" for one, and nothing when every panel shows', async () => {
    const one = createFakeDeps([withCharts(2)], [visualization('vis-2')]);
    mount(one.deps, '/view/p');
    expect(await screen.findByTestId('dashboardPanelsHidden')).toHaveTextContent(
      /^1 panel is not shown: it was deleted or is not shared with you\.$/
    );
    act(() => unmount?.());
    const all = createFakeDeps([withCharts(2)], [visualization('vis-1'), visualization('vis-2')]);
    mount(all.deps, '/view/p');
    expect(await screen.findAllByTestId('dashboardPanelTitle')).toHaveLength(2);
    expect(screen.queryByTestId('dashboardPanelsHidden')).not.toBeInTheDocument();
  });

  it('keeps the hidden panels when a reader who may edit saves the panel list', async () => {
    const { deps, store } = createFakeDeps([withCharts(2)], [visualization('vis-2')]);
    mount(deps, '/view/p');
    await userEvent.click(await screen.findByTestId('dashboardEditModeButton'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove panel Chart 2' }));
    await waitFor(() => expect(screen.queryByText('Chart 2')).not.toBeInTheDocument());
    const saved = JSON.parse(store.get('p')!.attributes.panelsJSON ?? '[]') as Array<{ title: string }>;
    expect(saved.map((p) => p.title)).toEqual(['Chart 1']);
  });
});
