import type { RestApiEndpoint } from '../../../common/rest_api_endpoints';

/**
 * What a caller may hand out of the security REST API: the endpoints they may use themselves and
 * the REST API roles (the role lists of both listeners), which open every endpoint to whoever is
 * mapped to one. A caller who may use every endpoint hands out anything.
 */
export interface GrantLimits {
  endpoints: readonly RestApiEndpoint[];
  restApiRoles: readonly string[];
}

/** Either listener's REST API role list opens every endpoint on that listener: both count. */
export function grantLimits(
  endpoints: readonly RestApiEndpoint[],
  ...roleLists: Array<readonly string[]>
): GrantLimits {
  return { endpoints, restApiRoles: [...new Set(roleLists.flat())] };
}
