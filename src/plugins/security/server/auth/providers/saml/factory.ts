import type * as Provider from './provider';
import type { ProviderFactory } from '../types';

/**
 * The provider, with @node-saml/node-saml and its XML signature code, is loaded only when dashboards.yml enables
 * saml: a server without it does not pay for those imports at each start, nor keep them in memory.
 */
export const samlProviderFactory: ProviderFactory = {
  types: ['saml'],
  enabled: (config) => config.auth.types.includes('saml'),
  login: (host) => new (loadProvider().SamlProvider)(host),
};

function loadProvider(): typeof Provider {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- setup is synchronous; loaded only when enabled
  return require('./provider') as typeof Provider;
}
