import type { AuthType } from '../../../common/config';
import type { AuthenticationProvider, LoginHost, ProviderFactory } from './types';

/**
 * A route-login type (openid, saml) whose provider module, and the libraries it imports, is loaded
 * only when dashboards.yml enables the type: a server without it pays for neither at each start,
 * nor keeps them in memory. `load` requires the module from the type's own folder.
 */
export function lazyLoginFactory(
  type: AuthType,
  load: () => new (host: LoginHost) => AuthenticationProvider
): ProviderFactory {
  return {
    types: [type],
    enabled: (config) => config.auth.types.includes(type),
    login: (host) => new (load())(host),
  };
}
