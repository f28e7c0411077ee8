/**
 * The query string of one page of a server-paged list: `page`, `per_page` capped at what the server
 * serves, then the filters that are set. Blank text filters are left out: the server reads a
 * present `user=` as "the user ''", not as "everyone"; numbers (0 too) are sent as they are.
 */
export function pageQuery(
  page: number | undefined,
  perPage: number | undefined,
  maxPerPage: number,
  filters: Record<string, string | number | undefined>
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (page !== undefined) params.page = page;
  if (perPage !== undefined) params.per_page = Math.min(perPage, maxPerPage);
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params[key] = value;
  }
  return params;
}
