/** The Permissions page's client: one page of its rows (action groups and single permissions). */
import type { PermissionListQuery, PermissionListResponse } from '../../../../../common/permission_rows';
import { PERMISSIONS_URL, type ConfigurationApi } from '../../api';

export class PermissionsApi {
  constructor(private readonly api: ConfigurationApi) {}

  /**
   * One page of the Permissions page's rows (action groups and single permissions), searched,
   * filtered and sorted by the server, so the page never fetches every action group.
   */
  listPermissions(query: PermissionListQuery = {}): Promise<PermissionListResponse> {
    return this.permissionsRequest(query).get();
  }

  readyPermissions(query: PermissionListQuery = {}): PermissionListResponse | undefined {
    return this.permissionsRequest(query).ready();
  }

  private permissionsRequest(query: PermissionListQuery) {
    const params: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(query)) {
      // An empty search or an 'all' filter is the default: sending nothing keeps URLs clean.
      if (value !== undefined && value !== '' && value !== 'all') params[key] = value as string | number;
    }
    return this.api.request(PERMISSIONS_URL, params, (result: Partial<PermissionListResponse> | undefined) => ({
      total: result?.total ?? 0,
      rows: result?.rows ?? [],
    }));
  }
}
