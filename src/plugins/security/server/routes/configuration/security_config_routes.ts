/**
 * GET /api/v1/configuration/securityconfig: the authc/authz config, in OpenSearch's
 * `{ total, data: { config } }` shape. The config endpoint (`restapi:admin/config/update`).
 */
import { Type } from '@sinclair/typebox';
import type { IRouter } from '../../../../../core/server';
import { isSecretKey } from '../../backend/secret_keys';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

export const REDACTED = '**redacted**';

/**
 * Auth domains may carry credentials (an LDAP bind password, an OpenID client secret, a JWT
 * HMAC key, the SAML exchange key). The page that shows this config only needs to know they are set.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecretKey(key) && inner !== null && typeof inner !== 'object' ? REDACTED : redactSecrets(inner),
    ])
  );
}

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
      const config = await (await deps.backendFor(request)).getSecurityConfig();
      return { total: 1, data: { config: redactSecrets(config) } };
    }
  );
}
