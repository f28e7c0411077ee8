/**
 * Audit retention (`opensearch_security.audit.retention.*`) and the delivery health of the audit
 * sinks, as the server reports them (`GET /api/v1/audit/retention`) and the Audit logging page and
 * `/api/status` word them.
 */

export const AUDIT_RETENTION_PATH = '/api/v1/audit/retention';

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;
/** A retention age as written: a count and a unit (`90d`). */
export const RETENTION_AGE = /^([1-9]\d{0,5})(s|m|h|d|w)$/;

/** `90d`, `12h`, `2w` in milliseconds; undefined when the text is not such a duration. */
export function parseRetentionAge(text: string): number | undefined {
  const match = RETENTION_AGE.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** Why a sink is not delivering: a class of error, never its text (which may name hosts or secrets). */
export type AuditSinkErrorClass = 'connection_refused' | 'timeout' | 'tls' | 'dns' | 'closed' | 'other';

export interface AuditSinkHealth {
  /** `store`, or `syslog:<host>:<port>/<protocol>`. */
  name: string;
  type: 'store' | 'syslog';
  /** `up`: delivering; `down`: the receiver cannot be reached (events wait in the queue); `idle`: another process delivers. */
  state: 'up' | 'down' | 'idle';
  /** Events waiting for delivery. */
  queued: number;
  /** Events dropped because the queue was full (oldest first), since this process started. */
  dropped: number;
  /**
   * Events the receiver acknowledged since this process started: the store, and syslog over RELP.
   * Absent where nothing is acknowledged (syslog over TCP, TLS, UDP): those count `sent`.
   */
  delivered?: number;
  /** Events written to the connection since this process started, unacknowledged (syslog over TCP, TLS, UDP). */
  sent?: number;
  last_error?: AuditSinkErrorClass;
  /** ISO time of the last delivery (acknowledged), if any. */
  last_delivery?: string;
  /** ISO time of the last send (unacknowledged), if any. */
  last_sent?: string;
}

export interface AuditRetentionResponse {
  /** As configured (`90d`), or null: no age limit. */
  max_age: string | null;
  /** As configured, or null: no count limit. */
  max_events: number | null;
  /** ISO time of the oldest event kept, or null when the log is empty. */
  oldest_event: string | null;
  /** The sentence the Audit logging page shows, in the reader's language (server/audit/retention_texts.ts). */
  summary: string;
  sinks: AuditSinkHealth[];
}

/** `opensearch_security.audit.*` as checked (server/audit/audit_settings.ts). */
export interface AuditSettings {
  /** `max_age` as written (`90d`, '' for none) and in milliseconds (0: none); `max_events` 0: none. */
  retention: { max_age: string; max_age_ms: number; max_events: number; check_interval_ms: number };
  sinks: AuditSinkConfig[];
}

/** One entry of `opensearch_security.audit.sinks`, checked (`facility` as its number). */
export interface AuditSinkConfig {
  type: 'syslog';
  host: string;
  port: number;
  protocol: 'tcp' | 'tls' | 'udp' | 'relp';
  /** tls: the CA file's path ('' for the system's CAs). */
  ca: string;
  facility: number;
  max_queued: number;
}
