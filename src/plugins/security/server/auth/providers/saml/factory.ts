import type * as Provider from './provider';
import { lazyLoginFactory } from '../lazy_login_factory';
import { samlMethod } from './method';
import { samlDomainParser } from './settings';

/** @node-saml/node-saml and its XML signature code come with the provider, loaded only when saml is enabled. */
export const samlProviderFactory = lazyLoginFactory(
  samlDomainParser,
  samlMethod,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- setup is synchronous; loaded only when enabled
  () => (require('./provider') as typeof Provider).SamlProvider
);
