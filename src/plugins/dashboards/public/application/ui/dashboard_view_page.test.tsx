import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import type { AppMountParameters, AppUnmount } from '../../../../../core/public';
import { mountDashboardsApp } from '../index';
import { createFakeDeps, createFakeMountParams, dashboard, httpError, visualization } from '../test_fakes';
import { CHANGED_ELSEWHERE } from './dashboard_view_page';

let unmount: AppUnmount | undefined;
function mount(deps: ReturnType<typeof createFakeDeps>['deps'], path: string): AppMountParameters {
  const params = createFakeMountParams(path);
  act(() => {
    unmount = mountDashboardsApp(params, deps);
  });
  return params;
}

/** "Copy link" is the first entry of the Share menu. */
async function copyLink() {
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
}

/** Dashboards open in view mode; a writer's controls appear in edit mode. */
async function editMode() {
  await userEvent.click(await screen.findByTestId('dashboardEditModeButton'));
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

const revenue = () => visualization('rev-1');

describe('dashboard view', () => {
  it('shows title, description, tags, last updated and the panels as titled cards, never raw JSON', async () => {
    const { deps } = createFakeDeps([sales()], [revenue()]);
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
    // View mode: what the panels hold, no type badges and no edit controls (issue 44).
    expect(within(page).queryAllByTestId('dashboardPanelType')).toEqual([]);
    for (const name of [/^Edit panel/, /^Remove panel/, /Rename/, /Delete/, /Add text panel/]) {
      expect(within(page).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // The markdown is rendered (once its lazy chunk is in), the visualization summarised.
    expect(await within(cards[0]).findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('the numbers').tagName).toBe('STRONG');
    expect(within(cards[1]).getByTestId('dashboardPanelSummary')).toHaveTextContent(
      'Visualization "rev-1" from this tenant\'s saved objects.'
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
    await editMode();
    expect(screen.queryByTestId('dashboardAddPanelButton')).not.toBeInTheDocument();
    expect(screen.getByTestId('dashboardRenameButton')).toBeInTheDocument();
  });

  it('opens a dashboard linked as #/view/{id}', async () => {
    const { deps } = createFakeDeps([sales()], [revenue()]);
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
    const { deps, client } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await editMode();
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
    const { deps, client } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await editMode();
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
    const { deps, store } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await editMode();
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
    const { deps, client } = createFakeDeps([sales(), dashboard('b', { title: 'Ops' })], [revenue()]);
    const params = mount(deps, '/view/a');
    await editMode();
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
    const { deps, client } = createFakeDeps([sales()], [revenue()]);
    deps.overlays.openConfirm.mockResolvedValueOnce(false);
    const params = mount(deps, '/view/a');
    await editMode();
    await userEvent.click(await screen.findByTestId('dashboardDeleteButton'));
    await waitFor(() => expect(deps.overlays.openConfirm).toHaveBeenCalled());
    expect(client.delete).not.toHaveBeenCalled();
    expect(params.history.location.pathname).toBe('/view/a');
  });

  it('stays on the dashboard and reports a failed delete', async () => {
    const { deps, client } = createFakeDeps([sales()], [revenue()]);
    const failure = new Error('Forbidden');
    client.delete.mockRejectedValueOnce(failure);
    const params = mount(deps, '/view/a');
    await editMode();
    await userEvent.click(await screen.findByTestId('dashboardDeleteButton'));
    await waitFor(() =>
      expect(deps.notifications.toasts.addError).toHaveBeenCalledWith(failure, {
        title: 'Unable to delete the dashboard',
      })
    );
    expect(params.history.location.pathname).toBe('/view/a');
  });
});

const storedPanels = (store: ReturnType<typeof createFakeDeps>['store'], id = 'a') =>
  JSON.parse(store.get(id)!.attributes.panelsJSON!) as Array<Record<string, unknown>>;

describe('view mode and edit mode', () => {
  it('a writer switches to edit mode for the panel controls and type badges, and back with Done editing', async () => {
    const { deps } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    const page = await screen.findByTestId('dashboardViewPage');
    expect(within(page).queryByRole('button', { name: 'Remove panel Revenue by region' })).not.toBeInTheDocument();
    await editMode();
    expect(within(page).getByRole('button', { name: 'Remove panel Revenue by region' })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Edit panel Read me' })).toBeInTheDocument();
    expect(
      within(page)
        .getAllByTestId('dashboardPanelType')
        .map((badge) => badge.textContent)
    ).toEqual(['Markdown', 'Visualization']);
    await userEvent.click(screen.getByTestId('dashboardViewModeButton'));
    expect(within(page).queryByRole('button', { name: 'Remove panel Revenue by region' })).not.toBeInTheDocument();
    expect(within(page).queryAllByTestId('dashboardPanelType')).toEqual([]);
    expect(screen.getByTestId('dashboardEditModeButton')).toBeInTheDocument();
  });
});

describe('text panels, edited in place', () => {
  it('edits the markdown of a panel and saves it with the version read; the card renders it', async () => {
    const { deps, client, store } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await editMode();
    const card = await screen.findByTestId('dashboardPanel dashboardPanel-1');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit panel Read me' }));

    const title = within(card).getByTestId('markdownPanelTitleInput');
    await userEvent.clear(title);
    await userEvent.type(title, 'Notes');
    const editor = await within(card).findByRole('textbox', { name: 'Text (markdown)' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '## Targets{Enter}{Enter}- *Q1* done');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(card).queryByTestId('markdownPanelEditForm')).not.toBeInTheDocument());
    expect(client.update).toHaveBeenCalledWith('dashboard', 'a', { panelsJSON: expect.any(String) }, { version: 'v1' });
    const saved = storedPanels(store);
    expect(saved[0]).toMatchObject({
      panelIndex: '1',
      type: 'markdown',
      title: 'Notes',
      embeddableConfig: { markdown: '## Targets\n\n- *Q1* done' },
    });
    expect(saved[1]).toMatchObject({ panelIndex: '2', panelRefName: 'panel_0' });
    expect(within(card).getByTestId('dashboardPanelTitle')).toHaveTextContent('Notes');
    expect(await within(card).findByRole('heading', { level: 2, name: 'Targets' })).toBeInTheDocument();
    expect(within(card).getByText('Q1').tagName).toBe('EM');
    expect(deps.notifications.toasts.addSuccess).toHaveBeenCalledWith('Panel "Notes" was saved.');
  });

  it('says clearly when the dashboard changed elsewhere (409), keeps the editor, and reloads on request', async () => {
    const { deps, store } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await editMode();
    const card = await screen.findByTestId('dashboardPanel dashboardPanel-1');
    await userEvent.click(within(card).getByTestId('dashboardPanelEdit'));
    // Someone else saves meanwhile, with other text.
    const theirs = JSON.parse(PANELS) as Array<Record<string, unknown>>;
    theirs[0] = { ...theirs[0], embeddableConfig: { markdown: 'Their text' } };
    store.set('a', {
      ...store.get('a')!,
      version: 'v9',
      attributes: { ...store.get('a')!.attributes, panelsJSON: JSON.stringify(theirs) },
    });
    const editor = await within(card).findByRole('textbox', { name: 'Text (markdown)' });
    await userEvent.type(editor, ' mine');
    await userEvent.click(within(card).getByTestId('markdownPanelSave'));

    const error = await within(card).findByTestId('markdownPanelSaveError');
    expect(error).toHaveTextContent('Not saved: the dashboard was changed elsewhere');
    expect(deps.notifications.toasts.addDanger).toHaveBeenCalledWith(CHANGED_ELSEWHERE);
    expect(within(card).getByRole('textbox', { name: 'Text (markdown)' })).toHaveValue(
      '# Welcome\n\nSee **the numbers** below. mine'
    );
    expect(storedPanels(store)[0]).toMatchObject({ embeddableConfig: { markdown: 'Their text' } });

    await userEvent.click(within(error).getByRole('button', { name: 'Reload dashboard' }));
    const reloaded = await screen.findByTestId('dashboardPanel dashboardPanel-1');
    expect(await within(reloaded).findByText('Their text')).toBeInTheDocument();
    expect(within(reloaded).queryByTestId('markdownPanelEditForm')).not.toBeInTheDocument();
  });

  it('shows the server message when a save fails otherwise', async () => {
    const { deps, client } = createFakeDeps([sales()], [revenue()]);
    client.update.mockRejectedValueOnce(httpError(403, 'This tenant is read-only for you.'));
    mount(deps, '/view/a');
    await editMode();
    const card = await screen.findByTestId('dashboardPanel dashboardPanel-1');
    await userEvent.click(within(card).getByTestId('dashboardPanelEdit'));
    await userEvent.click(within(card).getByTestId('markdownPanelSave'));
    expect(await within(card).findByTestId('markdownPanelSaveError')).toHaveTextContent(
      'This tenant is read-only for you.'
    );
  });

  it('cancels an edit without writing', async () => {
    const { deps, client } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await editMode();
    const card = await screen.findByTestId('dashboardPanel dashboardPanel-1');
    await userEvent.click(within(card).getByTestId('dashboardPanelEdit'));
    await userEvent.type(await within(card).findByRole('textbox', { name: 'Text (markdown)' }), 'x');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByTestId('markdownPanelEditForm')).not.toBeInTheDocument();
    expect(client.update).not.toHaveBeenCalled();
  });

  it('adds a text panel below the others', async () => {
    const { deps, store } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await editMode();
    await userEvent.click(await screen.findByTestId('dashboardAddPanelButton'));
    const form = await screen.findByTestId('markdownPanelEditForm');
    await userEvent.type(within(form).getByTestId('markdownPanelTitleInput'), 'Contacts');
    await userEvent.type(await within(form).findByRole('textbox', { name: 'Text (markdown)' }), 'Ask **Ana**');
    await userEvent.click(within(form).getByTestId('markdownPanelSave'));

    const card = await screen.findByTestId('dashboardPanel dashboardPanel-3');
    expect(within(card).getByTestId('dashboardPanelTitle')).toHaveTextContent('Contacts');
    expect(await within(card).findByText('Ana')).toBeInTheDocument();
    expect(storedPanels(store)[2]).toMatchObject({
      panelIndex: '3',
      type: 'markdown',
      title: 'Contacts',
      gridData: { x: 0, y: 15 },
      embeddableConfig: { markdown: 'Ask **Ana**' },
    });
  });

  it('removes a panel after confirmation', async () => {
    const { deps, store } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await editMode();
    const card = await screen.findByTestId('dashboardPanel dashboardPanel-2');
    await userEvent.click(within(card).getByRole('button', { name: 'Remove panel Revenue by region' }));
    expect(deps.overlays.openConfirm).toHaveBeenCalledWith(
      'The panel "Revenue by region" will be removed from this dashboard.',
      expect.objectContaining({ title: 'Remove panel?', confirmButtonText: 'Remove' })
    );
    await waitFor(() => expect(screen.queryByTestId('dashboardPanel dashboardPanel-2')).not.toBeInTheDocument());
    expect(storedPanels(store).map((p) => p.panelIndex)).toEqual(['1']);
  });
});

describe('Copy link', () => {
  afterEach(() => {
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('copies the link with the tenant through the clipboard API and says so', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { deps } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await copyLink();
    const link = 'http://localhost/view/a?security_tenant=global';
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(deps.share.linkFor).toHaveBeenCalledWith('http://localhost/view/a');
    expect(deps.notifications.toasts.addSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Link copied to clipboard', text: link })
    );
  });

  it('falls back to the copy command where the clipboard API refuses', async () => {
    const writeText = jest.fn(async (_text: string) => {
      throw new Error('NotAllowedError');
    });
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    let copied: string | undefined;
    const execCommand = jest.fn((command: string) => {
      copied = command === 'copy' ? (document.activeElement as HTMLTextAreaElement).value : undefined;
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { deps } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await copyLink();
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(copied).toBe('http://localhost/view/a?security_tenant=global');
    expect(deps.notifications.toasts.addSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Link copied to clipboard' })
    );
    // The helper field is gone again.
    expect(document.querySelector('textarea[readonly]')).toBeNull();
  });

  it('shows the link when nothing could copy it', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const { deps } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await copyLink();
    await waitFor(() =>
      expect(deps.notifications.toasts.addDanger).toHaveBeenCalledWith({
        title: 'Unable to copy the link',
        text: 'Copy it from here: http://localhost/view/a?security_tenant=global',
      })
    );
  });
});

describe('recently viewed', () => {
  it('records an opened dashboard for the drawer, again under its new title after a rename', async () => {
    const { deps } = createFakeDeps([sales()], [revenue()]);
    mount(deps, '/view/a');
    await screen.findByTestId('dashboardViewPage');
    expect(deps.chrome.recentlyAccessed.add).toHaveBeenCalledWith('/app/dashboards/view/a', 'Sales', 'dashboard-a');
    await editMode();
    await userEvent.click(screen.getByTestId('dashboardRenameButton'));
    await userEvent.clear(screen.getByTestId('dashboardTitleInput'));
    await userEvent.type(screen.getByTestId('dashboardTitleInput'), 'Revenue');
    await userEvent.click(screen.getByTestId('dashboardSaveButton'));
    await waitFor(() =>
      expect(deps.chrome.recentlyAccessed.add).toHaveBeenLastCalledWith(
        '/app/dashboards/view/a',
        'Revenue',
        'dashboard-a'
      )
    );
  });

  it('records nothing for a dashboard that does not exist', async () => {
    const { deps } = createFakeDeps();
    mount(deps, '/view/missing');
    await screen.findByText('Dashboard not found');
    expect(deps.chrome.recentlyAccessed.add).not.toHaveBeenCalled();
  });
});

describe('for a user who may not write (read-only tenant or read-only user)', () => {
  it('shows the dashboard and Share, and no Rename, Delete, Add, Edit or Remove', async () => {
    const { deps } = createFakeDeps([sales()], [revenue()]);
    deps.permissions = { createNew: false, showWriteControls: false };
    mount(deps, '/view/a');
    const page = await screen.findByTestId('dashboardViewPage');
    expect(within(page).getAllByTestId('dashboardPanelTitle')).toHaveLength(2);
    expect(within(page).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(page).getByTestId('dashboardReadOnlyNotice')).toHaveTextContent(
      'You can view this dashboard but not change it.'
    );
    for (const name of [/Rename/, /Delete/, /Add text panel/, /^Edit/, /^Remove panel/]) {
      expect(within(page).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('offers no panel to add on an empty dashboard', async () => {
    const { deps } = createFakeDeps([dashboard('e', { title: 'Empty' })]);
    deps.permissions = { createNew: false, showWriteControls: false };
    mount(deps, '/view/e');
    const empty = await screen.findByTestId('dashboardNoPanels');
    expect(empty).toHaveTextContent('Panels appear here once someone who may edit this dashboard adds them.');
    expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
  });
});
