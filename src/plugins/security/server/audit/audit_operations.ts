/**
 * The audit log's operations (issue 39): retention's background purge and the sinks events are
 * shipped to, started with the embedded store, and what they report: the Audit logging page's
 * retention line (`GET /api/v1/audit/retention`), rows on `/api/status`, and `sinkHealth()` for
 * the metrics.
 */
import type { CoreSetup, Logger, PluginStore } from '../../../../core/server';
import {
  retentionSummary,
  type AuditRetentionResponse,
  type AuditSettings,
  type AuditSinkConfig,
  type AuditSinkHealth,
} from '../../common/audit_retention';
import { AuditRetention } from './audit_retention';
import type { AuditStoreTables } from './migrations';
import { SyslogAuditSink } from './sinks/syslog_sink';
import type { AuditSink } from '../backend/audit_sink';

export const AUDIT_RETENTION_STATUS_ID = 'security:audit_retention';
export const auditSinkStatusId = (sink: AuditSinkConfig) =>
  `security:audit_sink:syslog:${sink.host}:${sink.port}/${sink.protocol}`;

export class AuditOperations {
  readonly retention: AuditRetention;
  /** The sinks after the store (the store sink is the audit log's own). */
  readonly sinks: AuditSink[];

  constructor(
    private readonly config: AuditSettings,
    store: PluginStore<AuditStoreTables>,
    logger: Logger,
    now: () => number
  ) {
    const { max_age_ms: maxAgeMs, max_events: maxEvents, check_interval_ms: intervalMs } = config.retention;
    this.retention = new AuditRetention({ store, maxAgeMs, maxEvents, intervalMs, now, logger });
    // Delivery retries on the real clock (a test's fake clock may stand still).
    this.sinks = config.sinks.map((sink) => new SyslogAuditSink({ store, config: sink, logger }));
  }

  start(): void {
    this.retention.start();
    for (const sink of this.sinks) sink.start?.();
  }

  async stop(): Promise<void> {
    await this.retention.stop();
    for (const sink of this.sinks) await sink.stop?.();
  }

  /** Each shipping sink's health (the metrics read it; never a secret). */
  sinkHealth(): Promise<AuditSinkHealth[]> {
    return Promise.all(this.sinks.map((sink) => sink.health()));
  }

  async report(): Promise<AuditRetentionResponse> {
    const { max_age: maxAge, max_events: maxEvents } = this.config.retention;
    const oldest = await this.retention.oldestEvent();
    return {
      max_age: maxAge || null,
      max_events: maxEvents || null,
      oldest_event: oldest === null ? null : new Date(oldest).toISOString(),
      summary: retentionSummary(maxAge || null, maxEvents || null),
      sinks: await this.sinkHealth(),
    };
  }
}

/**
 * `/api/status` rows: retention with the oldest event kept, and one per sink (yellow while it
 * cannot deliver: the server still serves, events wait in the store).
 */
export function watchAuditStatus(
  core: CoreSetup,
  config: AuditSettings,
  operations: () => AuditOperations | undefined
): void {
  core.status.watch(AUDIT_RETENTION_STATUS_ID, async () => {
    const ops = operations();
    if (!ops) return { state: 'uninitialized', message: 'The audit log has not started' };
    const report = await ops.report();
    const oldest = report.oldest_event
      ? `the oldest event kept is from ${report.oldest_event}`
      : 'no event is kept yet';
    return { state: 'green', message: `${report.summary} Now ${oldest}.` };
  });
  config.sinks.forEach((sink, index) => {
    core.status.watch(auditSinkStatusId(sink), async () => {
      const ops = operations();
      if (!ops) return { state: 'uninitialized', message: 'The audit sink has not started' };
      const health = await ops.sinks[index].health();
      // Over TCP, TLS and UDP nothing is acknowledged: the row says "sent", never "delivered".
      const acknowledged = health.delivered !== undefined;
      const through = acknowledged ? `${health.delivered} delivered` : `${health.sent ?? 0} sent (unacknowledged)`;
      const counts = `${health.queued} queued, ${health.dropped} dropped, ${through}`;
      const verb = acknowledged ? 'deliver' : 'send';
      if (health.state === 'down') {
        return { state: 'yellow', message: `Cannot ${verb} audit events (${health.last_error ?? 'other'}): ${counts}` };
      }
      if (health.state === 'idle') return { state: 'green', message: `Another process ${verb}s: ${counts}` };
      return { state: 'green', message: `${acknowledged ? 'Delivering' : 'Sending'} audit events: ${counts}` };
    });
  });
}
