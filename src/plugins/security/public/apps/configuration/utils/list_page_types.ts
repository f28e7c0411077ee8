/**
 * The contracts of usePagedList (list_page.ts): what a list page gives it (a server-paged `load`
 * or an in-memory `loadAll`) and what it hands back to the page and its table.
 */
import type { DependencyList } from 'react';
import type { Criteria } from '@elastic/eui';
import type { PagedListPage, PagedListQuery, SortOrder, SortValue } from './paged_query';

interface CommonOptions {
  /** What else the load depends on (the API client, filters, settings the rows are made from). */
  deps: DependencyList;
  /** LIST_DEFAULT_PAGE_SIZE unless given. */
  defaultPageSize?: number;
  /**
   * Besides the failed state the list keeps (`loadError`), e.g. to log; the page shows the
   * failure in place (ListTable), so a toast here would say it twice.
   */
  onError?(error: unknown): void;
}

/** The server searches, sorts (by name, or by `defaultSort`'s and the table's columns) and pages. */
export interface ServerPagedOptions<Row> extends CommonOptions {
  /** Asks the server for one page (re-run when the query, `deps` or a reload changes). */
  load(query: PagedListQuery): Promise<PagedListPage<Row>>;
  /**
   * The first page if its answer is in already (asked for while the shell booted), read on the
   * first render: the table then shows its rows in its first commit, with no "Loading" before.
   */
  ready?(query: PagedListQuery): PagedListPage<Row> | undefined;
  /** Given, the selection is kept by it across pages and searches (each row as it was picked). */
  rowKey?(row: Row): string;
  /** Given, the table's sortable columns are sorted by the server (`sortField` in the query). */
  defaultSort?: { field: string; direction: SortOrder };
}

/** The whole list is loaded once and searched, sorted and paged in the browser. */
export interface InMemoryOptions<Row> extends CommonOptions {
  /** Every row (re-run when `deps` change or on a reload). */
  loadAll(): Promise<Row[]>;
  /**
   * Whether a row is shown for the search; the page's own filters go in here too (memoize it:
   * a new function filters again).
   */
  match(row: Row, search: string): boolean;
  /** What identifies a row: the selection is kept by it. */
  rowKey(row: Row): string;
  /** The sortable columns' fields and the value each sorts by (memoize it as `match`). */
  sortValues?: Readonly<Record<string, (row: Row) => SortValue>>;
  /** Without one, rows keep the loaded order until a column is sorted. */
  defaultSort?: { field: string; direction: SortOrder };
}

export type PagedListOptions<Row> = ServerPagedOptions<Row> | InMemoryOptions<Row>;

/** What the table's `selection` prop takes (spread it in, with any `selectable` of the page's). */
export interface TableSelection<Row> {
  /** The selected rows of the page shown. */
  selected: Row[];
  /** The table's choice for the page shown (an in-memory list keeps the others). */
  onSelectionChange(rows: Row[]): void;
}

export interface PagedList<Row> extends PagedListQuery {
  /** The sorted column (in memory); a server-paged list sorts by name. */
  sortField?: string;
  /** The rows of the page shown. */
  rows: Row[];
  /** How many rows match the search (and filters), on all pages. */
  total: number;
  loading: boolean;
  /** Whether a load has succeeded yet: until then there is no count to show. */
  loaded: boolean;
  /** Why the latest load failed (cleared when the next one starts): the page shows it with Retry. */
  loadError: unknown;
  /** Every selected row, on this page or (in memory) any other. */
  selection: Row[];
  setSelection(rows: Row[]): void;
  tableSelection: TableSelection<Row>;
  /** A new search starts from the first page. */
  setSearch(search: string): void;
  setPageIndex(index: number): void;
  /** Whatever else narrows the list changed (a filter): start from the first page. */
  resetPage(): void;
  /** The table's onChange: a new sort or page size starts from the first page. */
  onTableChange(criteria: Criteria<Row>): void;
  /** Loads again (the same page, or the whole list), with nothing selected. */
  reload(): void;
  /** After `deleted` rows went away: step back if the page is now past the end, and reload. */
  reloadAfterDelete(deleted: number): void;
}

export function isInMemory<Row>(options: PagedListOptions<Row>): options is InMemoryOptions<Row> {
  return 'loadAll' in options;
}
