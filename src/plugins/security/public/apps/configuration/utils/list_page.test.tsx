import { describe, expect, it, jest } from '@jest/globals';
import { startTransition } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { DRAW_LOADING_AFTER_MS, bulkDelete, usePagedList, type PagedListPage, type PagedListQuery } from './list_page';

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

  it('draws a slow search once before its answer, loading, keeping the rows until the answer replaces them', async () => {
    const answer = deferred<PagedListPage<Row>>();
    let renders = 0;
    const loader = jest.fn(async (query: PagedListQuery) =>
      query.search ? answer.promise : { rows: rowsNamed('a', 'b'), total: 2 }
    );
    const { result } = renderHook(() => {
      renders++;
      return usePagedList<Row>({ load: loader, deps: [], defaultPageSize: 2 });
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const before = renders;
    act(() => result.current.setSearch('b'));
    expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'b' }));
    // A slow answer: the old rows stay as they were for a moment, then show as loading.
    expect(renders).toBe(before);
    await waitFor(() => expect(result.current.loading).toBe(true), { timeout: DRAW_LOADING_AFTER_MS * 10 });
    expect(renders).toBe(before + 1);
    expect(result.current.search).toBe('b');
    expect(result.current.rows).toEqual(rowsNamed('a', 'b'));
    await act(async () => answer.resolve({ rows: rowsNamed('b'), total: 1 }));
    expect(result.current).toEqual(expect.objectContaining({ loading: false, rows: rowsNamed('b'), total: 1 }));
    expect(renders).toBe(before + 2);
  });

  it("asks for a search's page before drawing the search, once", async () => {
    let renders = 0;
    const rendersWhenAsked: number[] = [];
    const loader = jest.fn(async (query: PagedListQuery) => {
      if (query.search) rendersWhenAsked.push(renders);
      return query.search ? { rows: rowsNamed('b'), total: 1 } : { rows: rowsNamed('a', 'b'), total: 2 };
    });
    const { result } = renderHook(() => {
      renders++;
      return usePagedList<Row>({ load: loader, deps: [], defaultPageSize: 2 });
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const before = renders;
    // Heard twice from one Enter (the input's change and search events), before it is drawn.
    await act(async () => {
      result.current.setSearch('b');
      result.current.setSearch('b');
    });
    expect(rendersWhenAsked).toEqual([before]);
    expect(result.current).toEqual(expect.objectContaining({ search: 'b', loading: false, rows: rowsNamed('b') }));
    // The same search again asks nothing.
    await act(async () => result.current.setSearch('b'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('draws a quick answer with its search in one render, never as loading', async () => {
    const drawn: Array<{ search: string; loading: boolean; rows: Row[] }> = [];
    const loader = jest.fn(async (query: PagedListQuery) =>
      query.search ? { rows: rowsNamed('b'), total: 1 } : { rows: rowsNamed('a', 'b'), total: 2 }
    );
    const { result } = renderHook(() => {
      const list = usePagedList<Row>({ load: loader, deps: [], defaultPageSize: 2 });
      drawn.push({ search: list.search, loading: list.loading, rows: list.rows });
      return list;
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const before = drawn.length;
    await act(async () => result.current.setSearch('b'));
    // (React may call the hook once more with the same state: its children are not drawn again.)
    const after = drawn.slice(before);
    expect(after.length).toBeGreaterThan(0);
    for (const render of after) expect(render).toEqual({ search: 'b', loading: false, rows: rowsNamed('b') });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('asks for the next page or a new sort before drawing it, and draws a quick answer at once', async () => {
    let renders = 0;
    const asks: Array<[PagedListQuery, number]> = [];
    const loader = jest.fn(async (query: PagedListQuery) => {
      asks.push([query, renders]);
      return { rows: rowsNamed(`p${query.pageIndex}:${query.sortOrder}`), total: 10 };
    });
    const { result } = renderHook(() => {
      renders++;
      return usePagedList<Row>({ load: loader, deps: [], defaultPageSize: 2 });
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    let before = renders;
    await act(async () => result.current.onTableChange({ page: { index: 1, size: 2 } }));
    expect(asks.at(-1)).toEqual([{ search: '', pageIndex: 1, pageSize: 2, sortOrder: 'asc' }, before]);
    expect(result.current).toEqual(
      expect.objectContaining({ pageIndex: 1, loading: false, rows: rowsNamed('p1:asc') })
    );
    before = renders;
    await act(async () => result.current.onTableChange({ sort: { field: 'name', direction: 'desc' } }));
    expect(asks.at(-1)).toEqual([{ search: '', pageIndex: 0, pageSize: 2, sortOrder: 'desc' }, before]);
    expect(result.current).toEqual(
      expect.objectContaining({ pageIndex: 0, sortOrder: 'desc', loading: false, rows: rowsNamed('p0:desc') })
    );
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('keeps a search made just before a sort, and loads the two together', async () => {
    const answer = deferred<PagedListPage<Row>>();
    const loader = jest.fn(async (query: PagedListQuery) => {
      if (query.search && query.sortOrder === 'asc') return answer.promise;
      return { rows: rowsNamed(`${query.search || 'all'}:${query.sortOrder}`), total: 1 };
    });
    const { result } = renderHook(() => usePagedList<Row>({ load: loader, deps: [], defaultPageSize: 2 }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => {
      result.current.setSearch('b');
      result.current.onTableChange({ sort: { field: 'name', direction: 'desc' } });
    });
    await act(async () => answer.resolve({ rows: rowsNamed('b:asc'), total: 1 }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual(
      expect.objectContaining({ search: 'b', sortOrder: 'desc', rows: rowsNamed('b:desc') })
    );
  });

  it('asks again when what the list depends on changed before the search was drawn', async () => {
    const loader = jest.fn(async (query: PagedListQuery & { dep: number }) => ({
      rows: rowsNamed(`${query.search || 'all'}@${query.dep}`),
      total: 1,
    }));
    const { result, rerender } = renderHook(
      ({ dep }) => usePagedList<Row>({ load: (query) => loader({ ...query, dep }), deps: [dep], defaultPageSize: 2 }),
      { initialProps: { dep: 0 } }
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    // Drawn in one render with the search (both transitions): the early ask was made for dep 0.
    await act(async () => {
      result.current.setSearch('b');
      startTransition(() => rerender({ dep: 1 }));
    });
    expect(loader).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'b', dep: 1 }));
    expect(result.current.rows).toEqual(rowsNamed('b@1'));
  });

  it('leaves a failed early ask to the page, not to an unhandled rejection', async () => {
    const onError = jest.fn();
    const { result } = setup(async (query) => {
      if (query.search) throw new Error('search down');
      return { rows: rowsNamed('a'), total: 1 };
    }, onError);
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => result.current.setSearch('x'));
    expect(onError).toHaveBeenCalledWith(new Error('search down'));
    expect(result.current.loadError).toEqual(new Error('search down'));
  });

  it('reads as loading while the same query loads again for new deps', async () => {
    const answer = deferred<PagedListPage<Row>>();
    const loader = jest.fn(async (query: PagedListQuery & { dep: number }) =>
      query.dep === 1 ? answer.promise : { rows: rowsNamed('a'), total: 1 }
    );
    const { result, rerender } = renderHook(
      ({ dep }) => usePagedList<Row>({ load: (query) => loader({ ...query, dep }), deps: [dep], defaultPageSize: 2 }),
      { initialProps: { dep: 0 } }
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ dep: 1 });
    await waitFor(() => expect(result.current.loading).toBe(true));
    await act(async () => answer.resolve({ rows: rowsNamed('z'), total: 1 }));
    expect(result.current).toEqual(expect.objectContaining({ loading: false, rows: rowsNamed('z') }));
  });
});

describe('usePagedList in memory', () => {
  const names = (rows: Row[]) => rows.map((row) => row.name);
  const match = (row: Row, search: string) => row.name.includes(search);
  const rowKey = (row: Row) => row.name;
  const sortValues = { name: (row: Row) => row.name };

  function setup(
    loadAll: () => Promise<Row[]>,
    extra: { defaultSort?: { field: string; direction: 'asc' | 'desc' }; onError?: (error: unknown) => void } = {}
  ) {
    const loader = jest.fn(loadAll);
    const onError = extra.onError ?? jest.fn();
    const view = renderHook(
      ({ version }: { version: number }) =>
        usePagedList<Row>({
          loadAll: loader,
          match,
          rowKey,
          sortValues,
          defaultSort: extra.defaultSort,
          deps: [version],
          defaultPageSize: 2,
          onError,
        }),
      { initialProps: { version: 0 } }
    );
    return { ...view, loader, onError };
  }

  it('loads the list once, then searches and pages it without loading again', async () => {
    const { result, loader } = setup(async () => rowsNamed('a1', 'b1', 'a2', 'b2', 'a3'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(names(result.current.rows)).toEqual(['a1', 'b1']);
    expect(result.current.total).toBe(5);
    act(() => result.current.onTableChange({ page: { index: 2, size: 2 } }));
    expect(names(result.current.rows)).toEqual(['a3']);
    act(() => result.current.setSearch('a'));
    expect(result.current.search).toBe('a');
    expect(result.current.pageIndex).toBe(0);
    expect(names(result.current.rows)).toEqual(['a1', 'a2']);
    expect(result.current.total).toBe(3);
    act(() => result.current.onTableChange({ page: { index: 0, size: 10 } }));
    expect(names(result.current.rows)).toEqual(['a1', 'a2', 'a3']);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps the loaded order until a column is sorted; a new sort starts from the first page', async () => {
    const { result } = setup(async () => rowsNamed('c', 'a', 'd', 'b'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.sortField).toBeUndefined();
    expect(names(result.current.rows)).toEqual(['c', 'a']);
    act(() => result.current.setPageIndex(1));
    act(() => result.current.onTableChange({ sort: { field: 'name', direction: 'asc' }, page: { index: 1, size: 2 } }));
    expect(result.current.sortField).toBe('name');
    expect(result.current.pageIndex).toBe(0);
    expect(names(result.current.rows)).toEqual(['a', 'b']);
    act(() =>
      result.current.onTableChange({ sort: { field: 'name', direction: 'desc' }, page: { index: 0, size: 2 } })
    );
    expect(names(result.current.rows)).toEqual(['d', 'c']);
    // Paging keeps the sort.
    act(() =>
      result.current.onTableChange({ sort: { field: 'name', direction: 'desc' }, page: { index: 1, size: 2 } })
    );
    expect(names(result.current.rows)).toEqual(['b', 'a']);
  });

  it('starts from the default sort', async () => {
    const { result } = setup(async () => rowsNamed('c', 'a', 'b'), {
      defaultSort: { field: 'name', direction: 'desc' },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.sortOrder).toBe('desc');
    expect(names(result.current.rows)).toEqual(['c', 'b']);
  });

  it('keeps the selection across searches and pages, in the loaded order', async () => {
    const { result } = setup(async () => rowsNamed('a1', 'b1', 'a2', 'b2'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setSearch('b'));
    act(() => result.current.tableSelection.onSelectionChange(rowsNamed('b2')));
    act(() => result.current.setSearch('a'));
    expect(result.current.tableSelection.selected).toEqual([]);
    act(() => result.current.tableSelection.onSelectionChange(rowsNamed('a1')));
    expect(names(result.current.selection)).toEqual(['a1', 'b2']);
    // Unticking on one page leaves the rows picked elsewhere.
    act(() => result.current.setSearch('b'));
    expect(names(result.current.tableSelection.selected)).toEqual(['b2']);
    act(() => result.current.tableSelection.onSelectionChange([]));
    expect(names(result.current.selection)).toEqual(['a1']);
    // And across pages.
    act(() => result.current.setSearch(''));
    act(() => result.current.setPageIndex(1));
    act(() => result.current.tableSelection.onSelectionChange(rowsNamed('b2')));
    expect(names(result.current.selection)).toEqual(['a1', 'b2']);
    act(() => result.current.setSelection(rowsNamed('b1')));
    expect(names(result.current.selection)).toEqual(['b1']);
  });

  it('clears the selection on reload; a load for new deps keeps it, without the rows that are gone', async () => {
    let rows = rowsNamed('a', 'b', 'c');
    const { result, rerender, loader } = setup(async () => rows);
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setSelection(rowsNamed('a', 'c')));
    rows = rowsNamed('a', 'b');
    rerender({ version: 1 });
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.total).toBe(2));
    expect(names(result.current.selection)).toEqual(['a']);
    // 'c' comes back: it is not selected again.
    rows = rowsNamed('a', 'b', 'c');
    rerender({ version: 2 });
    await waitFor(() => expect(result.current.total).toBe(3));
    expect(names(result.current.selection)).toEqual(['a']);
    act(() => result.current.reload());
    expect(result.current.selection).toEqual([]);
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(4));
  });

  it('shows the last page that has rows when the list got shorter', async () => {
    let rows = rowsNamed('a', 'b', 'c', 'd', 'e');
    const { result } = setup(async () => rows);
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPageIndex(2));
    expect(names(result.current.rows)).toEqual(['e']);
    rows = rowsNamed('a', 'b', 'c');
    act(() => result.current.reloadAfterDelete(2));
    await waitFor(() => expect(result.current.total).toBe(3));
    expect(result.current.pageIndex).toBe(1);
    expect(names(result.current.rows)).toEqual(['c']);
    // Rows added later do not move the page forward again.
    rows = rowsNamed('a', 'b', 'c', 'd', 'e');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.total).toBe(5));
    expect(names(result.current.rows)).toEqual(['c', 'd']);
  });

  it('never lets an older load overwrite a newer one, and keeps the rows when a load fails', async () => {
    const first = deferred<Row[]>();
    const second = deferred<Row[]>();
    let call = 0;
    const onError = jest.fn();
    const { result, rerender } = setup(
      () => {
        call += 1;
        if (call === 1) return first.promise;
        if (call === 2) return second.promise;
        return Promise.reject(new Error('down'));
      },
      { onError }
    );
    rerender({ version: 1 });
    await act(async () => second.resolve(rowsNamed('new')));
    await act(async () => first.resolve(rowsNamed('old')));
    expect(names(result.current.rows)).toEqual(['new']);
    act(() => result.current.reload());
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('down')));
    expect(result.current.loading).toBe(false);
    expect(names(result.current.rows)).toEqual(['new']);
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
