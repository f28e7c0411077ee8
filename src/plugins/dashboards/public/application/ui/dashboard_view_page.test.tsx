import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import type { AppMountParameters, AppUnmount } from '../../../../../core/public';
import { mountDashboardsApp } from '../index';
import { createFakeDeps, createFakeMountParams, dashboard } from '../test_fakes';

let unmount: AppUnmount | undefined;
function mount(deps: ReturnType<typeof createFakeDeps>['deps'], path: string): AppMountParameters {
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

const PANELS = JSON.stringify([
  {
    panelIndex: '1',
    gridData: { x: 0, y: 0, w: 24, h: 15 },
    type: 'markdown',
    title: 'Read me',
    embeddableConfig: { markdown: '# Welcome\n\nSee **the numbers** below.' },
  },
  { panelIndex: '2', gridData: { x: 24, y: 0, w: 24, h: 15 }, panelRefName: 'panel_0', title: 'Revenue by region' },
]);
const sales = () =>
  dashboard(
    'a',
    { title: 'Sales', description: 'Quarterly numbers', panelsJSON: PANELS, tags: ['finance', 'weekly'] },
    { references: [{ name: 'panel_0', type: 'visualization', id: 'rev-1' }] }
  );

describe('dashboard view', () => {
  it('shows title, description, tags, last updated and the panels as titled cards, never raw JSON', async () => {
    const { deps } = createFakeDeps([sales()]);
    const params = mount(deps, '/view/a');

    const page = await screen.findByTestId('dashboardViewPage');
    expect(within(page).getByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    expect(within(page).getByText('Quarterly numbers')).toBeInTheDocument();
    expect(
      within(page)
        .getAllByTestId('dashboardTag')
        .map((t) => t.textContent)
    ).toEqual(['finance', 'weekly']);
    expect(within(page).getByTestId('dashboardLastUpdatedAbsolute')).toHaveTextContent(
      `(${moment('2024-01-02T12:00:00.000Z').format('MMM D, YYYY @ HH:mm:ss.SSS')})`
    );
    expect(within(page).getByTestId('dashboardLastUpdatedRelative')).toHaveTextContent(/ago$/);

    const cards = within(page).getAllByTestId(/^dashboardPanel dashboardPanel-/);
    expect(cards.map((c) => within(c).getByTestId('dashboardPanelTitle').textContent)).toEqual([
      'Read me',
      'Revenue by region',
    ]);
    expect(cards.map((c) => within(c).getByTestId('dashboardPanelType').textContent)).toEqual([
      'Markdown',
      'Visualization',
    ]);
    // The markdown is rendered (once its lazy chunk is in), the visualization summarised.
    expect(await within(cards[0]).findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('the numbers').tagName).toBe('STRONG');
    expect(within(cards[1]).getByTestId('dashboardPanelSummary')).toHaveTextContent(
      'Shows the saved visualization "rev-1" of this tenant.'
    );
    expect(page.textContent).not.toContain('panelIndex');

    const crumbs = deps.chrome.setBreadcrumbs.mock.calls.at(-1)![0] as Array<{
      text: string;
      href?: string;
      onClick?: (e: unknown) => void;
    }>;
    expect(crumbs.map((c) => c.text)).toEqual(['Dashboards', 'Sales']);
    expect(crumbs[0].href).toBe('/');
    act(() => crumbs[0].onClick!({ preventDefault: () => undefined }));
    expect(params.history.location.pathname).toBe('/');
    expect(await screen.findByTestId('dashboardList')).toBeInTheDocument();
  });

  it('says so when a dashboard has no panels, and offers to add one to a user who may write', async () => {
    const { deps } = createFakeDeps([dashboard('e', { title: 'Empty' })]);
    mount(deps, '/view/e');
    const empty = await screen.findByTestId('dashboardNoPanels');
    expect(within(empty).getByRole('heading', { name: 'This dashboard has no panels yet' })).toBeInTheDocument();
    await userEvent.click(within(empty).getByRole('button', { name: 'Add text panel' }));
    expect(await screen.findByTestId('markdownPanelEditForm')).toBeInTheDocument();
  });

  it('warns about panels it cannot read and offers no panel changes', async () => {
    const { deps } = createFakeDeps([dashboard('x', { title: 'Broken', panelsJSON: 'not json' })]);
    mount(deps, '/view/x');
    expect(await screen.findByTestId('dashboardPanelsInvalid')).toHaveTextContent(
      'Some panels of this dashboard could not be read'
    );
    expect(screen.queryByTestId('dashboardAddPanelButton')).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboardRenameButton')).toBeInTheDocument();
  });

  it('opens a dashboard linked as #/view/{id}', async () => {
    const { deps } = createFakeDeps([sales()]);
    mount(deps, '/#/view/a');
    expect(await screen.findByTestId('dashboardViewPage')).toBeInTheDocument();
  });

  it('says when the dashboard does not exist', async () => {
    const { deps } = createFakeDeps();
    mount(deps, '/view/missing');
    expect(await screen.findByText('Dashboard not found')).toBeInTheDocument();
    expect(deps.notifications.toasts.addError).not.toHaveBeenCalled();
  });

  it('reports any other load failure as an error toast', async () => {
    const { deps, client } = createFakeDeps();
    const failure = new Error('Internal Server Error');
    client.get.mockRejectedValueOnce(failure);
    mount(deps, '/view/a');
    await waitFor(() =>
      expect(deps.notifications.toasts.addError).toHaveBeenCalledWith(failure, {
        title: 'Unable to load the dashboard',
      })
    );
  });
});

describe('rename', () => {
  it('saves the new title and description with the version it read', async () => {
    const { deps, client } = createFakeDeps([sales()]);
    mount(deps, '/view/a');
    await userEvent.click(await screen.findByTestId('dashboardRenameButton'));

    const input = screen.getByTestId('dashboardTitleInput');
    expect(input).toHaveValue('Sales');
    await userEvent.clear(input);
    await userEvent.type(input, 'Revenue');
    await userEvent.click(screen.getByTestId('dashboardSaveButton'));

    expect(client.update).toHaveBeenCalledWith(
      'dashboard',
      'a',
      { title: 'Revenue', description: 'Quarterly numbers', tags: ['finance', 'weekly'] },
      { version: 'v1' }
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Revenue' })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboardFormModal')).not.toBeInTheDocument();
    // Panels were not part of the update answer but are still shown.
    expect(screen.getAllByTestId('dashboardPanelTitle').map((t) => t.textContent)).toEqual([
      'Read me',
      'Revenue by region',
    ]);
  });

  it('sends the new version on a second rename', async () => {
    const { deps, client } = createFakeDeps([sales()]);
    mount(deps, '/view/a');
    for (const title of ['One', 'Two']) {
      await userEvent.click(await screen.findByTestId('dashboardRenameButton'));
      await userEvent.clear(screen.getByTestId('dashboardTitleInput'));
      await userEvent.type(screen.getByTestId('dashboardTitleInput'), title);
      await userEvent.click(screen.getByTestId('dashboardSaveButton'));
      await screen.findByRole('heading', { level: 1, name: title });
    }
    expect(client.update.mock.calls[1][3]).toEqual({ version: 'v2' });
    expect(deps.notifications.toasts.addDanger).not.toHaveBeenCalled();
  });

  it('tells the user when the dashboard was changed elsewhere (409) and keeps the form', async () => {
    const { deps, store } = createFakeDeps([sales()]);
    mount(deps, '/view/a');
    await userEvent.click(await screen.findByTestId('dashboardRenameButton'));
    // Someone else saves meanwhile: the version this page read is now stale.
    store.set('a', { ...store.get('a')!, version: 'v9' });
    await userEvent.clear(screen.getByTestId('dashboardTitleInput'));
    await userEvent.type(screen.getByTestId('dashboardTitleInput'), 'Mine');
    await userEvent.click(screen.getByTestId('dashboardSaveButton'));

    await waitFor(() =>
      expect(deps.notifications.toasts.addDanger).toHaveBeenCalledWith(
        'This dashboard was changed elsewhere. Reload to see the latest version.'
      )
    );
    expect(screen.getByTestId('dashboardTitleInput')).toHaveValue('Mine');
    expect(screen.getByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
  });
});

describe('delete', () => {
  it('asks for confirmation, deletes, and goes back to the list', async () => {
    const { deps, client } = createFakeDeps([sales(), dashboard('b', { title: 'Ops' })]);
    const params = mount(deps, '/view/a');
    await userEvent.click(await screen.findByTestId('dashboardDeleteButton'));

    expect(deps.overlays.openConfirm).toHaveBeenCalledWith(
      'The dashboard "Sales" will be deleted. This cannot be undone.',
      expect.objectContaining({ title: 'Delete dashboard?', confirmButtonText: 'Delete' })
    );
    await waitFor(() => expect(client.delete).toHaveBeenCalledWith('dashboard', 'a'));
    await waitFor(() => expect(params.history.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Ops' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sales' })).not.toBeInTheDocument();
  });

  it('keeps the dashboard when the confirmation is declined', async () => {
    const { deps, client } = createFakeDeps([sales()]);
    deps.overlays.openConfirm.mockResolvedValueOnce(false);
    const params = mount(deps, '/view/a');
    await userEvent.click(await screen.findByTestId('dashboardDeleteButton'));
    await waitFor(() => expect(deps.overlays.openConfirm).toHaveBeenCalled());
    expect(client.delete).not.toHaveBeenCalled();
    expect(params.history.location.pathname).toBe('/view/a');
  });

  it('stays on the dashboard and reports a failed delete', async () => {
    const { deps, client } = createFakeDeps([sales()]);
    const failure = new Error('Forbidden');
    client.delete.mockRejectedValueOnce(failure);
    const params = mount(deps, '/view/a');
    await userEvent.click(await screen.findByTestId('dashboardDeleteButton'));
    await waitFor(() =>
      expect(deps.notifications.toasts.addError).toHaveBeenCalledWith(failure, {
        title: 'Unable to delete the dashboard',
      })
    );
    expect(params.history.location.pathname).toBe('/view/a');
  });
});
