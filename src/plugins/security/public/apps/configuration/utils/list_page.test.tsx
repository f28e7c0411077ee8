import { describe, expect, it, jest } from '@jest/globals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { bulkDelete, usePagedList, type PagedListPage, type PagedListQuery } from './list_page';

interface Row {
  name: string;
}

const rowsNamed = (...names: string[]) => names.map((name) => ({ name }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

describe('usePagedList', () => {
  function setup(load: (query: PagedListQuery) => Promise<PagedListPage<Row>>, onError = jest.fn()) {
    const loader = jest.fn(load);
    const view = renderHook(() => usePagedList<Row>({ load: loader, deps: [], defaultPageSize: 2, onError }));
    return { ...view, loader, onError };
  }

  it('loads the first page, sorted ascending, and shows it', async () => {
    const { result, loader } = setup(async () => ({ rows: rowsNamed('a', 'b'), total: 5 }));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(loader).toHaveBeenLastCalledWith({ search: '', pageIndex: 0, pageSize: 2, sortOrder: 'asc' });
    expect(result.current.rows).toEqual(rowsNamed('a', 'b'));
    expect(result.current.total).toBe(5);
  });

  it('starts a new search, sort or page size from the first page', async () => {
    const { result, loader } = setup(async () => ({ rows: rowsNamed('a', 'b'), total: 10 }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.onTableChange({ page: { index: 3, size: 2 } }));
    await waitFor(() => expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 3 })));
    act(() => result.current.setSearch('x'));
    await waitFor(() =>
      expect(loader).toHaveBeenLastCalledWith({ search: 'x', pageIndex: 0, pageSize: 2, sortOrder: 'asc' })
    );
    act(() => result.current.setPageIndex(2));
    act(() =>
      result.current.onTableChange({ sort: { field: 'name', direction: 'desc' }, page: { index: 2, size: 2 } })
    );
    await waitFor(() =>
      expect(loader).toHaveBeenLastCalledWith({ search: 'x', pageIndex: 0, pageSize: 2, sortOrder: 'desc' })
    );
    act(() => result.current.setPageIndex(2));
    act(() => result.current.onTableChange({ page: { index: 2, size: 10 } }));
    await waitFor(() =>
      expect(loader).toHaveBeenLastCalledWith({ search: 'x', pageIndex: 0, pageSize: 10, sortOrder: 'desc' })
    );
  });

  it('never lets a slower, older answer overwrite a newer one', async () => {
    const first = deferred<PagedListPage<Row>>();
    const second = deferred<PagedListPage<Row>>();
    const { result } = setup((query) => (query.search === '' ? first.promise : second.promise));
    act(() => result.current.setSearch('new'));
    await act(async () => second.resolve({ rows: rowsNamed('new'), total: 1 }));
    await act(async () => first.resolve({ rows: rowsNamed('old'), total: 1 }));
    expect(result.current.rows).toEqual(rowsNamed('new'));
  });

  it('clears the selection with each new page and reports a failed load', async () => {
    const onError = jest.fn();
    let fail = false;
    const { result } = setup(async () => {
      if (fail) throw new Error('down');
      return { rows: rowsNamed('a', 'b'), total: 2 };
    }, onError);
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setSelection(rowsNamed('a')));
    expect(result.current.selection).toEqual(rowsNamed('a'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.selection).toEqual([]));
    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('down')));
    expect(result.current.loading).toBe(false);
  });

  it('steps back from a page past the end', async () => {
    let total = 6;
    const { result, loader } = setup(async ({ pageIndex }) => ({
      rows: pageIndex * 2 < total ? rowsNamed(`p${pageIndex}`) : [],
      total,
    }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPageIndex(2));
    await waitFor(() => expect(result.current.rows).toEqual(rowsNamed('p2')));
    // Deleted here: the page before is asked for directly.
    total = 4;
    act(() => result.current.reloadAfterDelete(2));
    await waitFor(() => expect(result.current.rows).toEqual(rowsNamed('p1')));
    expect(result.current.pageIndex).toBe(1);
    // Deleted elsewhere: the answer shows the page is past the end.
    total = 2;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.rows).toEqual(rowsNamed('p0')));
    expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 0 }));
  });
});

describe('bulkDelete', () => {
  it('asks once, deletes one by one, and goes on after a failure', async () => {
    const confirm = jest.fn(async (_names: string[]) => true);
    const failure = new Error('refused');
    const removeOne = jest.fn(async (name: string) => {
      if (name === 'b') throw failure;
    });
    const onDeleted = jest.fn();
    const onFailed = jest.fn();
    await expect(bulkDelete({ names: ['a', 'b', 'c'], confirm, removeOne, onDeleted, onFailed })).resolves.toEqual([
      'a',
      'c',
    ]);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith(['a', 'b', 'c']);
    expect(removeOne.mock.calls.map(([name]) => name)).toEqual(['a', 'b', 'c']);
    expect(onDeleted.mock.calls.map(([name]) => name)).toEqual(['a', 'c']);
    expect(onFailed).toHaveBeenCalledWith('b', failure);
  });

  it('deletes nothing when cancelled or when nothing is selected', async () => {
    const removeOne = jest.fn(async (_name: string) => undefined);
    const confirm = jest.fn(async () => false);
    await expect(bulkDelete({ names: ['a'], confirm, removeOne, onFailed: jest.fn() })).resolves.toEqual([]);
    await expect(bulkDelete({ names: [], confirm, removeOne, onFailed: jest.fn() })).resolves.toEqual([]);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(removeOne).not.toHaveBeenCalled();
  });
});
