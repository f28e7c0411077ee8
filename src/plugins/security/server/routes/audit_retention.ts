/**
 * GET /api/v1/audit/retention: how long audit events are kept, the oldest one kept, and each
 * sink's delivery health, for callers who may use the audit endpoint (the Audit logging page).
 */
import type { I18nServiceSetup, IRouter } from '../../../../core/server';
import { AUDIT_RETENTION_PATH } from '../../common/audit_retention';
import { AuditRetentionResponseSchema } from '../../common/schemas/audit';
import type { AuditOperations } from '../audit/audit_operations';
import { securityApiRoute } from './configuration/types';

/** The summary is a sentence the page shows: it comes in the reader's language. */
export function registerAuditRetentionRoutes(
  router: IRouter,
  operations: () => AuditOperations,
  i18n: Pick<I18nServiceSetup, 'translatorFor'>
): void {
  router.get(
    {
      path: AUDIT_RETENTION_PATH,
      options: securityApiRoute(['audit']),
      validate: {},
      response: { 200: AuditRetentionResponseSchema },
    },
    async (request) => operations().report(await i18n.translatorFor(request))
  );
}
