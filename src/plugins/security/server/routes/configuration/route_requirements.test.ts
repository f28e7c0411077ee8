import { describe, expect, it } from '@jest/globals';
import type { IRouter, OsdRequest, RouteConfig } from '../../../../../core/server';
import { CONFIGURATION_ENDPOINTS, REST_API_ENDPOINTS } from '../../../common/rest_api_endpoints';
import { registerAuditAggregateRoutes } from '../audit_aggregate';
import { registerAuditEventRoutes } from '../audit_events';
import { registerExplainRoutes } from '../explain';
import { registerSecurityRoutes, type SecurityRouteDeps } from '..';
import {
  ENDPOINT_TAG_PREFIX,
  HISTORY_KIND_TAG,
  SECURITY_API_TAG,
  requiredEndpoints,
  securityApiRoute,
  type ConfigurationRouteDeps,
} from './types';
import { registerConfigurationRoutes } from '.';

interface Registered {
  method: string;
  config: RouteConfig;
}

/** Every route the security plugin's route modules register, as declared (handlers never run). */
function registeredRoutes(): Registered[] {
  const routes: Registered[] = [];
  const record = (method: string) => (config: RouteConfig) => void routes.push({ method, config });
  const router: IRouter = { get: record('GET'), post: record('POST'), put: record('PUT'), delete: record('DELETE') };
  const deps = {} as ConfigurationRouteDeps;
  registerConfigurationRoutes(router, deps);
  registerAuditEventRoutes(router, deps);
  registerAuditAggregateRoutes(router, { ...deps, now: Date.now });
  registerExplainRoutes(router, { ...deps, tenancy: async () => ({}) as never, i18n: {} as never });
  registerSecurityRoutes(router, { config: { restapi: {} } } as unknown as SecurityRouteDeps);
  return routes;
}

function fakeRequest(config: RouteConfig, query: Record<string, unknown> = {}): OsdRequest {
  return {
    query,
    route: {
      path: config.path,
      method: 'GET',
      options: { authRequired: true, xsrfRequired: true, tags: [], ...config.options },
    },
  } as unknown as OsdRequest;
}

const tagged = registeredRoutes().filter((r) => r.config.options?.tags?.includes(SECURITY_API_TAG));
const key = (r: Registered) => `${r.method} ${r.config.path}`;

describe('the endpoints each security API route needs', () => {
  it('finds the security API routes', () => {
    expect(tagged.length).toBeGreaterThan(30);
  });

  it.each(tagged.map((r) => [key(r), r] as const))('%s declares what it needs', (_name, route) => {
    const tags = route.config.options?.tags ?? [];
    const declared = tags.filter((tag) => tag.startsWith(ENDPOINT_TAG_PREFIX) || tag === HISTORY_KIND_TAG);
    expect(declared.length).toBeGreaterThan(0);
  });

  it('makes the routes that span resources need every endpoint they touch', () => {
    const needs = Object.fromEntries(tagged.map((r) => [key(r), requiredEndpoints(fakeRequest(r.config))]));
    const all = [...REST_API_ENDPOINTS];
    const config = [...CONFIGURATION_ENDPOINTS];
    expect(needs).toMatchObject({
      'GET /api/v1/configuration/export': config,
      'POST /api/v1/configuration/import': config,
      'GET /api/v1/configuration/history': config,
      'GET /api/v1/configuration/history/:version': config,
      'POST /api/v1/configuration/history/:version/revert': config,
      'GET /api/v1/sessions': all,
      'DELETE /api/v1/sessions': all,
      'DELETE /api/v1/sessions/:id': all,
      'GET /api/v1/explain': all,
      'GET /api/v1/explain/effective': all,
      'DELETE /api/v1/configuration/cache': all,
      'DELETE /api/v1/configuration/cache/user/:username': all,
      // Without rolesmapping the mappings are left out of the answer (mappings_hidden).
      'GET /api/v1/configuration/roles_with_mappings': ['roles'],
      'GET /api/v1/configuration/internalusers': ['internalusers'],
      'GET /api/v1/configuration/permissions': ['actiongroups'],
      'POST /api/v1/configuration/rolesmapping/:name': ['rolesmapping'],
      'POST /api/v1/configuration/tenants/:name': ['tenants'],
      'PUT /api/v1/configuration/tenancy/config': ['tenants'],
      'GET /api/v1/configuration/securityconfig': ['config'],
      'POST /api/v1/configuration/audit/config': ['audit'],
      'GET /api/v1/audit/events': ['audit'],
      'GET /api/v1/audit/aggregate': ['audit'],
    });
  });

  it('gives the history of one kind that kind only, and the listing across kinds every endpoint', () => {
    const history = tagged.find((r) => key(r) === 'GET /api/v1/configuration/history')!;
    expect(requiredEndpoints(fakeRequest(history.config, { kind: 'tenants' }))).toEqual(['tenants']);
    expect(requiredEndpoints(fakeRequest(history.config, { kind: 'users' }))).toEqual([...CONFIGURATION_ENDPOINTS]);
    expect(requiredEndpoints(fakeRequest(history.config, { kind: ['tenants', 'roles'] }))).toEqual([
      ...CONFIGURATION_ENDPOINTS,
    ]);
  });

  it('makes a tagged route without a declared requirement need every endpoint', () => {
    const undeclared: RouteConfig = { path: '/x', options: { authRequired: true, tags: [SECURITY_API_TAG] } };
    expect(requiredEndpoints(fakeRequest(undeclared))).toEqual([...REST_API_ENDPOINTS]);
    expect(requiredEndpoints(fakeRequest({ path: '/y', options: securityApiRoute(['tenants']) }))).toEqual(['tenants']);
    expect(requiredEndpoints(fakeRequest({ path: '/z' }))).toBeUndefined();
  });
});
