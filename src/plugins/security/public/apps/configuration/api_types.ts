/**
 * The configuration REST API's URLs, queries and answers the Security app's clients share; each
 * feature's own are in its client (panels/<feature>/*_api.ts).
 */
import { ENTRY_LIST_MAX_PER_PAGE } from '../../../common/constants';
import type { EntryListResponse } from '../../../common/types';

export const CONFIGURATION_API_PREFIX = '/api/v1/configuration';
export const ACCOUNT_URL = `${CONFIGURATION_API_PREFIX}/account`;

/** The server refuses larger pages (the entry routes' limit, shared with the server). */
export const MAX_PAGE_SIZE = ENTRY_LIST_MAX_PER_PAGE;

export interface ListQuery {
  /** 1-based. */
  page?: number;
  perPage?: number;
  search?: string;
  sortField?: 'name' | 'description';
  sortOrder?: 'asc' | 'desc';
  /** Tenants only: the global tenant left out (the Tenants page pins it above the others). */
  withoutGlobal?: boolean;
}

/** The first page of a name-sorted list as the list pages ask for it (20 rows). */
export const FIRST_PAGE_BY_NAME = { page: 1, per_page: 20, sort: 'name', order: 'asc' } as const;

/** One page of a list, as the server answers it. */
export type ListResult<T> = EntryListResponse<T>;

export interface SaveResult {
  status: string;
  message: string;
}

export const CACHE_URL = `${CONFIGURATION_API_PREFIX}/cache`;

export const ROLES_WITH_MAPPINGS_URL = `${CONFIGURATION_API_PREFIX}/roles_with_mappings`;
export const PERMISSIONS_URL = `${CONFIGURATION_API_PREFIX}/permissions`;

/** A role as the role list shows it: the role plus the users, backend roles and hosts mapped to it. */
export type { RoleWithMapping } from '../../../common/types';
