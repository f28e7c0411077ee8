/**
 * The security plugin's Prometheus metrics (served by core at /api/metrics), defined here once;
 * the code where each event happens makes a one-line call. Labels are closed sets (an auth type,
 * an outcome, an audit category): never a user name, an address, a token or a path.
 */
import type { CounterMetric, MetricsServiceSetup } from '../../../core/server';
import type { AuditSinkHealth } from '../common/audit_retention';

export type LoginOutcome = 'success' | 'failure' | 'locked' | 'error';

export interface SecurityMetrics {
  logins: CounterMetric<'auth_type' | 'outcome'>;
  apiTokenRequests: CounterMetric;
  passwordHashChecks: CounterMetric;
  auditEvents: CounterMetric<'category'>;
  webhookDeliveries: CounterMetric<'outcome'>;
}

export interface SecurityMetricSources {
  /** Live sessions in the store (all instances'); undefined before the plugin started. */
  activeSessions(): Promise<number | undefined>;
  /** Whether the security backend answers (the cluster with `security.backend: opensearch`, else the store). */
  backendUp(): Promise<boolean | undefined>;
  /** The shipping audit sinks' health (none: no series). */
  auditSinkHealth(): Promise<AuditSinkHealth[]>;
}

/**
 * `audit_sink_events{protocol, outcome}` from the sinks' health, summed over sinks of one
 * protocol: `delivered` only where the receiver acknowledges (RELP), `sent` where it does not (TCP,
 * TLS, UDP), and `dropped`. The protocol is the end of the sink's name (`syslog:<host>:<port>/<protocol>`),
 * never its host.
 */
export function auditSinkSeries(
  sinks: AuditSinkHealth[]
): Array<{ labels: { protocol: string; outcome: string }; value: number }> {
  const sums = new Map<string, number>();
  const add = (protocol: string, outcome: string, value: number | undefined) => {
    if (value === undefined) return;
    const key = `${protocol}\n${outcome}`;
    sums.set(key, (sums.get(key) ?? 0) + value);
  };
  for (const sink of sinks) {
    const protocol = /\/(tcp|tls|udp|relp)$/.exec(sink.name)?.[1] ?? 'other';
    add(protocol, 'delivered', sink.delivered);
    add(protocol, 'sent', sink.sent);
    add(protocol, 'dropped', sink.dropped);
  }
  return [...sums].map(([key, value]) => {
    const [protocol, outcome] = key.split('\n');
    return { labels: { protocol, outcome }, value };
  });
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
    // Every worker reads the same store: the pool's value is one reading, not their sum.
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
  metrics.gauge({
    name: 'audit_sink_events',
    help: 'Audit events through the syslog sinks since the process started, by protocol and outcome: delivered (acknowledged: relp), sent (unacknowledged: tcp, tls, udp), dropped (queue full).',
    labelNames: ['protocol', 'outcome'],
    // One process per store ships (a lease): each worker counts what it shipped.
    aggregator: 'sum',
    collect: async (gauge) => {
      for (const { labels, value } of auditSinkSeries(await sources.auditSinkHealth())) gauge.set(labels, value);
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
    passwordHashChecks: metrics.counter({
      name: 'security_password_hash_checks_total',
      help: 'Passwords checked with bcrypt (a password verified lately is remembered until a cache flush: not counted).',
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
