/**
 * Where a paged table goes after EUI reports a page change: a new page size starts over at the
 * first page (the old index may not exist any more), otherwise the asked page is shown.
 */
export function nextPaging(
  pageSize: number,
  next: { index: number; size: number }
): { pageIndex: number; pageSize: number } {
  return next.size !== pageSize ? { pageIndex: 0, pageSize: next.size } : { pageIndex: next.index, pageSize };
}

/** The page sizes the saved-object tables offer, and the one they start with. */
export const TABLE_PAGE_SIZE_OPTIONS = [10, 20, 50];
export const TABLE_DEFAULT_PAGE_SIZE = 20;

export interface TablePaging {
  pageSize: number;
  setPageIndex(index: number): void;
  setPageSize(size: number): void;
}

/**
 * Applies what EUI reports after a click in a table: a sort the page takes (`applySort` returns
 * true when the sort changed) starts over at the first page; otherwise the paging moves.
 */
export function applyTableChange<Sort>(
  change: { page?: { index: number; size: number }; sort?: Sort },
  paging: TablePaging,
  applySort: (sort: Sort) => boolean
): void {
  if (change.sort && applySort(change.sort)) {
    paging.setPageIndex(0);
    return;
  }
  if (!change.page) return;
  const next = nextPaging(paging.pageSize, change.page);
  paging.setPageSize(next.pageSize);
  paging.setPageIndex(next.pageIndex);
}
