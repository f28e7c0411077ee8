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
import { securityApiRoute, type ConfigurationRouteDeps } from './configuration/types';

interface AuditEventsQuery {
  page?: number;
  per_page?: number;
  category?: AuditCategory;
  user?: string;
  from?: string;
  to?: string;
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
  },
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Milliseconds since 1970 from either spelling; 400 naming the field otherwise. */
export function parseTime(field: 'from' | 'to', value: string): number {
  const ms = /^\d{1,15}$/.test(value) ? Number(value) : ISO_TIME.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms)) throw new HttpError(400, `[${field}] must be an ISO 8601 time or milliseconds since 1970`);
  return ms;
}

export function registerAuditEventRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  router.get<unknown, AuditEventsQuery>(
    { path: AUDIT_EVENTS_PATH, options: securityApiRoute(['audit']), validate: { query: querySchema } },
    async (request): Promise<AuditEventsResponse> => {
      const { page = 1, per_page: perPage = AUDIT_EVENTS_DEFAULT_PER_PAGE, category, user, from, to } = request.query;
      const fromMs = from === undefined ? undefined : parseTime('from', from);
      const toMs = to === undefined ? undefined : parseTime('to', to);
      if (fromMs !== undefined && toMs !== undefined && fromMs > toMs)
        throw new HttpError(400, '[from] must not be after [to]');
      return deps.backend.searchAuditEvents({
        page,
        per_page: perPage,
        ...(category ? { category } : {}),
        ...(user !== undefined ? { user } : {}),
        ...(fromMs !== undefined ? { from: fromMs } : {}),
        ...(toMs !== undefined ? { to: toMs } : {}),
      });
    }
  );
}
