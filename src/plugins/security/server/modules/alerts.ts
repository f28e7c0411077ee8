import { registerAlertRoutes, type AlertRuleStore, type AlertRunner } from '../alerts';
import { startAlertRules } from '../embedded_setup';
import { Late } from './late';
import type { SecurityModule } from './types';

export interface AlertsModule extends SecurityModule {
  /** Tests: the rules checked now, at the injected clock's time, as the interval would. */
  checkNow(): Promise<void>;
}

/** Alert rules over the audit log kept here (a cluster keeps its own; its audit search answers 501). */
export function alertsModule(): AlertsModule {
  const rules = new Late<AlertRuleStore>();
  let runner: AlertRunner | undefined;
  return {
    id: 'alerts',
    requires: ['audit_store'],
    enabled: (config) => config.alerts.enabled,
    setup({ router, auth, audit }) {
      registerAlertRoutes(router, {
        rules: rules.get,
        currentUser: async (request) => (await auth.account(request)).user_name,
        audit: (request, action, rule) =>
          audit.alertRuleChanged(request, {
            action,
            rule_id: rule.id,
            rule_name: rule.name,
            ...(rule.actions.webhook ? { webhook_url: rule.actions.webhook.url } : {}),
          }),
      });
    },
    start({ store, backend, cookieKey, config, logger, now, metrics }) {
      const started = startAlertRules(store, backend, {
        cookieKey,
        config,
        logger,
        now,
        delivered: (outcome) => metrics.webhookDeliveries.inc({ outcome }),
      });
      rules.set(started.rules);
      runner = started.runner;
    },
    async stop() {
      await runner?.stop();
      runner = undefined;
      rules.set(undefined);
    },
    checkNow: async () => runner?.checkNow(),
  };
}
