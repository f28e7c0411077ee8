/**
 * The security plugin's Prometheus metrics (served by core at /api/metrics), defined here once;
 * the code where each event happens makes a one-line call. Labels are closed sets (an auth type,
 * an outcome, an audit category): never a user name, an address, a token or a path.
 */
import type { CounterMetric, MetricsServiceSetup } from '../../../core/server';

export type LoginOutcome = 'success' | 'failure' | 'locked' | 'error';

export interface SecurityMetrics {
  logins: CounterMetric<'auth_type' | 'outcome'>;
  apiTokenRequests: CounterMetric;
  auditEvents: CounterMetric<'category'>;
  webhookDeliveries: CounterMetric<'outcome'>;
}

export interface SecurityMetricSources {
  /** Live sessions in the store (all instances'); undefined before the plugin started. */
  activeSessions(): Promise<number | undefined>;
  /** Whether the security backend answers (the cluster with `security.backend: opensearch`, else the store). */
  backendUp(): Promise<boolean | undefined>;
}

/** A refused login's outcome from its audit reason: locked out, nobody could check it, or refused. */
export function loginOutcome(reason: string): LoginOutcome {
  if (reason === 'too_many_attempts') return 'locked';
  if (reason === 'directory_unreachable') return 'error';
  return 'failure';
}

export function createSecurityMetrics(metrics: MetricsServiceSetup, sources: SecurityMetricSources): SecurityMetrics {
  metrics.gauge({
    name: 'security_sessions_active',
    help: 'Live sessions (not expired, not idle past the session TTL) in the store.',
    // Every worker reads the same store: the cluster's value is one reading, not their sum.
    aggregator: 'max',
    collect: async (gauge) => {
      const count = await sources.activeSessions();
      if (count !== undefined) gauge.set({}, count);
    },
  });
  metrics.gauge({
    name: 'security_backend_up',
    help: 'Whether the security backend answers: 1 up, 0 down (the cluster with security.backend: opensearch).',
    aggregator: 'min',
    collect: async (gauge) => {
      const up = await sources.backendUp().catch(() => false);
      if (up !== undefined) gauge.set({}, up ? 1 : 0);
    },
  });
  return {
    logins: metrics.counter({
      name: 'security_logins_total',
      help: 'Authentications by auth type and outcome (success, failure, locked, error).',
      labelNames: ['auth_type', 'outcome'],
    }),
    apiTokenRequests: metrics.counter({
      name: 'security_api_token_requests_total',
      help: 'Requests authenticated with an API token.',
    }),
    auditEvents: metrics.counter({
      name: 'audit_events_total',
      help: 'Audit events written to the audit log, by category.',
      labelNames: ['category'],
    }),
    webhookDeliveries: metrics.counter({
      name: 'alert_webhook_deliveries_total',
      help: 'Alert webhook deliveries by outcome (delivered, failed).',
      labelNames: ['outcome'],
    }),
  };
}
