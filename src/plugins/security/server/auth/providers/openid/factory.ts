import type * as Provider from './provider';
import type { ProviderFactory } from '../types';

/**
 * The provider, with openid-client, is loaded only when dashboards.yml enables
 * openid: a server without it does not pay for those imports at each start, nor keep them in memory.
 */
export const openIdProviderFactory: ProviderFactory = {
  types: ['openid'],
  enabled: (config) => config.auth.types.includes('openid'),
  login: (host) => new (loadProvider().OpenIdProvider)(host),
};

function loadProvider(): typeof Provider {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- setup is synchronous; loaded only when enabled
  return require('./provider') as typeof Provider;
}
