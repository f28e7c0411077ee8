/**
 * `api/securityconfig`: GET answers `{ config: { dynamic } }` with secrets masked. Changing it
 * (PATCH, PUT `api/securityconfig/config`) needs the cluster's admin certificate upstream, so
 * endpoint_access refuses it to every password user before these handlers run.
 */
import { securityConfigOperations } from '../operations';
import { adminCertificateOnly } from './admin_certificate_routes';
import type { RestApiRoute, RouteContext } from './types';

export function securityConfigRoutes(): RestApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/securityconfig',
      access: 'securityconfig',
      handler: async ({ operationsCaller }: RouteContext) => ({
        config: await securityConfigOperations.get(operationsCaller),
      }),
    },
    { method: 'PATCH', path: '/api/securityconfig', access: 'securityconfig', handler: adminCertificateOnly },
    { method: 'PUT', path: '/api/securityconfig/config', access: 'securityconfig', handler: adminCertificateOnly },
  ];
}
