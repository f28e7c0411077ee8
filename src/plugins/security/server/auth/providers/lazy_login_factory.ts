import type { DomainParser } from '../authc_domains';
import type { SignInMethod } from './sign_in_method';
import type { AuthenticationProvider, LoginHost, ProviderFactory } from './types';

/**
 * A route-login type (openid, saml) whose provider module, and the libraries it imports, is loaded
 * only when dashboards.yml enables the type: a server without it pays for neither at each start,
 * nor keeps them in memory. Its domain settings are read whether or not it is enabled (a wrong
 * key is reported all the same); `load` requires the module from the type's own folder.
 */
export function lazyLoginFactory<S>(
  domains: DomainParser<S>,
  method: SignInMethod,
  load: () => new (host: LoginHost) => AuthenticationProvider
): ProviderFactory<S> {
  return {
    ...domains,
    method,
    enabled: (config) => domains.types.some((type) => (config.auth.types as readonly string[]).includes(type)),
    login: (host) => new (load())(host),
  };
}
