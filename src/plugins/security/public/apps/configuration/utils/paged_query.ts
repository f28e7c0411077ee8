/**
 * What a server-paged list asks for (its query and page), and the page asked for from the event of
 * a search, page or sort, before any render of it (usePagedList's askEarly), with the keys it is
 * matched by; and the sort comparison and page arithmetic both of usePagedList's sources share.
 */
import type { DependencyList } from 'react';
export type SortOrder = 'asc' | 'desc';

/** The page sizes every list offers, and the one it starts with. */
export const LIST_DEFAULT_PAGE_SIZE = 20;
export const LIST_PAGE_SIZES = [10, LIST_DEFAULT_PAGE_SIZE, 50, 100];

/** What a page asks the server for; `pageIndex` is 0-based. */
export interface PagedListQuery {
  search: string;
  pageIndex: number;
  pageSize: number;
  sortOrder: SortOrder;
  /** The sorted column, for a server-paged list that sorts by more than the name (`defaultSort`). */
  sortField?: string;
}

export interface PagedListPage<Row> {
  rows: Row[];
  total: number;
}

/** What a server-paged list's loaded page answers: the query and the reloads asked for. */
export function queryKeyOf(query: PagedListQuery, generation: number): string {
  const { search, pageIndex, pageSize, sortOrder, sortField } = query;
  return JSON.stringify([search, pageIndex, pageSize, sortOrder, sortField ?? null, generation]);
}

export function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/**
 * How long a server-paged search, page or sort waits for its answer before the page draws it as
 * loading. An answer within it is drawn with the change in one render (the table's loading state,
 * redrawing every row's frame, was the longest part of a quick search); a slower one shows the
 * table loading, the old rows under it, until the answer comes.
 */
export const DRAW_LOADING_AFTER_MS = 150;

/** A search's, page's or sort's page asked for from its event, before any render of it (askEarly). */
export interface EarlyAsk<Row> {
  key: string;
  query: PagedListQuery;
  /** Sets the state that asks for `query` (and for any change asked for before it, not drawn yet). */
  apply(): void;
  deps: DependencyList;
  answer: Promise<PagedListPage<Row>>;
  /** The change is drawn: as loading (its load then reads `answer`), or with its answer. */
  drawn?: 'loading' | 'answered';
}

export type SortValue = string | number;

export function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** The last page that has rows (0 for none). */
export function lastPageIndex(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}
