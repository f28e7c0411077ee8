import { HttpError, type CoreSetup, type CoreStart, type IRouter } from '../../../core/server';
import { registerAlertRoutes, type AlertRuleStore } from './alerts';
import type { AuditTrail } from './audit/audit_trail';
import type { Authenticator } from './auth/authenticator';
import { grantLimits, limitedBackend } from './backend/grant_limits';
import type { SecurityPluginConfig } from './config_schema';
import { registerAuditAggregateRoutes } from './routes/audit_aggregate';
import { registerAuditEventRoutes } from './routes/audit_events';
import { registerAuditRetentionRoutes } from './routes/audit_retention';
import { type AuditOperations, watchAuditStatus } from './audit/audit_operations';
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
  /** Whether the alert rules' routes are served (they read the embedded audit log). */
  alerts: boolean;
  alertRules(): AlertRuleStore;
  savedObjects(): CoreStart['savedObjects'] | undefined;
  /** Audit retention and shipping, when the audit log is the store's (absent with a cluster). */
  auditOperations?: () => AuditOperations | undefined;
}

/**
 * The Security app's API: the configuration, the audit log and its insights, the explainer and the
 * alert rules. Every route declares the REST API endpoints it needs (checked, and the check
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
    // As the caller, in their tenant (a cluster gets it as `securitytenant`, as from OpenSearch
    // Dashboards); the operations hold their writes within what they may grant.
    callerFor: async (request) => {
      const account = await auth.account(request);
      return {
        backend: await auth.backendFor(request, { withTenant: true }),
        grants: grantLimits(account.api_endpoints, config.restapi.roles_enabled),
        actor: audit.actor(request),
        username: account.user_name,
      };
    },
    backendFor: async (request) =>
      limitedBackend(
        await auth.backendFor(request, { withTenant: true }),
        grantLimits((await auth.account(request)).api_endpoints, config.restapi.roles_enabled)
      ),
  };
  // Every configuration route declares the endpoints it needs; this checks them before the body is read.
  core.http.registerOnPostAuth(createSecurityApiGuard(configurationDeps.requireApiAccess));
  registerConfigurationRoutes(router, configurationDeps);
  const auditDeps = { ...configurationDeps, now: deps.now };
  registerAuditEventRoutes(router, auditDeps);
  registerAuditAggregateRoutes(router, auditDeps);
  const { auditOperations } = deps;
  if (auditOperations) {
    registerAuditRetentionRoutes(router, () => {
      const operations = auditOperations();
      if (!operations) throw new Error('The security plugin has not started.');
      return operations;
    });
    watchAuditStatus(core, config.audit, auditOperations);
  }
  registerLoginActivityRoutes(router, { savedObjects: deps.savedObjects });
  registerExplainRoutes(router, {
    ...configurationDeps,
    tenancy: () => auth.tenancy(),
    applicationPermissions: config.application_permissions.enabled,
  });
  // The rules read the embedded audit log; a cluster keeps its own (its audit search answers 501 here).
  if (deps.alerts) {
    registerAlertRoutes(router, {
      rules: deps.alertRules,
      currentUser: async (request) => (await auth.account(request)).user_name,
      audit: (request, action, rule) =>
        audit.alertRuleChanged(request, {
          action,
          rule_id: rule.id,
          rule_name: rule.name,
          ...(rule.actions.webhook ? { webhook_url: rule.actions.webhook.url } : {}),
        }),
    });
  }
}
