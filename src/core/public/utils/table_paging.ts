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
