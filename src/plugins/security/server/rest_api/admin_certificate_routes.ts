/**
 * `api/allowlist` and `api/nodesdn`: upstream serves them only to the cluster's admin
 * certificate, which no password user holds, so endpoint_access answers every caller 403.
 */
import { HttpError } from '../../../../core/server';
import type { RestApiRoute } from './types';

/** Never reached: endpoint_access refuses these routes before their handler. */
export const adminCertificateOnly = async (): Promise<never> => {
  throw new HttpError(403, 'This API needs the cluster admin certificate.');
};

export function adminCertificateRoutes(): RestApiRoute[] {
  return [
    ...(['GET', 'PUT', 'PATCH'] as const).map((method): RestApiRoute => ({
      method,
      path: '/api/allowlist',
      access: 'allowlist',
      handler: adminCertificateOnly,
    })),
    ...(['GET', 'PATCH'] as const).map((method): RestApiRoute => ({
      method,
      path: '/api/nodesdn',
      access: 'nodesdn',
      handler: adminCertificateOnly,
    })),
    ...(['GET', 'PUT', 'PATCH', 'DELETE'] as const).map((method): RestApiRoute => ({
      method,
      path: '/api/nodesdn/:name',
      access: 'nodesdn',
      handler: adminCertificateOnly,
    })),
  ];
}
