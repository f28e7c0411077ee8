/**
 * `api/securityconfig`: GET answers `{ config: { dynamic } }` with secrets masked. Changing it
 * (PATCH, PUT `api/securityconfig/config`) needs the cluster's admin certificate upstream, so
 * endpoint_access refuses it to every password user before these handlers run.
 */
import { redactSecrets } from '../routes/configuration/security_config_routes';
import { adminCertificateOnly } from './admin_certificate_routes';
import type { RestApiDeps, RestApiRoute } from './types';

export function securityConfigRoutes(deps: RestApiDeps): RestApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/securityconfig',
      access: 'securityconfig',
      handler: async () => ({ config: redactSecrets(await deps.backend().getSecurityConfig()) }),
    },
    { method: 'PATCH', path: '/api/securityconfig', access: 'securityconfig', handler: adminCertificateOnly },
    { method: 'PUT', path: '/api/securityconfig/config', access: 'securityconfig', handler: adminCertificateOnly },
  ];
}
