import type * as Provider from './provider';
import { lazyLoginFactory } from '../lazy_login_factory';
import { openIdMethod } from './method';
import { openIdDomainParser } from './settings';

/** openid-client comes with the provider, loaded only when openid is enabled. */
export const openIdProviderFactory = lazyLoginFactory(
  openIdDomainParser,
  openIdMethod,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- setup is synchronous; loaded only when enabled
  () => (require('./provider') as typeof Provider).OpenIdProvider
);
