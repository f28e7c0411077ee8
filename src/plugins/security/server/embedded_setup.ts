import { AlertRuleStore, AlertRunner } from './alerts';
import type { AlertRunnerDeps } from './alerts/alert_runner';
import { TextSealer } from './session/text_sealer';
import { DEFAULT_TENANT, type CoreStart, type Logger, type PluginStore } from '../../../core/server';
import { adminPasswordSource, generatedPasswordBlock, generatedPasswordNotice } from './auth/admin_password';
import { EmbeddedSecurityBackend, type EmbeddedBackendOptions } from './backend/embedded/embedded_backend';
import { renameMessage } from './backend/embedded/reserved_tenant_names';
import { passwordPolicyOf } from './config';
import type { SecurityPluginConfig } from './config_schema';
import { canHoldLoginActivity } from './insights/login_activity_dashboard';
import { ensureLoginActivityDashboard } from './insights/login_activity_marker';
import type { SecurityPluginOptions } from './types';
import type { SecurityTables } from './store_tables';
import type { SecurityBackend } from './backend/types';

/**
 * The backend that keeps the configuration in the server's own store: seeded on a new store (the
 * admin password asked for then), reserved tenant names renamed on an old one, and the Login
 * activity dashboard created once per store. `loginActivity`: the store can hold that dashboard.
 */
export async function startEmbeddedBackend(
  core: CoreStart,
  store: PluginStore<SecurityTables>,
  config: SecurityPluginConfig,
  options: SecurityPluginOptions &
    Pick<EmbeddedBackendOptions, 'onAuditEvent' | 'onPasswordHashCheck' | 'auditSinks'> & { logger: Logger }
): Promise<{ backend: EmbeddedSecurityBackend; loginActivity: boolean }> {
  const backend = new EmbeddedSecurityBackend({
    store,
    restApiRoles: config.restapi.roles_enabled,
    applicationPermissions: config.application_permissions.enabled,
    readonlyRoles: config.readonly_mode.roles,
    passwordPolicy: passwordPolicyOf(config),
    hashRounds: options.hashRounds,
    // Until an administrator saves the tenancy settings, the yml's switches are in force.
    tenancyDefaults: {
      multitenancy_enabled: config.multitenancy.enabled,
      private_tenant_enabled: config.multitenancy.tenants.enable_private,
    },
    now: options.now,
    onAuditEvent: options.onAuditEvent,
    onPasswordHashCheck: options.onPasswordHashCheck,
    auditSinks: options.auditSinks,
  });
  const { print } = options;
  // Tests capture the one line; a real start frames it after the ready line, where it is seen.
  const announce = print
    ? (password: string) => print(generatedPasswordNotice(password))
    : (password: string) => core.notices.showAfterReady(generatedPasswordBlock(password));
  const { seeded, renamedTenants } = await backend.ensureSeeded(
    adminPasswordSource(options.env ?? process.env, announce, passwordPolicyOf(config)),
    (from, to) => core.savedObjects.moveTenantObjects(from, to)
  );
  if (seeded) options.logger.info('Seeded the security configuration of this new data dir');
  for (const rename of renamedTenants) options.logger.warn(renameMessage(rename));
  const loginActivity = canHoldLoginActivity(core.savedObjects);
  if (loginActivity) {
    // Once per store, upgraded stores included: a deleted or changed dashboard stays so (the
    // audit page restores it).
    const created = await ensureLoginActivityDashboard(
      store,
      core.savedObjects.getClientForTenant(DEFAULT_TENANT),
      options.now ?? Date.now
    );
    if (created && !seeded) options.logger.info('Created the Login activity dashboard in the global tenant');
  }
  return { backend, loginActivity };
}

/** The alert rules' store and, in whichever process holds the store's lease, their checks (started). */
export function startAlertRules(
  store: PluginStore<SecurityTables>,
  backend: SecurityBackend,
  options: {
    cookieKey: string;
    config: SecurityPluginConfig;
    logger: Logger;
    now: () => number;
    delivered: AlertRunnerDeps['delivered'];
  }
): { rules: AlertRuleStore; runner: AlertRunner } {
  const { cookieKey, config, logger, now } = options;
  const rules = new AlertRuleStore(store, new TextSealer(() => cookieKey, 'alert-webhook-secret'), now, {
    allowedHosts: config.alerts.webhook.allowed_hosts,
  });
  const runner = new AlertRunner({
    store,
    rules,
    logger,
    now,
    intervalMs: config.alerts.check_interval_ms,
    reservedRoles: async () =>
      new Set((await backend.list('roles', { reserved: true })).items.map((item) => item.name)),
    delivered: options.delivered,
    refused: (rule, target) =>
      backend.audit({
        category: 'MISSING_PRIVILEGES',
        user: rule.created_by,
        request: { remote_address: '', method: 'POST', path: '' },
        details: { reason: 'webhook_address_not_allowed', rule_id: rule.id, rule_name: rule.name, ...target },
      }),
  });
  runner.start();
  return { rules, runner };
}
