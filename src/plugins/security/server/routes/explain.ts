/**
 * GET /api/v1/explain?user&action&index&tenant&host: why an internal user may or may not do
 * something, and GET /api/v1/explain/effective?user&host: everything they may do. They read
 * users, roles, mappings, action groups and tenants at once: every endpoint is needed (checked,
 * and the read audited, like every configuration route).
 */
import { HttpError, type IRouter } from '../../../../core/server';
import {
  EFFECTIVE_PERMISSIONS_PATH,
  EXPLAIN_PATH,
  type EffectivePermissions,
  type ExplainResponse,
} from '../../common/explain';
import { internalUserPrincipal } from '../backend/permissions/role_mappings';
import type { Tenancy } from '../backend/permissions/tenant_selection';
import { REST_API_ENDPOINTS } from '../../common/rest_api_endpoints';
import { securityApiRoute, type ConfigurationRouteDeps } from './configuration/types';

export interface ExplainRouteDeps extends ConfigurationRouteDeps {
  /** The multitenancy settings the server enforces this moment. */
  tenancy(): Promise<Tenancy>;
}

interface ExplainQueryParams {
  user: string;
  action?: string;
  index?: string;
  tenant?: string;
  host?: string;
}

const USER = { type: 'string', minLength: 1, maxLength: 1024 };
const HOST = { type: 'string', minLength: 1, maxLength: 255, pattern: '^[0-9A-Za-z.:_-]+$' };

const explainSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: USER,
    action: { type: 'string', minLength: 1, maxLength: 512 },
    index: { type: 'string', minLength: 1, maxLength: 1024 },
    // '' is the global tenant, as in a tenant selection.
    tenant: { type: 'string', maxLength: 200 },
    host: HOST,
  },
};

const effectiveSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: { user: USER, host: HOST },
};

/** The principal of an internal user as their login would build it; 404 for an unknown (or hidden) one. */
async function principalOf(deps: ExplainRouteDeps, user: string, host: string | undefined) {
  const entry = await deps.backend.get('internalusers', user).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404)
      throw new HttpError(404, `User '${user}' not found: only internal users can be explained.`);
    throw error;
  });
  return internalUserPrincipal(user, entry, host);
}

/** The explainer reads across every resource. */
const EXPLAIN_ROUTE = securityApiRoute(REST_API_ENDPOINTS);

export function registerExplainRoutes(router: IRouter, deps: ExplainRouteDeps): void {
  router.get<unknown, ExplainQueryParams>(
    { path: EXPLAIN_PATH, options: EXPLAIN_ROUTE, validate: { query: explainSchema } },
    async (request): Promise<ExplainResponse> => {
      const { user, action, index, tenant, host } = request.query;
      if (index !== undefined && action === undefined)
        throw new HttpError(400, '[action] is required when [index] is given');
      const principal = await principalOf(deps, user, host);
      return deps.backend.explain(principal, { action, index, tenant }, await deps.tenancy());
    }
  );

  router.get<unknown, { user: string; host?: string }>(
    { path: EFFECTIVE_PERMISSIONS_PATH, options: EXPLAIN_ROUTE, validate: { query: effectiveSchema } },
    async (request): Promise<EffectivePermissions> => {
      const principal = await principalOf(deps, request.query.user, request.query.host);
      return deps.backend.effectivePermissions(principal, await deps.tenancy());
    }
  );
}
