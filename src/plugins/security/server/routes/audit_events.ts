/**
 * GET /api/v1/audit/events?page&per_page&category&user&from&to: the audit log, newest first, as
 * `{ total, events }`, for callers who may use the audit endpoint. `from` and `to` (inclusive) are ISO
 * 8601 times or milliseconds since 1970.
 */
import type { IRouter } from '../../../../core/server';
import { AUDIT_EVENTS_DEFAULT_PER_PAGE, AUDIT_EVENTS_PATH } from '../../common/audit';
import { AuditEventsQuerySchema, AuditEventsResponseSchema } from '../../common/schemas/audit';
import { AUDIT_LOG, requirePart } from '../backend/capabilities';
import { definedOnly, timeRange } from './query_filters';
import { securityApiRoute, type ConfigurationRouteDeps } from './configuration/types';

export function registerAuditEventRoutes(router: IRouter, deps: ConfigurationRouteDeps & { now?: () => number }): void {
  router.get(
    {
      path: AUDIT_EVENTS_PATH,
      options: securityApiRoute(['audit']),
      validate: { query: AuditEventsQuerySchema },
      response: { 200: AuditEventsResponseSchema },
    },
    async (request) => {
      const { page = 1, per_page: perPage = AUDIT_EVENTS_DEFAULT_PER_PAGE, category, user, from, to } = request.query;
      const { address, auth_type, tenant, outcome } = request.query;
      return requirePart((await deps.backendFor(request)).auditLog, AUDIT_LOG).searchAuditEvents({
        page,
        per_page: perPage,
        ...definedOnly({ category, user, address, auth_type, tenant, outcome }),
        ...timeRange(from, to, (deps.now ?? Date.now)()),
      });
    }
  );
}
