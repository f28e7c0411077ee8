import { HttpError, type CoreSetup, type CoreStart, type IRouter } from '../../../core/server';
import type { AuditTrail } from './audit/audit_trail';
import type { Authenticator } from './auth/authenticator';
import { grantLimits, limitedBackend } from './backend/grant_limits';
import type { SecurityPluginConfig } from './config_schema';
import { operationsCallerOf } from './operations_caller';
import { registerAuditAggregateRoutes } from './routes/audit_aggregate';
import { registerAuditEventRoutes } from './routes/audit_events';
import {
  createSecurityApiGuard,
  registerConfigurationRoutes,
  type ConfigurationRouteDeps,
} from './routes/configuration';
import { registerExplainRoutes } from './routes/explain';
import { registerLoginActivityRoutes } from './routes/login_activity';

export interface AdminRouteDeps {
  auth: Authenticator;
  audit: AuditTrail;
  config: SecurityPluginConfig;
  now: () => number;
  savedObjects(): CoreStart['savedObjects'] | undefined;
}

/**
 * The Security app's API: the configuration, the audit log and its insights, the explainer and the
 * login activity (the alert rules and audit retention are modules: modules/). Every route declares the REST API endpoints it needs (checked, and the check
 * audited, before the body is read) and reaches the backend as its caller.
 */
export function registerAdminRoutes(core: CoreSetup, router: IRouter, deps: AdminRouteDeps): void {
  const { auth, audit, config } = deps;
  const configurationDeps: ConfigurationRouteDeps = {
    requireApiAccess: async (request, endpoints) => {
      try {
        await auth.requireApiAccess(request, endpoints);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 403) audit.deny(request, { reason: 'no_api_access' });
        throw error;
      }
      audit.grant(request);
    },
    callerEndpoints: async (request) => (await auth.account(request)).api_endpoints,
    // The version the request's session or token was read with, as its account was resolved at.
    configVersion: async (request) => auth.get(request)?.configVersion,
    callerFor: (request) => operationsCallerOf(deps, request),
    backendFor: async (request) =>
      limitedBackend(await auth.backendFor(request, { withTenant: true }), {
        ...grantLimits(await auth.grantsHeld(request), config.restapi.roles_enabled),
        othersNamed: (name) => auth.passwords.principalsNamed(name),
      }),
  };
  // Every configuration route declares the endpoints it needs; this checks them before the body is read.
  core.http.registerOnPostAuth(createSecurityApiGuard(configurationDeps.requireApiAccess));
  registerConfigurationRoutes(router, configurationDeps);
  const auditDeps = { ...configurationDeps, now: deps.now };
  registerAuditEventRoutes(router, auditDeps);
  registerAuditAggregateRoutes(router, auditDeps);
  registerLoginActivityRoutes(router, { savedObjects: deps.savedObjects });
  registerExplainRoutes(router, {
    ...configurationDeps,
    tenancy: () => auth.tenancy(),
    applicationPermissions: config.application_permissions.enabled,
    i18n: core.i18n,
  });
}
