/** The role list's client: one page of roles joined with what is mapped to them. */
import type { ListResult, RoleWithMapping } from '../../api_types';
import { ROLES_WITH_MAPPINGS_URL, toQuery, type ConfigurationApi, type ListQuery } from '../../api';

export interface RolesWithMappingsQuery extends ListQuery {
  reserved?: boolean;
}

export class RolesApi {
  constructor(private readonly api: ConfigurationApi) {}

  /**
   * One page of roles joined with what is mapped to them, done by the server so the role list
   * never fetches every mapping. `reserved` keeps only reserved (true) or custom (false) roles.
   */
  getRolesWithMappings(query: RolesWithMappingsQuery = {}): Promise<ListResult<RoleWithMapping>> {
    return this.rolesWithMappingsRequest(query).get();
  }

  readyRolesWithMappings(query: RolesWithMappingsQuery = {}): ListResult<RoleWithMapping> | undefined {
    return this.rolesWithMappingsRequest(query).ready();
  }

  private rolesWithMappingsRequest(query: RolesWithMappingsQuery) {
    const params: Record<string, string | number | boolean> = toQuery(query);
    if (query.reserved !== undefined) params.reserved = query.reserved;
    return this.api.request(
      ROLES_WITH_MAPPINGS_URL,
      params,
      (result: Partial<ListResult<RoleWithMapping>> | undefined) => ({
        total: result?.total ?? 0,
        data: result?.data ?? {},
      })
    );
  }
}
