/** The configuration REST API's URLs, queries and answers as the Security app's client (api.ts) uses them. */
import type { AuditCategory } from '../../../common/audit';
import { ENTRY_LIST_MAX_PER_PAGE } from '../../../common/constants';
import type { HistoryResourceKind } from '../../../common/history';
import type { AuditConfig, EntryListResponse } from '../../../common/types';

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
export const SECURITY_CONFIG_URL = `${CONFIGURATION_API_PREFIX}/securityconfig`;

export const AUDIT_CONFIG_URL = `${CONFIGURATION_API_PREFIX}/audit`;

export interface AuditConfigResponse {
  /** Setting paths the administrator may not change here (e.g. 'audit.enable_rest' or '/audit/enable_rest'). */
  _readonly: string[];
  config: AuditConfig;
}

export interface AuditEventsQuery {
  /** 1-based. */
  page?: number;
  perPage?: number;
  category?: AuditCategory;
  user?: string;
  /** Epoch milliseconds, or ISO / date math on now (`now-24h`), inclusive. */
  from?: number | string;
  to?: number | string;
  address?: string;
  authType?: string;
}

export interface HistoryQuery {
  /** 1-based. */
  page?: number;
  perPage?: number;
  kind?: HistoryResourceKind;
  name?: string;
  user?: string;
  /** Epoch milliseconds, inclusive. */
  from?: number;
  to?: number;
}

export const ROLES_WITH_MAPPINGS_URL = `${CONFIGURATION_API_PREFIX}/roles_with_mappings`;
export const PERMISSIONS_URL = `${CONFIGURATION_API_PREFIX}/permissions`;

export interface RolesWithMappingsQuery extends ListQuery {
  reserved?: boolean;
}

/** A role as the role list shows it: the role plus the users, backend roles and hosts mapped to it. */
export type { RoleWithMapping } from '../../../common/types';
