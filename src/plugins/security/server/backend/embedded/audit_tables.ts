import type { Generated } from 'kysely';
import type { AuditCategory } from '../../../common/audit';

/** The append-only audit table (migration security:0002-audit-events; auth_type and tenant: 0012). */
export interface AuditTables {
  security_audit_events: {
    id: Generated<number>;
    timestamp: number;
    category: AuditCategory;
    layer: 'REST';
    user: string | null;
    remote_address: string;
    method: string;
    path: string;
    details: string;
    /** Copies of `details.auth_type` and `details.tenant`, for counting (audit_aggregate.ts). */
    auth_type: string | null;
    tenant: string | null;
  };
}
