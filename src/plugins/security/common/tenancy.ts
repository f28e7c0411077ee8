/** The multitenancy settings an administrator changes at run time (`/api/v1/configuration/tenancy/config`). */

export type { TenancyConfig } from './schemas/tenancy';

export const TENANCY_CONFIG_PATH = '/api/v1/configuration/tenancy/config';

export const PRIVATE_DEFAULT_WHILE_DISABLED_MESSAGE =
  'The default tenant cannot be the private tenant while the private tenant is disabled.';
export const PRIVATE_TENANT_DISABLED_MESSAGE = 'The private tenant is disabled.';
export const MULTITENANCY_DISABLED_MESSAGE = 'Multitenancy is not enabled.';
