/**
 * The one client of the Security app for the configuration REST API: every URL the app calls
 * lives here, so pages never build paths (and never forget to encode a name).
 */
import type { HttpStart } from '../../../../../core/public/http/types';
import type { EntryByKind, EntryKind } from '../../../common/types';
import type { AccountInfo } from '../../apis/security_api';

export const CONFIGURATION_API_PREFIX = '/api/v1/configuration';
export const ACCOUNT_URL = `${CONFIGURATION_API_PREFIX}/account`;

/** The server refuses larger pages (MAX_PER_PAGE of the entry routes). */
export const MAX_PAGE_SIZE = 1000;

export interface ListQuery {
  /** 1-based. */
  page?: number;
  perPage?: number;
  search?: string;
  sortField?: 'name' | 'description';
  sortOrder?: 'asc' | 'desc';
}

export interface ListResult<T> {
  total: number;
  data: Record<string, T>;
}

export interface SaveResult {
  status: string;
  message: string;
}

export function entryUrl(kind: EntryKind, name?: string): string {
  const base = `${CONFIGURATION_API_PREFIX}/${kind}`;
  return name === undefined ? base : `${base}/${encodeURIComponent(name)}`;
}

function toQuery(query: ListQuery = {}): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  if (query.page !== undefined) result.page = query.page;
  if (query.perPage !== undefined) result.per_page = Math.min(query.perPage, MAX_PAGE_SIZE);
  // An empty search means "everything": the server's schema accepts it, but sending nothing keeps URLs clean.
  if (query.search) result.search = query.search;
  if (query.sortField) result.sort = query.sortField;
  if (query.sortOrder) result.order = query.sortOrder;
  return result;
}

export class ConfigurationApi {
  constructor(private readonly http: HttpStart) {}

  async list<K extends EntryKind>(kind: K, query?: ListQuery): Promise<ListResult<EntryByKind[K]>> {
    const result = await this.http.get<Partial<ListResult<EntryByKind[K]>> | undefined>(entryUrl(kind), { query: toQuery(query) });
    return { total: result?.total ?? 0, data: result?.data ?? {} };
  }

  get<K extends EntryKind>(kind: K, name: string): Promise<EntryByKind[K]> {
    return this.http.get<EntryByKind[K]>(entryUrl(kind, name));
  }

  save<K extends EntryKind>(kind: K, name: string, body: object): Promise<SaveResult> {
    return this.http.post<SaveResult>(entryUrl(kind, name), { body: JSON.stringify(body) });
  }

  remove(kind: EntryKind, name: string): Promise<SaveResult> {
    return this.http.delete<SaveResult>(entryUrl(kind, name));
  }

  /**
   * Every entry of a kind, a page at a time. Meant for the small kinds (action groups, tenants)
   * and pickers; the big lists (users, roles) page on the server instead.
   */
  async listAll<K extends EntryKind>(kind: K): Promise<Record<string, EntryByKind[K]>> {
    const all: Record<string, EntryByKind[K]> = {};
    for (let page = 1; ; page++) {
      const { total, data } = await this.list(kind, { page, perPage: MAX_PAGE_SIZE });
      const names = Object.keys(data);
      for (const name of names) all[name] = data[name];
      // Stop on a short page too, so a total that changes under us cannot loop forever.
      if (names.length < MAX_PAGE_SIZE || page * MAX_PAGE_SIZE >= total) return all;
    }
  }

  async getAccount(): Promise<AccountInfo['data']> {
    const result = await this.http.get<AccountInfo>(ACCOUNT_URL);
    return result.data;
  }

  /**
   * One page of roles joined with what is mapped to them, done by the server so the role list
   * never fetches every mapping. `reserved` keeps only reserved (true) or custom (false) roles.
   */
  async getRolesWithMappings(query: RolesWithMappingsQuery = {}): Promise<ListResult<RoleWithMapping>> {
    const params: Record<string, string | number | boolean> = toQuery(query);
    if (query.reserved !== undefined) params.reserved = query.reserved;
    const result = await this.http.get<Partial<ListResult<RoleWithMapping>> | undefined>(ROLES_WITH_MAPPINGS_URL, { query: params });
    return { total: result?.total ?? 0, data: result?.data ?? {} };
  }
}

export const ROLES_WITH_MAPPINGS_URL = `${CONFIGURATION_API_PREFIX}/roles_with_mappings`;

export interface RolesWithMappingsQuery extends ListQuery {
  reserved?: boolean;
}

/** A role as the role list shows it: the role plus the users, backend roles and hosts mapped to it. */
export type RoleWithMapping = EntryByKind['roles'] & { mapped: { users: string[]; backend_roles: string[]; hosts: string[] } };
