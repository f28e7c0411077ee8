/**
 * The building block of the Security app's list pages (roles, internal users, permissions,
 * tenants): the state of a server-paged, searchable, sortable table with a selection
 * (usePagedList), and deleting the selected rows after one confirmation (bulkDelete).
 */
import { useCallback, useState, type DependencyList } from 'react';
import type { Criteria } from '@elastic/eui';
import { useLoad } from '../../../../../../core/public';

export type SortOrder = 'asc' | 'desc';

/** What a page asks the server for; `pageIndex` is 0-based. */
export interface PagedListQuery {
  search: string;
  pageIndex: number;
  pageSize: number;
  sortOrder: SortOrder;
}

export interface PagedListPage<Row> {
  rows: Row[];
  total: number;
}

export interface PagedListOptions<Row> {
  /** Asks the server for one page (re-run when the query, `deps` or a reload changes). */
  load(query: PagedListQuery): Promise<PagedListPage<Row>>;
  /** What else the load depends on (the API client, filters). */
  deps: DependencyList;
  defaultPageSize: number;
  onError(error: unknown): void;
}

export interface PagedList<Row> extends PagedListQuery {
  rows: Row[];
  total: number;
  loading: boolean;
  selection: Row[];
  setSelection(rows: Row[]): void;
  /** A new search starts from the first page. */
  setSearch(search: string): void;
  setPageIndex(index: number): void;
  /** Whatever else narrows the list changed (a filter): start from the first page. */
  resetPage(): void;
  /** The table's onChange: a new sort or page size starts from the first page. */
  onTableChange(criteria: Criteria<Row>): void;
  /** Asks for the same page again. */
  reload(): void;
  /** After `deleted` rows went away: step back if the page is now past the end, and reload. */
  reloadAfterDelete(deleted: number): void;
}

/**
 * One page at a time from the server: an answer for an older query never overwrites a newer one,
 * the selection is cleared with each new page, and a page past the end (after deletes elsewhere)
 * steps back to the last page that has rows.
 */
export function usePagedList<Row>({ load, deps, defaultPageSize, onError }: PagedListOptions<Row>): PagedList<Row> {
  const [search, setSearchState] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [sortOrder, setSortOrder] = useState<SortOrder>('asc');
  const [page, setPage] = useState<PagedListPage<Row>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [selection, setSelection] = useState<Row[]>([]);
  const [generation, setGeneration] = useState(0);

  useLoad(
    () => {
      setLoading(true);
      return load({ search, pageIndex, pageSize, sortOrder });
    },
    [...deps, search, pageIndex, pageSize, sortOrder, generation],
    {
      onLoad: (result) => {
        const lastPage = Math.max(0, Math.ceil(result.total / pageSize) - 1);
        if (pageIndex > lastPage) {
          setPageIndex(lastPage);
          return;
        }
        setPage(result);
        setSelection([]);
      },
      onError,
      onSettled: () => setLoading(false),
    }
  );

  const setSearch = useCallback((value: string) => {
    setSearchState(value);
    setPageIndex(0);
  }, []);
  const resetPage = useCallback(() => setPageIndex(0), []);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  const onTableChange = ({ page: next, sort }: Criteria<Row>) => {
    if (sort && sort.direction !== sortOrder) {
      setSortOrder(sort.direction);
      setPageIndex(0);
      return;
    }
    if (!next) return;
    if (next.size !== pageSize) {
      setPageSize(next.size);
      setPageIndex(0);
    } else {
      setPageIndex(next.index);
    }
  };

  const reloadAfterDelete = (deleted: number) => {
    const remaining = page.total - deleted;
    if (pageIndex > 0 && pageIndex * pageSize >= remaining)
      setPageIndex(Math.max(0, Math.ceil(remaining / pageSize) - 1));
    reload();
  };

  return {
    search,
    pageIndex,
    pageSize,
    sortOrder,
    rows: page.rows,
    total: page.total,
    loading,
    selection,
    setSelection,
    setSearch,
    setPageIndex,
    resetPage,
    onTableChange,
    reload,
    reloadAfterDelete,
  };
}

export interface BulkDeleteOptions {
  names: string[];
  /** Asks once for all of them; false cancels. */
  confirm(names: string[]): Promise<boolean>;
  /** Deletes one; a rejection is that entry's failure, the others still go ahead. */
  removeOne(name: string): Promise<void>;
  onDeleted?(name: string): void;
  onFailed(name: string, error: unknown): void;
}

/** Deletes the selected entries one by one after one confirmation; resolves with those deleted. */
export async function bulkDelete({
  names,
  confirm,
  removeOne,
  onDeleted,
  onFailed,
}: BulkDeleteOptions): Promise<string[]> {
  if (names.length === 0 || !(await confirm(names))) return [];
  const deleted: string[] = [];
  for (const name of names) {
    try {
      await removeOne(name);
    } catch (error) {
      onFailed(name, error);
      continue;
    }
    deleted.push(name);
    onDeleted?.(name);
  }
  return deleted;
}
