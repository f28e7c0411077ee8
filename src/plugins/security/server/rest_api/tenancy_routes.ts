/** `api/tenancy/config`: the multitenancy switches, the default tenant and the preferred tenants (GET, PUT). */
import { HttpError } from '../../../../core/server';
import type { TenancyConfig } from '../../common/tenancy';
import { tenancySettingsOperations } from '../operations';
import { requireObject } from './request_body';
import type { RestApiRoute, RouteContext } from './types';

const TENANCY_KEYS: Record<keyof TenancyConfig, 'boolean' | 'string' | 'names'> = {
  multitenancy_enabled: 'boolean',
  private_tenant_enabled: 'boolean',
  default_tenant: 'string',
  preferred_tenants: 'names',
};

/** As the dashboards API's schema: at most 100 tenant names of 1 to 100 characters. */
const isNames = (value: unknown) =>
  Array.isArray(value) &&
  value.length <= 100 &&
  value.every((name) => typeof name === 'string' && name.length >= 1 && name.length <= 100);

/** A PUT may name only some settings (the others stay); `sign_in_options` is accepted and not kept. */
function tenancyBody(body: Record<string, unknown>, current: TenancyConfig): TenancyConfig {
  const next: TenancyConfig = { ...current };
  for (const [key, value] of Object.entries(body)) {
    if (key === 'sign_in_options') {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
        throw new HttpError(400, '[sign_in_options] must be a list of strings.');
      }
      continue;
    }
    const type = Object.hasOwn(TENANCY_KEYS, key) ? TENANCY_KEYS[key as keyof TenancyConfig] : undefined;
    if (!type) throw new HttpError(400, `[${key}] is not a tenancy setting.`);
    if (type === 'names') {
      if (!isNames(value))
        throw new HttpError(400, `[${key}] must be a list of at most 100 tenant names (1 to 100 characters each).`);
    } else if (typeof value !== type) throw new HttpError(400, `[${key}] must be a ${type}.`);
    (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}

export function tenancyRoutes(): RestApiRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/tenancy/config',
      access: 'tenancy',
      handler: async ({ operationsCaller }: RouteContext) => tenancySettingsOperations.get(operationsCaller),
    },
    {
      method: 'PUT',
      path: '/api/tenancy/config',
      access: 'tenancy',
      handler: async ({ body, operationsCaller }: RouteContext) => {
        const next = tenancyBody(requireObject(body), await tenancySettingsOperations.get(operationsCaller));
        return tenancySettingsOperations.update(operationsCaller, next);
      },
    },
  ];
}
