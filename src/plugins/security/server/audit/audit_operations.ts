/**
 * The audit log's operations (issue 39): retention's background purge and the sinks events are
 * shipped to, started with the embedded store, and what they report: the Audit logging page's
 * retention line (`GET /api/v1/audit/retention`), rows on `/api/status`, and `sinkHealth()` for
 * the metrics.
 */
import { localize, type CoreSetup, type Logger, type PluginStore, type Translator } from '../../../../core/server';
import {
  type AuditRetentionResponse,
  type AuditSettings,
  type AuditSinkConfig,
  type AuditSinkHealth,
} from '../../common/audit_retention';
import { AuditRetention } from './audit_retention';
import type { AuditStoreTables } from './migrations';
import type * as SyslogSinks from './sinks/syslog_sink';
import type { AuditSink } from '../backend/audit_sink';
import {
  auditNotStarted,
  retentionStatusMessage,
  retentionSummaryMessage,
  sinkHealthMessage,
  sinkNotStarted,
} from './retention_texts';

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
    // Delivery retries on the real clock (a test's fake clock may stand still). The syslog code
    // (TCP, TLS, UDP, RELP) is loaded only when dashboards.yml names a sink: most servers have none.
    this.sinks = [];
    if (config.sinks.length === 0) return;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
    const { SyslogAuditSink } = require('./sinks/syslog_sink') as typeof SyslogSinks;
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

  /** `summary` in the translator's language (the reader's). */
  async report(translator: Translator): Promise<AuditRetentionResponse> {
    const oldest = await this.oldestEvent();
    return {
      max_age: this.config.retention.max_age || null,
      max_events: this.config.retention.max_events || null,
      oldest_event: oldest,
      summary: localize(translator, this.summary()),
      sinks: await this.sinkHealth(),
    };
  }

  summary() {
    const { max_age: maxAge, max_events: maxEvents } = this.config.retention;
    return retentionSummaryMessage(maxAge || null, maxEvents || null);
  }

  /** ISO time of the oldest event kept, or null when the log is empty. */
  async oldestEvent(): Promise<string | null> {
    const oldest = await this.retention.oldestEvent();
    return oldest === null ? null : new Date(oldest).toISOString();
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
    if (!ops) return { state: 'uninitialized', message: auditNotStarted() };
    return { state: 'green', message: retentionStatusMessage(ops.summary(), await ops.oldestEvent()) };
  });
  config.sinks.forEach((sink, index) => {
    core.status.watch(auditSinkStatusId(sink), async () => {
      const ops = operations();
      if (!ops) return { state: 'uninitialized', message: sinkNotStarted() };
      const health = await ops.sinks[index].health();
      // Down is yellow: the server still serves, events wait in the store.
      return { state: health.state === 'down' ? 'yellow' : 'green', message: sinkHealthMessage(health) };
    });
  });
}
