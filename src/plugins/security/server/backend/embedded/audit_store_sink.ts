import type { Kysely } from 'kysely';
import type { AuditEvent } from '../../../common/audit';
import type { AuditTables } from './audit_tables';
import type { AuditSink, AuditSinkHealth } from '../audit_sink';

/** The store's audit table: the first sink, the one the Audit events page and the counts read. */
export class StoreAuditSink implements AuditSink {
  readonly name = 'store';
  private delivered = 0;

  async accept(db: Kysely<any>, event: AuditEvent): Promise<AuditEvent> {
    const { details } = event;
    const row = await (db as Kysely<AuditTables>)
      .insertInto('security_audit_events')
      .values({
        timestamp: Date.parse(event.timestamp),
        category: event.category,
        layer: event.layer,
        user: event.user,
        remote_address: event.remote_address,
        method: event.method,
        path: event.path,
        // No column for the request id: it is kept in the details and only read back.
        details: JSON.stringify(event.request_id ? { ...details, request_id: event.request_id } : details),
        auth_type: typeof details.auth_type === 'string' ? details.auth_type : null,
        tenant: typeof details.tenant === 'string' ? details.tenant : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.delivered++;
    return { ...event, id: Number(row.id) };
  }

  async health(): Promise<AuditSinkHealth> {
    return { name: this.name, type: 'store', state: 'up', queued: 0, dropped: 0, delivered: this.delivered };
  }
}
