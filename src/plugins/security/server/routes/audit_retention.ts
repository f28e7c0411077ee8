/**
 * GET /api/v1/audit/retention: how long audit events are kept, the oldest one kept, and each
 * sink's delivery health, for callers who may use the audit endpoint (the Audit logging page).
 */
import type { IRouter } from '../../../../core/server';
import { AUDIT_RETENTION_PATH } from '../../common/audit_retention';
import { AuditRetentionResponseSchema } from '../../common/schemas/audit';
import type { AuditOperations } from '../audit/audit_operations';
import { securityApiRoute } from './configuration/types';

export function registerAuditRetentionRoutes(router: IRouter, operations: () => AuditOperations): void {
  router.get(
    {
      path: AUDIT_RETENTION_PATH,
      options: securityApiRoute(['audit']),
      validate: {},
      response: { 200: AuditRetentionResponseSchema },
    },
    async () => operations().report()
  );
}
