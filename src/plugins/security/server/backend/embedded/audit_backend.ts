import type { AuditConfig } from '../../../common/types';
import { badRequest } from '../errors';
import type { AuditAggregateResponse } from '../../../common/audit_insights';
import type { AuditActor, AuditAggregateQuery, AuditBackend, AuditEventInput, AuditPage, AuditQuery } from '../types';
import { checkAuditApi, formatProblems } from '../validation';
import { aggregateAuditEvents } from './audit_aggregate';
import type { AuditTables } from './audit_log';
import { notRecordedCategories } from './audit_policy';
import type { BackendContext } from './backend_context';

/** The audit configuration (a stored document) and the audit log (audit_log.ts). */
export class EmbeddedAudit implements AuditBackend {
  constructor(private readonly ctx: BackendContext) {}

  async getAuditConfig(): Promise<{ readonly: string[]; config: AuditConfig }> {
    const config = (await this.ctx.repository.getDocument<AuditConfig>('audit')) ?? {
      enabled: false,
      audit: {},
      compliance: {},
    };
    return {
      readonly: [],
      config: {
        ...config,
        enabled: config.enabled === true,
        audit: config.audit ?? {},
        compliance: config.compliance ?? {},
      },
    };
  }

  async updateAuditConfig(config: AuditConfig, actor?: AuditActor): Promise<void> {
    const problems = checkAuditApi(config);
    if (problems.length) throw badRequest(formatProblems(problems));
    // Turning audit logging off is logged too: under the settings it had until then.
    await this.ctx.writeDocument('audit', config, actor, (await this.ctx.current()).audit);
  }

  async audit(event: AuditEventInput): Promise<void> {
    await this.ctx.auditLog.record((await this.ctx.current()).audit, event);
  }

  async searchAuditEvents(query: AuditQuery): Promise<AuditPage> {
    return this.ctx.auditLog.search(query);
  }

  /** The counts, and which categories the current settings leave out (a chart of them stays empty). */
  async aggregateAuditEvents(query: AuditAggregateQuery): Promise<AuditAggregateResponse> {
    const [answer, snapshot] = await Promise.all([
      aggregateAuditEvents(this.ctx.store.kysely<AuditTables>(), this.ctx.store.dialect, query),
      this.ctx.current(),
    ]);
    const notRecorded = notRecordedCategories(snapshot.audit);
    return notRecorded.length ? { ...answer, not_recorded: notRecorded } : answer;
  }
}
