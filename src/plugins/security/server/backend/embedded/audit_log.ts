/**
 * The audit log in the store's append-only `security_audit_events` table: writes the events the
 * audit settings ask for and pages through them.
 */
import type { Kysely, Selectable } from 'kysely';
import {
  AUDIT_CATEGORIES,
  AUDIT_EVENTS_DEFAULT_PER_PAGE,
  AUDIT_EVENTS_MAX_PER_PAGE,
  COMPLIANCE_CONFIG_WRITE,
  type AuditCategory,
  type AuditEvent,
} from '../../../common/audit';
import type { AuditFilters } from '../../../common/audit_insights';
import type { StoreDialect } from '../../../../../core/server';
import { badRequest } from '../errors';
import type { AuditActor, AuditEventInput, AuditPage, AuditQuery } from '../types';
import {
  loggableBody,
  loggableHeaders,
  shouldLogConfigWrite,
  shouldLogRest,
  withoutSecrets,
  type AuditSettings,
} from './audit_policy';
import { jsonDiff } from './json_diff';
import { MAX_TIME, countAuditEvents } from './audit_aggregate';
import { conditions } from './audit_aggregate_sql';
import type { AuditTables } from './audit_tables';
import { StoreAuditSink } from './audit_store_sink';
import type { AuditSink } from '../audit_sink';

/** One change to the security configuration, for the compliance log. */
export interface ConfigChange {
  /** 'internalusers', 'roles', …, or a document: 'config', 'audit', 'allowlist'. */
  resource: string;
  name: string;
  /** The public form (never a hash); undefined when it did not exist (before) or no longer does (after). */
  before: unknown;
  after: unknown;
  /** Facts that are not in the entry itself, e.g. that a password was set. */
  extra?: Record<string, unknown>;
}

export type { AuditTables } from './audit_tables';

type EventRow = Selectable<AuditTables['security_audit_events']>;

const toEvent = (row: EventRow): AuditEvent => {
  // The request id is kept in the details' JSON (no column of its own) and read back beside them.
  const { request_id: requestId, ...details } = JSON.parse(row.details) as Record<string, unknown>;
  return {
    id: row.id,
    timestamp: new Date(row.timestamp).toISOString(),
    category: row.category,
    layer: row.layer,
    user: row.user,
    remote_address: row.remote_address,
    method: row.method,
    path: row.path,
    ...(typeof requestId === 'string' ? { request_id: requestId } : {}),
    details,
  };
};

export class AuditLog {
  private readonly sinks: AuditSink[];

  constructor(
    private readonly db: Kysely<AuditTables>,
    private readonly dialect: StoreDialect,
    private readonly now: () => number,
    /** Sinks after the store (syslog…), each handed every event the store keeps. */
    forward: readonly AuditSink[] = [],
    /** Told of each event written (the `audit_events_total` metric). */
    private readonly written?: (category: string) => void
  ) {
    this.sinks = [new StoreAuditSink(), ...forward];
  }

  /** Writes a REST-layer event when the settings ask for it; headers and body only as they allow. */
  async record(settings: AuditSettings, event: AuditEventInput): Promise<void> {
    const { request } = event;
    if (!shouldLogRest(settings, event.category, event.user, request.path)) return;
    const details = { ...(withoutSecrets(event.details ?? {}) as Record<string, unknown>) };
    if (request.headers) details.request_headers = loggableHeaders(request.headers, settings.excludeSensitiveHeaders);
    if (settings.logRequestBody && request.body !== undefined) {
      const body = loggableBody(request.body);
      if (body !== undefined) details.request_body = body;
    }
    await this.write(this.db, event.category, event.user, request, details);
  }

  /**
   * Writes a configuration change when compliance logging asks for it: what and who always,
   * with `write_log_diffs` the JSON Patch from before to after, else with `write_metadata_only`
   * off the new content. Both sides lose their secrets first. `db` is the transaction of the
   * change, so the event commits with it.
   */
  async recordChange(
    db: Kysely<any>,
    current: AuditSettings,
    actor: AuditActor,
    change: ConfigChange,
    previous?: AuditSettings
  ): Promise<void> {
    const logs = (settings: AuditSettings | undefined) =>
      !!settings && shouldLogConfigWrite(settings, actor.user, actor.request.path);
    const settings = logs(current) ? current : logs(previous) ? previous! : undefined;
    if (!settings) return;
    const before = change.before === undefined ? undefined : withoutSecrets(change.before);
    const after = change.after === undefined ? undefined : withoutSecrets(change.after);
    const operation = before === undefined ? 'create' : after === undefined ? 'delete' : 'update';
    const details: Record<string, unknown> = {
      resource: change.resource,
      name: change.name,
      operation,
      ...(change.extra ?? {}),
    };
    if (settings.writeLogDiffs) details.diff = jsonDiff(before, after);
    else if (!settings.writeMetadataOnly && after !== undefined) details.content = after;
    await this.write(db as Kysely<AuditTables>, COMPLIANCE_CONFIG_WRITE, actor.user, actor.request, details);
  }

  async search(query: AuditQuery): Promise<AuditPage> {
    const { page = 1, per_page: perPage = AUDIT_EVENTS_DEFAULT_PER_PAGE, category, user, from, to } = query;
    if (!Number.isInteger(page) || page < 1) throw badRequest('[page] must be a whole number of 1 or more');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > AUDIT_EVENTS_MAX_PER_PAGE) {
      throw badRequest(`[per_page] must be a whole number from 1 to ${AUDIT_EVENTS_MAX_PER_PAGE}`);
    }
    if (category !== undefined && !AUDIT_CATEGORIES.includes(category)) {
      throw badRequest(`[category] must be one of: ${AUDIT_CATEGORIES.join(', ')}`);
    }
    for (const [field, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (value !== undefined && !Number.isFinite(value)) throw badRequest(`[${field}] must be a time`);
    }
    const given: AuditFilters = {
      category,
      user,
      address: query.address,
      auth_type: query.auth_type,
      tenant: query.tenant,
      outcome: query.outcome,
    };
    const filters = Object.fromEntries(
      Object.entries(given).filter(([, value]) => value !== undefined)
    ) as AuditFilters;
    const filtered = this.db
      .selectFrom('security_audit_events')
      .where((eb) => eb.and(conditions(from ?? 0, to ?? MAX_TIME, filters)));
    // The page and the total at once: the total reads the roll-ups, not every event in the range.
    const [total, rows] = await Promise.all([
      countAuditEvents(this.db, this.dialect, from, to, filters),
      filtered
        .selectAll()
        .orderBy('timestamp', 'desc')
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
    ]);
    return { total, events: rows.map(toEvent) };
  }

  private async write(
    db: Kysely<AuditTables>,
    category: AuditCategory,
    user: string | null,
    request: AuditActor['request'],
    details: Record<string, unknown>
  ): Promise<void> {
    let event: AuditEvent = {
      id: 0,
      timestamp: new Date(this.now()).toISOString(),
      category,
      layer: 'REST',
      user,
      // Core captures these when the request arrives; a missing one (a caller outside core)
      // is stored empty rather than losing the event on the NOT NULL columns.
      remote_address: request.remote_address ?? '',
      method: request.method ?? '',
      path: request.path ?? '',
      // The request id joins the event to the request log's line.
      ...(request.request_id ? { request_id: request.request_id } : {}),
      details,
    };
    // The store first: it gives the event its id, which the other sinks ship with it.
    for (const sink of this.sinks) event = await sink.accept(db, event);
    this.written?.(category);
  }
}
