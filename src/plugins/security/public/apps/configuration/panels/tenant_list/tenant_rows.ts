/**
 * The Manage tab's rows, one page at a time (issue 43: a store may hold thousands of tenants).
 * The Global and Private rows are the page's own (Private is per user and not stored; both stay
 * first and second, SPEC 3); the custom tenants after them are searched, sorted and paged by the
 * server, which leaves the stored global tenant out for this (`withoutGlobal`).
 */
import { GLOBAL_TENANT_NAME } from '../../../../../common/constants';
import type { Tenant } from '../../../../../common/types';
import { PRIVATE_TENANT_LIST_ITEM, toTenantListItem, type TenantListItem } from '../../../../utils/tenants';
import type { ListQuery, ListResult } from '../../api';
import type { PagedListQuery } from '../../utils/list_page';
import { tenantMatches } from './tenant_table_columns';

/** The sortable columns (a row's field) and what the server sorts them by. */
const SERVER_SORT: Record<string, ListQuery['sortField']> = { tenant: 'name', description: 'description' };
export const DEFAULT_TENANT_SORT = { field: 'tenant', direction: 'asc' } as const;

/** One page of custom tenants as the server answers it (1-based `page`). */
export type CustomTenantPage = ListResult<Tenant>;

/** The server's query for page `page` (1-based) of the custom tenants, `perPage` a page. */
export function customTenantQuery(query: Omit<PagedListQuery, 'pageIndex'>, page: number): ListQuery {
  return {
    page,
    perPage: query.pageSize,
    search: query.search || undefined,
    sortField: SERVER_SORT[query.sortField ?? DEFAULT_TENANT_SORT.field] ?? 'name',
    sortOrder: query.sortOrder,
    withoutGlobal: true,
  };
}

/** The rows the page adds: Global, and Private while the private tenant is on, as searched. */
export function pinnedTenantRows(privateEnabled: boolean, search: string): TenantListItem[] {
  const rows = [toTenantListItem(GLOBAL_TENANT_NAME, { reserved: true, description: '' })];
  if (privateEnabled) rows.push({ ...PRIVATE_TENANT_LIST_ITEM });
  return rows.filter((row) => tenantMatches(row, search));
}

/**
 * The rows of page `pageIndex`: the pinned rows where they fall, then the custom tenants that
 * fill the rest. With `pinned` rows before them, a table page spans at most two of the server's
 * pages of the same size; both are asked for at once.
 */
export async function readTenantPage(
  query: PagedListQuery,
  pinned: TenantListItem[],
  fetchPage: (page: number) => Promise<CustomTenantPage>
): Promise<{ items: TenantListItem[]; total: number }> {
  const { pageIndex, pageSize } = query;
  const start = pageIndex * pageSize;
  const from = Math.max(0, start - pinned.length);
  const to = start + pageSize - pinned.length;
  const first = Math.floor(from / pageSize);
  const last = Math.max(first, Math.floor((to - 1) / pageSize));
  const pages = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => fetchPage(first + i + 1)));
  const custom = pages
    .flatMap((page) => Object.entries(page.data))
    .slice(from - first * pageSize, to - first * pageSize)
    .map(([name, entry]) => toTenantListItem(name, entry));
  return {
    items: [...pinned.slice(start, start + pageSize), ...custom],
    total: pinned.length + pages[0].total,
  };
}
