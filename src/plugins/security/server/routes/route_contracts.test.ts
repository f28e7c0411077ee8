/**
 * Every security route declares its request parts and its JSON answers as TypeBox schemas (issue
 * 24 item 1): Fastify validates the request and serializes the answer from them, so a field a
 * schema does not list (a hash, a secret) is never sent.
 */
import { describe, expect, it } from '@jest/globals';
import { Kind } from '@sinclair/typebox';
import type { IRouter, RouteConfig } from '../../../../core/server';
import type { SecurityPluginConfig } from '../config_schema';
import { registerAuditEventRoutes } from './audit_events';
import { registerConfigurationRoutes, type ConfigurationRouteDeps } from './configuration';
import { registerExplainRoutes } from './explain';
import { registerSecurityRoutes, type SecurityRouteDeps } from './index';

interface Recorded {
  route: string;
  config: RouteConfig;
}

function recordRoutes(): Recorded[] {
  const recorded: Recorded[] = [];
  const record =
    (method: string) =>
    (config: RouteConfig): void => {
      recorded.push({ route: `${method.toUpperCase()} ${config.path}`, config });
    };
  const router = { get: record('get'), post: record('post'), put: record('put'), delete: record('delete') } as IRouter;
  const config = { restapi: { password_validation_regex: '', password_validation_error_message: '' } };
  registerSecurityRoutes(router, { config: config as SecurityPluginConfig } as SecurityRouteDeps);
  const configurationDeps = {} as ConfigurationRouteDeps;
  registerConfigurationRoutes(router, configurationDeps);
  registerAuditEventRoutes(router, configurationDeps);
  registerExplainRoutes(router, { ...configurationDeps, tenancy: async () => ({}) as never, i18n: {} as never });
  return recorded;
}

/** Routes whose answer is not a JSON document a schema can describe, and why. */
const NOT_SERIALIZED_BY_SCHEMA: Record<string, string> = {
  // `data` is an object keyed by name written by hand to keep the requested order.
  'GET /api/v1/configuration/roles': 'ordered list',
  'GET /api/v1/configuration/rolesmapping': 'ordered list',
  'GET /api/v1/configuration/actiongroups': 'ordered list',
  'GET /api/v1/configuration/internalusers': 'ordered list',
  'GET /api/v1/configuration/tenants': 'ordered list',
  'GET /api/v1/configuration/roles_with_mappings': 'ordered list',
  // A bare JSON string ('' is the global tenant).
  'GET /api/v1/multitenancy/tenant': 'JSON string',
  'POST /api/v1/multitenancy/tenant': 'JSON string',
  'GET /api/v1/configuration/export': 'zip bytes',
};

describe('security route contracts', () => {
  const routes = recordRoutes();

  it('registers the routes it is meant to check', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(routes.map((r) => [r.route, r.config] as const))(
    '%s declares its request parts as TypeBox schemas',
    (_, config) => {
      for (const schema of Object.values(config.validate ?? {})) {
        expect(schema).toBeDefined();
        expect((schema as Record<symbol, unknown>)[Kind]).toEqual(expect.any(String));
      }
    }
  );

  it.each(routes.filter((r) => !(r.route in NOT_SERIALIZED_BY_SCHEMA)).map((r) => [r.route, r.config] as const))(
    '%s answers through a TypeBox response schema',
    (_, config) => {
      const success = config.response?.[200] ?? config.response?.[201];
      expect(success).toBeDefined();
      expect((success as Record<symbol, unknown>)[Kind]).toEqual(expect.any(String));
    }
  );

  it('the exempt routes exist (a renamed route must be checked again)', () => {
    const names = new Set(routes.map((r) => r.route));
    for (const route of Object.keys(NOT_SERIALIZED_BY_SCHEMA)) expect(names).toContain(route);
  });
});
