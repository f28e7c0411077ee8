import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppMountParameters, AppUnmount } from '../../../../../core/public';
import { mountDashboardsApp } from '../index';
import { createFakeDeps, createFakeMountParams, dashboard } from '../test_fakes';

let unmount: AppUnmount | undefined;
function mount(deps: ReturnType<typeof createFakeDeps>['deps'], path = '/'): AppMountParameters {
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

const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    dashboard(`d${String(i + 1).padStart(2, '0')}`, { title: `Dashboard ${String(i + 1).padStart(2, '0')}` })
  );

describe('dashboard list', () => {
  it('lists the dashboards with title link, description and last updated, and sets the breadcrumb', async () => {
    const { deps, client } = createFakeDeps([
      dashboard('a', { title: 'Sales', description: 'Quarterly numbers', tags: ['finance'] }),
      dashboard('b', { title: 'Ops' }),
    ]);
    mount(deps);

    const table = await screen.findByTestId('dashboardList');
    const link = await within(table).findByRole('link', { name: 'Sales' });
    expect(link).toHaveAttribute('href', '/view/a');
    expect(within(table).getByText('Quarterly numbers')).toBeInTheDocument();
    expect(within(within(table).getByText('finance').closest('tr')!).getByRole('link')).toHaveTextContent('Sales');
    expect(within(table).getAllByText(/Jan 2, 2024/)).toHaveLength(2);
    expect(client.find).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'dashboard', page: 1, perPage: 20, search: undefined })
    );
    expect(deps.chrome.setBreadcrumbs).toHaveBeenCalledWith([{ text: 'Dashboards' }]);
  });

  it("shows 'No dashboards yet' with a Create button when the tenant has none", async () => {
    const { deps } = createFakeDeps();
    mount(deps);

    const empty = await screen.findByTestId('dashboardListEmpty');
    expect(within(empty).getByText('No dashboards yet')).toBeInTheDocument();
    await userEvent.click(within(empty).getByRole('button', { name: 'Create dashboard' }));
    expect(screen.getByTestId('dashboardTitleInput')).toBeInTheDocument();
  });

  it('searches by title words, the last one as a prefix, from the first page', async () => {
    const { deps, client } = createFakeDeps([dashboard('a', { title: 'Sales' }), dashboard('b', { title: 'Ops' })]);
    mount(deps);
    await screen.findByRole('link', { name: 'Ops' });

    await userEvent.type(screen.getByTestId('dashboardSearchInput'), 'sal{Enter}');

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ops' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Sales' })).toBeInTheDocument();
    expect(client.find).toHaveBeenLastCalledWith(
      expect.objectContaining({ search: 'sal*', defaultSearchOperator: 'AND', page: 1 })
    );
  });

  it('says when nothing matches a search', async () => {
    const { deps } = createFakeDeps([dashboard('a', { title: 'Sales' })]);
    mount(deps);
    await screen.findByRole('link', { name: 'Sales' });
    await userEvent.type(screen.getByTestId('dashboardSearchInput'), 'zzz{Enter}');
    expect(await screen.findByText('No dashboards match your search.')).toBeInTheDocument();
  });

  it('pages through the server: the next page asks for page 2', async () => {
    const { deps, client } = createFakeDeps(many(25));
    mount(deps);
    await screen.findByRole('link', { name: 'Dashboard 01' });
    expect(screen.queryByRole('link', { name: 'Dashboard 21' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('pagination-button-1'));

    expect(await screen.findByRole('link', { name: 'Dashboard 21' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard 01' })).not.toBeInTheDocument();
    expect(client.find).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, perPage: 20 }));
  });

  it('sorts by title through the server when the Title header is clicked', async () => {
    const { deps, client } = createFakeDeps(many(3));
    mount(deps);
    await screen.findByRole('link', { name: 'Dashboard 01' });
    await userEvent.click(screen.getByRole('button', { name: /^Title/ }));
    await waitFor(() =>
      expect(client.find).toHaveBeenLastCalledWith(
        expect.objectContaining({ sortField: 'title', sortOrder: 'asc', page: 1 })
      )
    );
  });

  it('opens a dashboard from its title link', async () => {
    const { deps } = createFakeDeps([dashboard('a', { title: 'Sales' })]);
    const params = mount(deps);
    await userEvent.click(await screen.findByRole('link', { name: 'Sales' }));
    expect(params.history.location.pathname).toBe('/view/a');
    expect(await screen.findByTestId('dashboardViewPage')).toBeInTheDocument();
  });

  it('reports a failed load as an error toast', async () => {
    const { deps, client } = createFakeDeps();
    const failure = new Error('Internal Server Error');
    client.find.mockRejectedValueOnce(failure);
    mount(deps);
    await waitFor(() =>
      expect(deps.notifications.toasts.addError).toHaveBeenCalledWith(failure, { title: 'Unable to load dashboards' })
    );
  });
});

describe('create dashboard', () => {
  it('requires a title of 1 to 255 characters and sends nothing until it has one', async () => {
    const { deps, client } = createFakeDeps();
    mount(deps);
    await userEvent.click(await screen.findByTestId('createDashboardButton'));

    await userEvent.click(screen.getByTestId('dashboardSaveButton'));
    expect(screen.getByText('Title is required.')).toBeInTheDocument();

    await userEvent.type(screen.getByTestId('dashboardTitleInput'), '   ');
    await userEvent.click(screen.getByTestId('dashboardSaveButton'));
    expect(screen.getByText('Title is required.')).toBeInTheDocument();

    await userEvent.clear(screen.getByTestId('dashboardTitleInput'));
    await userEvent.click(screen.getByTestId('dashboardTitleInput'));
    await userEvent.paste('x'.repeat(256));
    expect(screen.getByText('Title must be at most 255 characters.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('dashboardSaveButton'));
    expect(client.create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByTestId('dashboardTitleInput'), '{Backspace}');
    expect(screen.queryByText('Title must be at most 255 characters.')).not.toBeInTheDocument();
  });

  it('creates with the title, description and empty panels, then opens the new dashboard', async () => {
    const { deps, client } = createFakeDeps();
    const params = mount(deps);
    await userEvent.click(await screen.findByTestId('createDashboardButton'));
    await userEvent.type(screen.getByTestId('dashboardTitleInput'), '  Web traffic ');
    await userEvent.type(screen.getByTestId('dashboardDescriptionInput'), 'Visits per hour');
    await userEvent.click(screen.getByTestId('dashboardSaveButton'));

    expect(client.create).toHaveBeenCalledWith('dashboard', {
      title: 'Web traffic',
      description: 'Visits per hour',
      panelsJSON: '[]',
    });
    const page = await screen.findByTestId('dashboardViewPage');
    expect(params.history.location.pathname).toBe('/view/new-1');
    expect(within(page).getByRole('heading', { name: 'Web traffic' })).toBeInTheDocument();
    expect(within(page).getByTestId('dashboardNoPanels')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboardFormModal')).not.toBeInTheDocument();
  });

  it('keeps the form open and reports the error when creating fails', async () => {
    const { deps, client } = createFakeDeps();
    const failure = new Error('Forbidden');
    client.create.mockRejectedValueOnce(failure);
    mount(deps);
    await userEvent.click(await screen.findByTestId('createDashboardButton'));
    await userEvent.type(screen.getByTestId('dashboardTitleInput'), 'Web');
    await userEvent.click(screen.getByTestId('dashboardSaveButton'));

    await waitFor(() =>
      expect(deps.notifications.toasts.addError).toHaveBeenCalledWith(failure, {
        title: 'Unable to create the dashboard',
      })
    );
    expect(screen.getByTestId('dashboardTitleInput')).toHaveValue('Web');
  });
});

describe('for a user who may not create dashboards (read-only tenant or read-only user)', () => {
  it('lists the dashboards without a Create button', async () => {
    const { deps } = createFakeDeps([dashboard('a', { title: 'Sales' })]);
    deps.permissions = { createNew: false, showWriteControls: false };
    mount(deps);
    expect(await screen.findByRole('link', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create dashboard' })).not.toBeInTheDocument();
  });

  it('says why the list is empty, without offering to create', async () => {
    const { deps } = createFakeDeps();
    deps.permissions = { createNew: false, showWriteControls: false };
    mount(deps);
    const empty = await screen.findByTestId('dashboardListEmpty');
    expect(within(empty).getByText('No dashboards yet')).toBeInTheDocument();
    expect(empty).toHaveTextContent('Dashboards of this tenant appear here once someone who may create them adds one.');
    expect(screen.queryByRole('button', { name: 'Create dashboard' })).not.toBeInTheDocument();
  });
});

describe('tags', () => {
  it('creates a dashboard with the tags typed in the form', async () => {
    const { deps, client } = createFakeDeps();
    mount(deps);
    await userEvent.click(await screen.findByTestId('createDashboardButton'));
    await userEvent.type(screen.getByTestId('dashboardTitleInput'), 'Web');
    const tags = within(screen.getByTestId('dashboardTagsInput')).getByRole('combobox');
    await userEvent.type(tags, 'ops{Enter}');
    await userEvent.type(tags, ' team a {Enter}');
    await userEvent.type(tags, 'ops{Enter}');
    await userEvent.click(screen.getByTestId('dashboardSaveButton'));
    expect(client.create).toHaveBeenCalledWith('dashboard', {
      title: 'Web',
      description: '',
      panelsJSON: '[]',
      tags: ['ops', 'team a'],
    });
    const page = await screen.findByTestId('dashboardViewPage');
    expect(
      within(page)
        .getAllByTestId('dashboardTag')
        .map((t) => t.textContent)
    ).toEqual(['ops', 'team a']);
  });
});
