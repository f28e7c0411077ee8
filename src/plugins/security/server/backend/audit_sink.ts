import type { Kysely } from 'kysely';
import type { AuditEvent } from '../../common/audit';
import type { AuditSinkHealth } from '../../common/audit_retention';

export type { AuditSinkHealth };

/**
 * Where audit events go (DESIGN 5a, "Audit sinks"): the store is one sink, syslog another. The
 * audit log hands every event it records to each sink in turn, the store first (which gives the
 * event its id), inside the writer's transaction when there is one: a sink that delivers later
 * queues the event there, so it is queued exactly when the event is stored.
 */
export interface AuditSink {
  /** `store`, or `syslog:<host>:<port>/<protocol>` (also the sink's key in the queue table). */
  readonly name: string;
  /** Takes one event; answers it as stored (the store sink fills in the id). */
  accept(db: Kysely<any>, event: AuditEvent): Promise<AuditEvent>;
  /** Delivery health for `/api/status`, the Audit logging page and the metrics (never a secret). */
  health(): Promise<AuditSinkHealth>;
  /** Begins delivering in the background (sinks that deliver later). */
  start?(): void;
  /** Stops delivering; what is queued stays queued. */
  stop?(): Promise<void>;
}
