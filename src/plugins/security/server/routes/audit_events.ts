/**
 * GET /api/v1/audit/events?page&per_page&category&user&from&to: the audit log, newest first, as
 * `{ total, events }`, for callers who may use the audit endpoint. `from` and `to` (inclusive) are ISO
 * 8601 times or milliseconds since 1970.
 */
import { HttpError, type IRouter } from '../../../../core/server';
import {
  AUDIT_CATEGORIES,
  AUDIT_EVENTS_DEFAULT_PER_PAGE,
  AUDIT_EVENTS_MAX_PER_PAGE,
  AUDIT_EVENTS_PATH,
  type AuditCategory,
  type AuditEventsResponse,
} from '../../common/audit';
import { AUDIT_OUTCOMES, type AuditOutcome } from '../../common/audit_insights';
import { resolveTime } from '../audit/date_math';
import { securityApiRoute, type ConfigurationRouteDeps } from './configuration/types';

interface AuditEventsQuery {
  page?: number;
  per_page?: number;
  category?: AuditCategory;
  user?: string;
  from?: string;
  to?: string;
  address?: string;
  auth_type?: string;
  tenant?: string;
  outcome?: AuditOutcome;
}

const TIME = { type: 'string', minLength: 1, maxLength: 40 };

const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: AUDIT_EVENTS_MAX_PER_PAGE },
    category: { type: 'string', enum: [...AUDIT_CATEGORIES] },
    user: { type: 'string', minLength: 1, maxLength: 1024 },
    from: TIME,
    to: TIME,
    address: { type: 'string', minLength: 1, maxLength: 1024 },
    auth_type: { type: 'string', minLength: 1, maxLength: 1024 },
    tenant: { type: 'string', minLength: 1, maxLength: 1024 },
    outcome: { type: 'string', enum: [...AUDIT_OUTCOMES] },
  },
};

/**
 * Milliseconds since 1970 from ISO 8601, milliseconds, or date math on now (`now-24h`, as the
 * audit events page's date picker sends); 400 naming the field otherwise.
 */
export function parseTime(field: 'from' | 'to', value: string, now: number = Date.now()): number {
  const ms = resolveTime(value, now, field === 'to');
  if (ms === undefined) throw new HttpError(400, `[${field}] must be an ISO 8601 time or milliseconds since 1970`);
  return ms;
}

export function registerAuditEventRoutes(router: IRouter, deps: ConfigurationRouteDeps & { now?: () => number }): void {
  router.get<unknown, AuditEventsQuery>(
    { path: AUDIT_EVENTS_PATH, options: securityApiRoute(['audit']), validate: { query: querySchema } },
    async (request): Promise<AuditEventsResponse> => {
      const { page = 1, per_page: perPage = AUDIT_EVENTS_DEFAULT_PER_PAGE, category, user, from, to } = request.query;
      const now = (deps.now ?? Date.now)();
      const fromMs = from === undefined ? undefined : parseTime('from', from, now);
      const toMs = to === undefined ? undefined : parseTime('to', to, now);
      const { address, auth_type: authType, tenant, outcome } = request.query;
      if (fromMs !== undefined && toMs !== undefined && fromMs > toMs)
        throw new HttpError(400, '[from] must not be after [to]');
      return deps.backend.searchAuditEvents({
        page,
        per_page: perPage,
        ...(category ? { category } : {}),
        ...(user !== undefined ? { user } : {}),
        ...(fromMs !== undefined ? { from: fromMs } : {}),
        ...(toMs !== undefined ? { to: toMs } : {}),
        ...(address !== undefined ? { address } : {}),
        ...(authType !== undefined ? { auth_type: authType } : {}),
        ...(tenant !== undefined ? { tenant } : {}),
        ...(outcome !== undefined ? { outcome } : {}),
      });
    }
  );
}
