/**
 * GET /api/v1/configuration/securityconfig: the authc/authz config, in OpenSearch's
 * `{ total, data: { config } }` shape. The config endpoint (`restapi:admin/config/update`).
 */
import { Type } from '@sinclair/typebox';
import type { IRouter } from '../../../../../core/server';
import { securityConfigOperations } from '../../operations';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

/** `{ total: 1, data: { config } }`; OpenSearch keeps adding settings, so `config` passes through (redacted). */
const SecurityConfigResponseSchema = Type.Object({
  total: Type.Number(),
  data: Type.Object({ config: Type.Unknown() }),
});

export function registerSecurityConfigRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  router.get(
    {
      path: '/api/v1/configuration/securityconfig',
      options: securityApiRoute(['config']),
      response: { 200: SecurityConfigResponseSchema },
    },
    async (request) => {
      const config = await securityConfigOperations.get(await deps.callerFor(request));
      return { total: 1, data: { config } };
    }
  );
}
