import type { InternalUser } from '../../common/types';

/**
 * The internal-user record shown for a caller this server stores none for (a cluster user, an API
 * token's request): the backend roles it came with and nothing else, no flags.
 */
export function userWithoutRecord(backendRoles: string[] = []): InternalUser {
  return {
    backend_roles: backendRoles,
    attributes: {},
    opendistro_security_roles: [],
    reserved: false,
    hidden: false,
    static: false,
    description: '',
  };
}
