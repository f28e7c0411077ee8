/**
 * The single-document endpoints: `audit` (GET, PATCH) and `audit/config` (PUT), `securityconfig`,
 * `tenancy/config`, `cache` (DELETE flushes), and the admin-certificate-only `allowlist` and
 * `nodesdn`, which a password user is refused (403) as upstream refuses them.
 */
import { HttpError } from '../../../../core/server';
import type { AuditConfig } from '../../common/types';
import type { TenancyConfig } from '../../common/tenancy';
import { CACHE_FLUSHED_MESSAGE } from '../routes/configuration/cache_routes';
import { redactSecrets } from '../routes/configuration/security_config_routes';
import { patched, requireObject } from './request_body';
import { ok } from './responses';
import type { RestApiDeps, RestApiRoute, RouteContext } from './types';

const TENANCY_KEYS: Record<keyof TenancyConfig, 'boolean' | 'string'> = {
  multitenancy_enabled: 'boolean',
  private_tenant_enabled: 'boolean',
  default_tenant: 'string',
};

/** A tenancy PUT may name only some settings (the others stay); `sign_in_options` is accepted and not kept. */
function tenancyBody(body: Record<string, unknown>, current: TenancyConfig): TenancyConfig {
  const next: TenancyConfig = { ...current };
  for (const [key, value] of Object.entries(body)) {
    if (key === 'sign_in_options') {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
        throw new HttpError(400, '[sign_in_options] must be a list of strings.');
      }
      continue;
    }
    const type = TENANCY_KEYS[key as keyof TenancyConfig];
    if (!type) throw new HttpError(400, `[${key}] is not a tenancy setting.`);
    if (typeof value !== type) throw new HttpError(400, `[${key}] must be a ${type}.`);
    (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}

export function configRoutes(deps: RestApiDeps): RestApiRoute[] {
  const backend = () => deps.backend();

  const getAudit = async () => {
    const { readonly, config } = await backend().getAuditConfig();
    return { _readonly: readonly, config };
  };
  const putAudit = async ({ body, caller }: RouteContext) => {
    await backend().updateAuditConfig(requireObject(body) as AuditConfig, caller.actor);
    return ok("'config' updated.");
  };
  const patchAudit = async ({ body, caller }: RouteContext) => {
    const { config } = await backend().getAuditConfig();
    const after = requireObject(patched({ config }, body));
    await backend().updateAuditConfig(requireObject(after.config) as AuditConfig, caller.actor);
    return ok("'config' updated.");
  };
  const getSecurityConfig = async () => ({ config: redactSecrets(await backend().getSecurityConfig()) });
  const getTenancy = async () => backend().getTenancyConfig();
  const putTenancy = async ({ body, caller }: RouteContext) => {
    const next = tenancyBody(requireObject(body), await backend().getTenancyConfig());
    return backend().updateTenancyConfig(next, caller.actor);
  };
  const flushCache = async () => {
    await backend().purgeCache();
    return ok(CACHE_FLUSHED_MESSAGE);
  };
  // Never reached: endpoint_access refuses these before the handler (admin certificate only).
  const adminCertificateOnly = async (): Promise<never> => {
    throw new HttpError(403, 'This API needs the cluster admin certificate.');
  };

  return [
    { method: 'GET', path: '/api/audit', access: 'audit', handler: getAudit },
    { method: 'PATCH', path: '/api/audit', access: 'audit', handler: patchAudit },
    { method: 'PUT', path: '/api/audit/config', access: 'audit', handler: putAudit },
    { method: 'GET', path: '/api/securityconfig', access: 'securityconfig', handler: getSecurityConfig },
    { method: 'PATCH', path: '/api/securityconfig', access: 'securityconfig', handler: adminCertificateOnly },
    { method: 'PUT', path: '/api/securityconfig/config', access: 'securityconfig', handler: adminCertificateOnly },
    { method: 'GET', path: '/api/tenancy/config', access: 'tenancy', handler: getTenancy },
    { method: 'PUT', path: '/api/tenancy/config', access: 'tenancy', handler: putTenancy },
    { method: 'DELETE', path: '/api/cache', access: 'cache', handler: flushCache },
    {
      method: 'DELETE',
      path: '/api/cache/user/:name',
      access: 'cache',
      // The backend keeps one cache for everyone: flushing it all flushes this user's entries too.
      handler: async ({ params }: RouteContext) => {
        await backend().purgeCache();
        return ok(`Cache invalidated for user: ${params.name}`);
      },
    },
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
