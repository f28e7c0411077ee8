import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { EuiProvider, type EuiBasicTableColumn } from '@elastic/eui';
import { usePagedList, type PagedList, type PagedListPage, type PagedListQuery } from './list_page';
import { ListTable } from './list_parts';

interface Row {
  name: string;
  note: string;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

describe('ListTable', () => {
  it('keeps the drawn cells while a search is in flight, and draws the rows of its answer', async () => {
    const drawName = jest.fn((name: string, _row: Row) => <strong data-test-subj="rowName">{name}</strong>);
    const drawNote = jest.fn((row: Row) => <em>{row.note}</em>);
    const columns: Array<EuiBasicTableColumn<Row>> = [
      { field: 'name', name: 'Name', render: drawName },
      { name: 'Note', render: drawNote },
    ];
    const answer = deferred<PagedListPage<Row>>();
    const load = async (query: PagedListQuery) =>
      query.search
        ? answer.promise
        : {
            rows: [
              { name: 'alpha', note: 'first' },
              { name: 'beta', note: 'second' },
            ],
            total: 2,
          };
    let list!: PagedList<Row>;
    const Page = () => {
      list = usePagedList<Row>({ load, deps: [], defaultPageSize: 20 });
      return (
        <ListTable
          list={list}
          itemId="name"
          columns={columns}
          messages={{
            listTableCaption: { id: 'test.things.caption', defaultMessage: 'Things' },
            listEmptyLoading: { id: 'test.things.loading', defaultMessage: 'Loading' },
            listEmptyNoMatch: { id: 'test.things.noMatch', defaultMessage: 'None' },
          }}
          pageSizeOptions={[20]}
          data-test-subj="things"
        />
      );
    };
    render(
      <EuiProvider>
        <Page />
      </EuiProvider>
    );
    await waitFor(() => expect(screen.getAllByTestId('rowName').map((n) => n.textContent)).toEqual(['alpha', 'beta']));
    const drawn = [drawName.mock.calls.length, drawNote.mock.calls.length];

    act(() => list.setSearch('gamma'));
    // Loading (once the answer is slower than DRAW_LOADING_AFTER_MS): the old rows stay, under
    // EUI's loading state, without their cells drawn again.
    await waitFor(() => expect(screen.getByTestId('things')).toHaveClass('euiBasicTable-loading'));
    expect(screen.getAllByTestId('rowName').map((n) => n.textContent)).toEqual(['alpha', 'beta']);
    expect([drawName.mock.calls.length, drawNote.mock.calls.length]).toEqual(drawn);

    await act(async () => answer.resolve({ rows: [{ name: 'gamma', note: 'third' }], total: 1 }));
    expect(screen.getByTestId('things')).not.toHaveClass('euiBasicTable-loading');
    expect(screen.getAllByTestId('rowName').map((n) => n.textContent)).toEqual(['gamma']);
    expect(screen.getByText('third')).toBeInTheDocument();
    expect(drawName).toHaveBeenLastCalledWith('gamma', { name: 'gamma', note: 'third' });
  });
});
