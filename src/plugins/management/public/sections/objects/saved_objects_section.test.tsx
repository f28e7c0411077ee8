import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { httpFetchError } from '../../../../../core/public/mocks';
import { SavedObjectsSection } from './index';
import { callsTo, createFakeCore, savedObject } from './test_fakes';

afterEach(() => {
  document.body.innerHTML = '';
});

const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    savedObject('dashboard', `d${i + 1}`, `Dash ${String(i + 1).padStart(2, '0')}`)
  );

function setup(options: Parameters<typeof createFakeCore>[0] = {}) {
  const fake = createFakeCore(options);
  const download = jest.fn<(text: string, fileName: string) => void>();
  render(<SavedObjectsSection core={fake.core} download={download} />);
  return { ...fake, download };
}

const table = () => screen.findByTestId('savedObjectsTable');
const lastFind = (fetch: ReturnType<typeof createFakeCore>['fetch']) =>
  callsTo(fetch, '/api/saved_objects/_find').at(-1)?.query;

describe('SavedObjectsSection', () => {
  it('lists the objects of every registered type with type icon, title and last updated', async () => {
    const { fetch } = setup({
      objects: [savedObject('dashboard', 'a', 'Sales'), savedObject('visualization', 'v', 'Pie chart')],
    });
    const list = await table();
    expect(await within(list).findByText('Sales')).toBeInTheDocument();
    expect(within(list).getByText('Pie chart')).toBeInTheDocument();
    expect(within(list).getByTestId('objectTypeIcon-visualization')).toBeInTheDocument();
    expect(within(list).getAllByText(/Jan 2, 2024/)).toHaveLength(2);
    expect(lastFind(fetch)).toEqual({ type: ['dashboard', 'index-pattern', 'visualization'], page: 1, per_page: 20 });
  });

  it('shows a spinner while loading, then an empty state when the tenant has no objects', async () => {
    setup();
    expect(screen.getByTestId('savedObjectsLoading')).toBeInTheDocument();
    expect(await screen.findByTestId('savedObjectsEmpty')).toHaveTextContent('No saved objects');
  });

  it('searches on the server (last word as a prefix), from the first page', async () => {
    const { fetch } = setup({
      objects: [savedObject('dashboard', 'a', 'Sales'), savedObject('dashboard', 'b', 'Ops')],
    });
    await within(await table()).findByText('Ops');
    await userEvent.type(screen.getByTestId('savedObjectsSearch'), 'sal{Enter}');
    await waitFor(() => expect(screen.queryByText('Ops')).not.toBeInTheDocument());
    expect(screen.getByText('Sales')).toBeInTheDocument();
    expect(lastFind(fetch)).toMatchObject({ search: 'sal*', default_search_operator: 'AND', page: 1 });
  });

  it('filters by type through the server', async () => {
    const { fetch } = setup({
      objects: [savedObject('dashboard', 'a', 'Sales'), savedObject('visualization', 'v', 'Pie chart')],
    });
    await within(await table()).findByText('Pie chart');
    await userEvent.selectOptions(screen.getByTestId('savedObjectsTypeFilter'), 'visualization');
    await waitFor(() => expect(screen.queryByText('Sales')).not.toBeInTheDocument());
    expect(lastFind(fetch)).toMatchObject({ type: ['visualization'], page: 1 });
  });

  it('pages and sorts on the server', async () => {
    const { fetch } = setup({ objects: many(25) });
    const list = await table();
    await within(list).findByText('Dash 01');
    await userEvent.click(screen.getByTestId('pagination-button-1'));
    expect(await within(list).findByText('Dash 21')).toBeInTheDocument();
    expect(lastFind(fetch)).toMatchObject({ page: 2, per_page: 20 });

    await userEvent.click(within(list).getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(lastFind(fetch)).toMatchObject({ sort_field: 'title', sort_order: 'asc', page: 1 }));
    await userEvent.click(within(list).getByRole('button', { name: /^Title/ }));
    await waitFor(() => expect(lastFind(fetch)).toMatchObject({ sort_field: 'title', sort_order: 'desc' }));
    expect(await within(list).findByText('Dash 25')).toBeInTheDocument();
    // Role queries over a 20-row EUI table are slow in jsdom (about 5 s alone): room for a busy run.
  }, 90_000);

  it('inspects an object as formatted JSON in a flyout', async () => {
    setup({ objects: [savedObject('dashboard', 'a', 'Sales')] });
    await within(await table()).findByText('Sales');
    await userEvent.click(screen.getByTestId('savedObjectsTableAction-inspect'));
    const flyout = await screen.findByTestId('savedObjectInspect');
    expect(within(flyout).getByText('dashboard / a')).toBeInTheDocument();
    const json = within(flyout).getByTestId('savedObjectInspectJson');
    expect(json.textContent).toContain('"title": "Sales"');
    expect(json.textContent).toContain('"updated_at": "2024-01-02T12:00:00.000Z"');
  });

  it('deletes a row after confirmation, and not when cancelled', async () => {
    const { fetch, toasts, store } = setup({
      objects: [savedObject('dashboard', 'a', 'Sales'), savedObject('dashboard', 'b', 'Ops')],
    });
    await within(await table()).findByText('Sales');
    await userEvent.click(screen.getAllByTestId('savedObjectsTableAction-delete')[0]);
    let modal = await screen.findByTestId('savedObjectsDeleteConfirm');
    expect(modal).toHaveTextContent('Sales (dashboard)');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(store).toHaveLength(2);

    await userEvent.click(screen.getAllByTestId('savedObjectsTableAction-delete')[0]);
    modal = await screen.findByTestId('savedObjectsDeleteConfirm');
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Sales')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledWith('/api/saved_objects/dashboard/a', { method: 'DELETE' });
    expect(store.map((o) => o.id)).toEqual(['b']);
    expect(toasts.addSuccess).toHaveBeenCalledWith('1 object(s) deleted.');
  });

  it('deletes the selection in bulk and reports a failed one with a toast', async () => {
    const { fetch, toasts, store, overrides } = setup({
      objects: [
        savedObject('dashboard', 'a', 'Sales'),
        savedObject('dashboard', 'b', 'Ops'),
        savedObject('dashboard', 'c', 'Keep'),
      ],
    });
    const list = await table();
    await within(list).findByText('Sales');
    overrides.set('/api/saved_objects/dashboard/b', () => {
      throw httpFetchError(403, 'The current tenant is read-only');
    });
    await userEvent.click(within(list).getByTestId('checkboxSelectRow-dashboard:a'));
    await userEvent.click(within(list).getByTestId('checkboxSelectRow-dashboard:b'));
    await userEvent.click(screen.getByTestId('savedObjectsDeleteSelected'));
    const modal = await screen.findByTestId('savedObjectsDeleteConfirm');
    expect(modal).toHaveTextContent('Delete 2 saved objects?');
    await userEvent.click(within(modal).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.addSuccess).toHaveBeenCalledWith('1 object(s) deleted.'));
    expect(store.map((o) => o.id)).toEqual(['b', 'c']);
    expect(toasts.addError).toHaveBeenCalledWith(expect.any(Error), {
      title: 'Unable to delete the object b',
      toastMessage: 'The current tenant is read-only',
    });
    expect(callsTo(fetch, '/api/saved_objects/dashboard/a')).toEqual([{ method: 'DELETE' }]);
  });

  it('exports the selection, or every object of the filtered type, as export.ndjson', async () => {
    const { fetch, download, overrides } = setup({
      objects: [savedObject('dashboard', 'a', 'Sales'), savedObject('visualization', 'v', 'Pie chart')],
    });
    overrides.set('/api/saved_objects/_export', () => '{"id":"a"}\n{"exportedCount":1}\n');
    const list = await table();
    await within(list).findByText('Sales');

    expect(screen.getByTestId('savedObjectsExportButton')).toHaveTextContent('Export all');
    await userEvent.click(screen.getByTestId('savedObjectsExportButton'));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(callsTo(fetch, '/api/saved_objects/_export')[0]).toEqual({
      method: 'POST',
      body: JSON.stringify({ type: ['dashboard', 'index-pattern', 'visualization'] }),
    });
    expect(download).toHaveBeenCalledWith('{"id":"a"}\n{"exportedCount":1}\n', 'export.ndjson');

    await userEvent.click(within(list).getByTestId('checkboxSelectRow-visualization:v'));
    expect(screen.getByTestId('savedObjectsExportButton')).toHaveTextContent('Export 1 selected');
    await userEvent.click(screen.getByTestId('savedObjectsExportButton'));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(2));
    expect(callsTo(fetch, '/api/saved_objects/_export')[1].body).toBe(
      JSON.stringify({ objects: [{ type: 'visualization', id: 'v' }] })
    );

    await userEvent.click(within(list).getByTestId('checkboxSelectRow-visualization:v'));
    await userEvent.selectOptions(screen.getByTestId('savedObjectsTypeFilter'), 'dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('savedObjectsExportButton')).toHaveTextContent('Export all dashboard')
    );
    await userEvent.click(screen.getByTestId('savedObjectsExportButton'));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(3));
    expect(callsTo(fetch, '/api/saved_objects/_export')[2].body).toBe(JSON.stringify({ type: ['dashboard'] }));
  });

  it('shows an export failure as an error toast with the server message', async () => {
    const { toasts, download, overrides } = setup({ objects: [savedObject('dashboard', 'a', 'Sales')] });
    overrides.set('/api/saved_objects/_export', () => {
      throw httpFetchError(400, 'Error fetching objects to export');
    });
    await within(await table()).findByText('Sales');
    await userEvent.click(screen.getByTestId('savedObjectsExportButton'));
    await waitFor(() =>
      expect(toasts.addError).toHaveBeenCalledWith(expect.any(Error), {
        title: 'Unable to export saved objects',
        toastMessage: 'Error fetching objects to export',
      })
    );
    expect(download).not.toHaveBeenCalled();
  });

  it('imports an NDJSON file with the chosen mode and reports imports, conflicts and errors', async () => {
    const { fetch, overrides } = setup({ objects: [savedObject('dashboard', 'a', 'Sales')] });
    overrides.set('/api/saved_objects/_import', () => ({
      success: false,
      successCount: 2,
      errors: [
        { id: 'a', type: 'dashboard', title: 'Sales', error: { type: 'conflict' } },
        { id: '1.0', type: 'config', error: { type: 'unsupported_type' } },
      ],
      successResults: [],
    }));
    await within(await table()).findByText('Sales');
    await userEvent.click(screen.getByTestId('savedObjectsImportButton'));
    const flyout = await screen.findByTestId('savedObjectsImportFlyout');
    expect(within(flyout).getByTestId('savedObjectsImportConfirm')).toBeDisabled();
    const ndjson = '{"type":"dashboard","id":"a","attributes":{"title":"Sales"}}\n';
    const file = new File([ndjson], 'export.ndjson', { type: 'application/x-ndjson' });
    await userEvent.upload(within(flyout).getByTestId('savedObjectsImportFile'), file);
    await userEvent.click(within(flyout).getByLabelText('Create new objects with random IDs'));
    await userEvent.click(within(flyout).getByTestId('savedObjectsImportConfirm'));

    const report = await within(flyout).findByTestId('savedObjectsImportReport');
    expect(within(report).getByTestId('savedObjectsImportCount')).toHaveTextContent('2 object(s) imported');
    expect(within(report).getByTestId('savedObjectsImportConflicts')).toHaveTextContent('Sales (dashboard/a)');
    expect(within(report).getByTestId('savedObjectsImportErrors')).toHaveTextContent(
      '1.0 (config/1.0): unsupported type'
    );
    expect(callsTo(fetch, '/api/saved_objects/_import')).toEqual([
      {
        method: 'POST',
        query: { createNewCopies: true },
        headers: { 'Content-Type': 'application/ndjson' },
        body: ndjson,
      },
    ]);

    const findsBefore = callsTo(fetch, '/api/saved_objects/_find').length;
    await userEvent.click(within(flyout).getByTestId('savedObjectsImportClose'));
    await waitFor(() => expect(callsTo(fetch, '/api/saved_objects/_find').length).toBe(findsBefore + 1));
    expect(screen.queryByTestId('savedObjectsImportFlyout')).not.toBeInTheDocument();
  });

  it('imports with overwrite by default and shows a refused file as an error toast', async () => {
    const { fetch, toasts, overrides } = setup({ objects: [savedObject('dashboard', 'a', 'Sales')] });
    overrides.set('/api/saved_objects/_import', () => {
      throw httpFetchError(400, 'Line 2 is not valid JSON.');
    });
    await within(await table()).findByText('Sales');
    await userEvent.click(screen.getByTestId('savedObjectsImportButton'));
    const flyout = await screen.findByTestId('savedObjectsImportFlyout');
    await userEvent.upload(within(flyout).getByTestId('savedObjectsImportFile'), new File(['{}\n{x'], 'bad.ndjson'));
    await userEvent.click(within(flyout).getByTestId('savedObjectsImportConfirm'));
    await waitFor(() =>
      expect(toasts.addError).toHaveBeenCalledWith(expect.any(Error), {
        title: 'Unable to import saved objects',
        toastMessage: 'Line 2 is not valid JSON.',
      })
    );
    expect(callsTo(fetch, '/api/saved_objects/_import')[0].query).toEqual({ overwrite: true });
  });

  it('hides import and delete on a read-only tenant but keeps inspect and export', async () => {
    setup({ canWrite: false, objects: [savedObject('dashboard', 'a', 'Sales')] });
    const list = await table();
    await within(list).findByText('Sales');
    expect(screen.getByTestId('savedObjectsReadOnly')).toBeInTheDocument();
    expect(screen.queryByTestId('savedObjectsImportButton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('savedObjectsTableAction-delete')).not.toBeInTheDocument();
    await userEvent.click(within(list).getByTestId('checkboxSelectRow-dashboard:a'));
    expect(screen.queryByTestId('savedObjectsDeleteSelected')).not.toBeInTheDocument();
    expect(screen.getByTestId('savedObjectsTableAction-inspect')).toBeInTheDocument();
    expect(screen.getByTestId('savedObjectsExportButton')).toBeInTheDocument();
  });

  it('hides write controls when the savedObjectsManagement.edit capability is off', async () => {
    setup({
      capabilities: { savedObjectsManagement: { edit: false } },
      objects: [savedObject('dashboard', 'a', 'Sales')],
    });
    await within(await table()).findByText('Sales');
    expect(screen.queryByTestId('savedObjectsImportButton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('savedObjectsTableAction-delete')).not.toBeInTheDocument();
  });

  it('hides import and delete when the management app is read-only (application_read), keeping export', async () => {
    setup({
      capabilities: { management: { show: true, save: false } },
      objects: [savedObject('dashboard', 'a', 'Sales')],
    });
    const list = await table();
    await within(list).findByText('Sales');
    expect(screen.queryByTestId('savedObjectsImportButton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('savedObjectsTableAction-delete')).not.toBeInTheDocument();
    await userEvent.click(within(list).getByTestId('checkboxSelectRow-dashboard:a'));
    expect(screen.queryByTestId('savedObjectsDeleteSelected')).not.toBeInTheDocument();
    expect(screen.getByTestId('savedObjectsExportButton')).toBeInTheDocument();
  });

  it('shows a failed listing as an error toast', async () => {
    const { toasts, overrides } = setup();
    overrides.set('/api/saved_objects/_find', () => {
      throw httpFetchError(500, 'An internal server error occurred.');
    });
    await waitFor(() =>
      expect(toasts.addError).toHaveBeenCalledWith(expect.any(Error), {
        title: 'Unable to load saved objects',
        toastMessage: 'An internal server error occurred.',
      })
    );
  });
});
