/**
 * The building block of the Security app's list pages (roles, internal users, permissions,
 * tenants): the state of a searchable, sortable, paged table with a selection (usePagedList),
 * and deleting the selected rows after one confirmation (bulkDelete).
 *
 * Two sources, one state shape:
 * - server-paged (`load`): the server searches, sorts and pages; one page is held at a time and
 *   the selection is that page's (cleared with each new page), or, given a `rowKey`, kept by key
 *   across pages and searches as in memory;
 * - in memory (`loadAll` + `match`): the whole list is loaded once (again on `reload` or when
 *   `deps` change), then searched, sorted and paged here; the selection is kept by key across
 *   searches, filters, sorts and pages, so rows picked under different searches add up.
 */
import { startTransition, useCallback, useMemo, useReducer, useRef, useState } from 'react';
import type { Criteria } from '@elastic/eui';
import { applyTableChange, useLoad, i18n } from '../../../../../../core/public';
import {
  queryKeyOf,
  sameDeps,
  DRAW_LOADING_AFTER_MS,
  LIST_DEFAULT_PAGE_SIZE,
  type EarlyAsk,
  type PagedListPage,
  type PagedListQuery,
  type SortOrder,
  compareValues,
  lastPageIndex,
} from './paged_query';
import {
  isInMemory,
  type PagedList,
  type PagedListOptions,
  type ServerPagedOptions,
  type TableSelection,
} from './list_page_types';

export { DRAW_LOADING_AFTER_MS, LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from './paged_query';
export type { PagedListPage, PagedListQuery, SortOrder, SortValue } from './paged_query';
export type {
  InMemoryOptions,
  PagedList,
  PagedListOptions,
  ServerPagedOptions,
  TableSelection,
} from './list_page_types';

/** The empty selection, one array: setting it again renders nothing. */
const noSelection: never[] = [];

/**
 * Server-paged: one page at a time; an answer for an older query never overwrites a newer one,
 * the selection is cleared with each new page, and a page past the end (after deletes elsewhere)
 * steps back to the last page that has rows.
 *
 * In memory: the list is loaded as a whole (an older load never overwrites a newer one either);
 * a page past the end (fewer matches, rows deleted) shows the last page that has rows; the
 * selection survives everything but `reload`, and rows no longer loaded drop out of it.
 *
 * Which source a component uses must not change between its renders.
 */
export function usePagedList<Row>(options: PagedListOptions<Row>): PagedList<Row> {
  const memory = isInMemory(options) ? options : undefined;
  const server = memory ? undefined : (options as ServerPagedOptions<Row>);
  const { deps, defaultPageSize = LIST_DEFAULT_PAGE_SIZE, onError } = options;
  const defaultSort = (memory ?? server)?.defaultSort;
  const [search, setSearchState] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [sortField, setSortField] = useState<string | undefined>(defaultSort?.field);
  const [sortOrder, setSortOrder] = useState<SortOrder>(defaultSort?.direction ?? 'asc');
  // Read once, on the first render: the answer is used up as the first load would use it.
  const [readyPage] = useState(() =>
    server?.ready?.({
      search: '',
      pageIndex: 0,
      pageSize: defaultPageSize,
      sortOrder: defaultSort?.direction ?? 'asc',
      ...(server.defaultSort ? { sortField: server.defaultSort.field } : {}),
    })
  );
  const [page, setPage] = useState<PagedListPage<Row>>(readyPage ?? { rows: [], total: 0 });
  const [loaded, setLoaded] = useState(readyPage !== undefined);
  // The first load is the page read above: asking for it again would only repeat it.
  const firstPageRead = useRef(readyPage !== undefined);
  const [loadError, setLoadError] = useState<unknown>(undefined);
  const [generation, setGeneration] = useState(0);
  // Server-paged: the selected rows of the page. In memory: the keys of the selected rows.
  const [pageSelection, setPageSelection] = useState<Row[]>(noSelection);
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  // Server-paged with a rowKey: every selected row, on any page, by key.
  const [kept, setKept] = useState<ReadonlyMap<string, Row>>(new Map());
  const [all, setAll] = useState<Row[]>([]);
  const serverKey = server?.rowKey;
  const serverSortField = server?.defaultSort ? sortField : undefined;

  // Whether the rows shown are the answer to what is asked, without a render of its own: a new
  // search, page or sort reads as loading in the very render that asks for it (setting a flag in
  // the load's effect drew the page and its whole table a second time before the request left).
  const serverQuery: PagedListQuery = {
    search,
    pageIndex,
    pageSize,
    sortOrder,
    ...(serverSortField ? { sortField: serverSortField } : {}),
  };
  const queryKey = memory ? String(generation) : queryKeyOf(serverQuery, generation);
  // A page asked for from the event of a search, page or sort, before the render that draws it
  // (askEarly); the load of that render takes it instead of asking again.
  const asked = useRef<EarlyAsk<Row>>();
  const latest = useRef({ load: server?.load, deps, serverQuery, queryKey, generation, keepsSelection: false });
  latest.current = { load: server?.load, deps, serverQuery, queryKey, generation, keepsSelection: !!server?.rowKey };
  // A page read on the first render is the answer to the first query: it starts settled.
  const started = useRef({ key: readyPage === undefined ? '' : queryKey, run: 0 });
  const [settledRun, setSettledRun] = useState(0);
  const [, showLoading] = useReducer((n: number) => n + 1, 0);
  const loading = started.current.key !== queryKey || settledRun !== started.current.run;

  useLoad<PagedListPage<Row> | Row[]>(
    () => {
      if (firstPageRead.current) {
        firstPageRead.current = false;
        return undefined;
      }
      const early = asked.current;
      const earlyFits = early !== undefined && early.key === queryKey && sameDeps(early.deps, deps);
      // One not drawn yet (a sort came first) stays: its search is still to be drawn.
      if (earlyFits || early?.drawn) asked.current = undefined;
      // Drawn with its answer (askEarly) as the settled run: read once more, so that an older load
      // answering in between cannot leave its rows (the same page again renders nothing).
      if (earlyFits && early.drawn === 'answered') return early.answer;
      // The same query loaded again for new deps: nothing rendered says so yet.
      if (started.current.key === queryKey) showLoading();
      started.current = { key: queryKey, run: started.current.run + 1 };
      if (loadError !== undefined) setLoadError(undefined);
      if (memory) return memory.loadAll();
      if (earlyFits) return early.answer;
      return server!.load(serverQuery);
    },
    memory ? [...deps, generation] : [...deps, search, pageIndex, pageSize, sortOrder, serverSortField, generation],
    {
      onLoad: (result) => {
        setLoaded(true);
        if (memory) {
          const rows = result as Row[];
          const keys = new Set(rows.map((row) => memory.rowKey(row)));
          setAll(rows);
          // Fewer rows now (deleted): the page shown moves back to the last one that has rows.
          const matching = rows.filter((row) => memory.match(row, search)).length;
          setPageIndex((index) => Math.min(index, lastPageIndex(matching, pageSize)));
          setSelectedKeys((current) => new Set([...current].filter((key) => keys.has(key))));
          return;
        }
        const answer = result as PagedListPage<Row>;
        if (pageIndex > lastPageIndex(answer.total, pageSize)) {
          setPageIndex(lastPageIndex(answer.total, pageSize));
          return;
        }
        setPage(answer);
        if (!serverKey) setPageSelection(noSelection);
      },
      onError: (error) => {
        setLoadError(
          error ??
            new Error(
              i18n.translate('security.utils.list.loadFailed', { defaultMessage: 'The list could not be loaded.' })
            )
        );
        onError?.(error);
      },
      // Only the current load settles here (useLoad drops the others).
      onSettled: () => setSettledRun(started.current.run),
    }
  );

  const match = memory?.match;
  const sortValue = memory && sortField ? memory.sortValues?.[sortField] : undefined;
  const matching = useMemo(() => {
    if (!match) return [];
    const list = all.filter((row) => match(row, search));
    if (sortValue) {
      const sign = sortOrder === 'desc' ? -1 : 1;
      list.sort((a, b) => sign * compareValues(sortValue(a), sortValue(b)));
    }
    return list;
  }, [all, match, search, sortValue, sortOrder]);

  // In memory, a page past the end (fewer matches now) shows the last one that has rows.
  const shownPageIndex = memory ? Math.min(pageIndex, lastPageIndex(matching.length, pageSize)) : pageIndex;
  const rows = memory ? matching.slice(shownPageIndex * pageSize, (shownPageIndex + 1) * pageSize) : page.rows;
  const total = memory ? matching.length : page.total;

  const rowKey = memory?.rowKey;
  const selection = useMemo(
    () =>
      rowKey ? all.filter((row) => selectedKeys.has(rowKey(row))) : serverKey ? [...kept.values()] : pageSelection,
    [rowKey, all, selectedKeys, serverKey, kept, pageSelection]
  );
  const setSelection = useCallback(
    (picked: Row[]) => {
      if (rowKey) setSelectedKeys(new Set(picked.map(rowKey)));
      else if (serverKey) setKept(new Map(picked.map((row) => [serverKey(row), row])));
      else setPageSelection(picked);
    },
    [rowKey, serverKey]
  );
  const tableSelection: TableSelection<Row> = serverKey
    ? {
        selected: rows.filter((row) => kept.has(serverKey(row))),
        // As in memory: this page's rows are replaced, those picked on other pages stay.
        onSelectionChange: (picked) =>
          setKept((current) => {
            const next = new Map(current);
            for (const row of rows) next.delete(serverKey(row));
            for (const row of picked) next.set(serverKey(row), row);
            return next;
          }),
      }
    : rowKey
      ? {
          selected: rows.filter((row) => selectedKeys.has(rowKey(row))),
          // The table knows only the rows it shows: those are replaced, the others stay selected.
          onSelectionChange: (picked) =>
            setSelectedKeys((current) => {
              const next = new Set(current);
              for (const row of rows) next.delete(rowKey(row));
              for (const row of picked) next.add(rowKey(row));
              return next;
            }),
        }
      : { selected: pageSelection, onSelectionChange: setPageSelection };

  // Server-paged, a search, page or sort asked for by the person: the request leaves at once,
  // before any render (asked from the render's effect, it left only after the page had drawn the
  // change as loading, redrawing every row's frame), and `apply` sets the state that asks for it.
  const askEarly = useCallback((change: (wanted: PagedListQuery) => PagedListQuery, applyChange: () => void) => {
    const now = latest.current;
    // A change asked for and not drawn yet (a search, then a sort at once) is the base of this one.
    const pending = asked.current && !asked.current.drawn ? asked.current : undefined;
    const next = change(pending?.query ?? now.serverQuery);
    const key = queryKeyOf(next, now.generation);
    const apply = pending
      ? () => {
          pending.apply();
          applyChange();
        }
      : applyChange;
    if (!now.load || key === now.queryKey) {
      apply();
      if (pending) asked.current = undefined;
      return;
    }
    // The same change heard twice before it is drawn (EuiFieldSearch calls back on the input's
    // `change` and again on its `search` event, both from one Enter) asks once.
    if (pending && pending.key === key && sameDeps(pending.deps, now.deps)) return;
    let answer: Promise<PagedListPage<Row>>;
    try {
      answer = now.load(next);
    } catch (error) {
      answer = Promise.reject(error);
    }
    const ask: EarlyAsk<Row> = { key, query: next, apply, deps: now.deps, answer };
    asked.current = ask;
    const current = () => asked.current === ask && ask.drawn === undefined;
    const drawLoading = () => {
      if (!current()) return;
      ask.drawn = 'loading';
      // A transition, so that a quicker answer arriving meanwhile is not held up by this render.
      startTransition(apply);
    };
    const timer = setTimeout(drawLoading, DRAW_LOADING_AFTER_MS);
    answer.then(
      (page) => {
        clearTimeout(timer);
        if (!current()) return;
        ask.drawn = 'answered';
        // Settled in the very render that draws the change: `loading` reads false there.
        started.current = { key, run: started.current.run + 1 };
        apply();
        setPage(page);
        setLoaded(true);
        setLoadError(undefined);
        if (!latest.current.keepsSelection) setPageSelection(noSelection);
        setSettledRun(started.current.run);
      },
      // A failure is the page's to show, as any load's: drawn as loading, its load reads it.
      () => {
        clearTimeout(timer);
        drawLoading();
      }
    );
  }, []);

  const setSearch = useCallback(
    (value: string) =>
      askEarly(
        (wanted) => ({ ...wanted, search: value, pageIndex: 0 }),
        () => {
          setSearchState(value);
          setPageIndex(0);
        }
      ),
    [askEarly]
  );
  const resetPage = useCallback(() => setPageIndex(0), []);
  const inMemory = !!memory;
  const keepsSelection = !!serverKey;
  const fieldSorted = inMemory || !!server?.defaultSort;
  const reload = useCallback(() => {
    // Server-paged without a key, the new page clears the selection when it comes.
    if (inMemory) setSelectedKeys(new Set());
    if (keepsSelection) setKept(new Map());
    setGeneration((n) => n + 1);
  }, [inMemory, keepsSelection]);

  const onTableChange = (change: Criteria<Row>) => {
    // Worked out from the query wanted (a search asked for and not drawn yet included), set after:
    // a server-paged list asks for the page before drawing it.
    const sets: Array<() => void> = [];
    const changed = (wanted: PagedListQuery): PagedListQuery => {
      const next = { ...wanted };
      sets.length = 0;
      applyTableChange(
        change,
        {
          pageSize: wanted.pageSize,
          setPageIndex: (index) => {
            next.pageIndex = index;
            sets.push(() => setPageIndex(index));
          },
          setPageSize: (size) => {
            next.pageSize = size;
            sets.push(() => setPageSize(size));
          },
        },
        (sort) => {
          // A server-paged list without defaultSort sorts by name only: just the direction counts.
          const field = String(sort.field);
          const shownField = memory ? sortField : (wanted.sortField ?? sortField);
          if (sort.direction === wanted.sortOrder && (!fieldSorted || field === shownField)) return false;
          next.sortOrder = sort.direction;
          if (server?.defaultSort) next.sortField = field;
          sets.push(() => {
            setSortField(field);
            setSortOrder(sort.direction);
          });
          return true;
        }
      );
      return next;
    };
    const apply = () => sets.forEach((set) => set());
    if (memory) {
      changed({ search, pageIndex, pageSize, sortOrder });
      apply();
    } else askEarly(changed, apply);
  };

  const reloadAfterDelete = (deleted: number) => {
    const remaining = total - deleted;
    if (!inMemory && pageIndex > 0 && pageIndex * pageSize >= remaining)
      setPageIndex(lastPageIndex(remaining, pageSize));
    reload();
  };

  return {
    search,
    pageIndex: shownPageIndex,
    pageSize,
    sortField: fieldSorted ? sortField : undefined,
    sortOrder,
    rows,
    total,
    loading,
    loaded,
    loadError,
    selection,
    setSelection,
    tableSelection,
    setSearch,
    setPageIndex,
    resetPage,
    onTableChange,
    reload,
    reloadAfterDelete,
  };
}

// Kept importable from here, where the list pages take it with usePagedList.
export { bulkDelete, type BulkDeleteOptions } from './bulk_delete';
