/**
 * GET /api/v1/audit/aggregate: counts of the audit log for the Security insights pages, for callers
 * who may use the audit endpoint (security administrators, and roles granted `audit`). Every
 * parameter is checked here; a bad one is a 400 that names it.
 */
import { Type } from '@sinclair/typebox';
import { HttpError, type IRouter } from '../../../../core/server';
import { AUDIT_CATEGORIES } from '../../common/audit';
import {
  AUDIT_AGGREGATE_PATH,
  AUDIT_AGGREGATE_TYPES,
  AUDIT_DEFAULT_FROM,
  AUDIT_DEFAULT_TO,
  AUDIT_OUTCOMES,
  AUDIT_TERM_FIELDS,
  AUDIT_TERMS_DEFAULT_SIZE,
  AUDIT_TERMS_MAX_SIZE,
  type AuditAggregateResponse,
  type AuditAggregateType,
  type AuditFilters,
  type AuditTermField,
} from '../../common/audit_insights';
import { LooseObject, NameQuerySchema, StringEnum, TimeQuerySchema } from '../../common/schemas/fields';
import { resolveTime } from '../audit/date_math';
import type { AuditAggregateQuery } from '../backend/types';
import { AUDIT_LOG, requirePart } from '../backend/capabilities';
import { securityApiRoute, type ConfigurationRouteDeps } from './configuration/types';

type AggregateParams = Partial<Record<AuditTermField | 'type' | 'field' | 'size' | 'from' | 'to', string>>;

const querySchema = LooseObject({
  type: StringEnum(AUDIT_AGGREGATE_TYPES),
  field: StringEnum(AUDIT_TERM_FIELDS),
  size: Type.String({ pattern: '^[0-9]{1,3}$' }),
  from: TimeQuerySchema,
  to: TimeQuerySchema,
  category: StringEnum(AUDIT_CATEGORIES),
  user: NameQuerySchema,
  address: NameQuerySchema,
  auth_type: NameQuerySchema,
  tenant: NameQuerySchema,
  outcome: StringEnum(AUDIT_OUTCOMES),
});

export interface AuditAggregateDeps extends ConfigurationRouteDeps {
  now: () => number;
}

function time(field: 'from' | 'to', value: string, now: number): number {
  const ms = resolveTime(value, now, field === 'to');
  if (ms === undefined) {
    throw new HttpError(
      400,
      `[${field}] must be an ISO 8601 time, milliseconds since 1970, or a time relative to now (now-24h)`
    );
  }
  return ms;
}

/** The validated query with its times resolved against `now`. */
export function aggregateQuery(params: AggregateParams, now: number): AuditAggregateQuery {
  const from = time('from', params.from ?? AUDIT_DEFAULT_FROM, now);
  const to = time('to', params.to ?? AUDIT_DEFAULT_TO, now);
  if (from > to) throw new HttpError(400, '[from] must not be after [to]');
  const filters: AuditFilters = {};
  for (const field of AUDIT_TERM_FIELDS) if (params[field] !== undefined) filters[field] = params[field];
  const type = (params.type ?? 'histogram') as AuditAggregateType;
  if (type === 'histogram') {
    if (params.field !== undefined) throw new HttpError(400, '[field] is only for type=terms');
    if (params.size !== undefined) throw new HttpError(400, '[size] is only for type=terms');
    return { type, from, to, filters };
  }
  if (params.field === undefined)
    throw new HttpError(400, `[field] is required for type=terms: one of ${AUDIT_TERM_FIELDS.join(', ')}`);
  const size = params.size === undefined ? AUDIT_TERMS_DEFAULT_SIZE : Number(params.size);
  if (!Number.isInteger(size) || size < 1 || size > AUDIT_TERMS_MAX_SIZE) {
    throw new HttpError(400, `[size] must be a whole number from 1 to ${AUDIT_TERMS_MAX_SIZE}`);
  }
  return { type, field: params.field as AuditTermField, size, from, to, filters };
}

export function registerAuditAggregateRoutes(router: IRouter, deps: AuditAggregateDeps): void {
  router.get(
    { path: AUDIT_AGGREGATE_PATH, options: securityApiRoute(['audit']), validate: { query: querySchema } },
    async (request): Promise<AuditAggregateResponse> =>
      requirePart((await deps.backendFor(request)).auditLog, AUDIT_LOG).aggregateAuditEvents(
        aggregateQuery(request.query, deps.now())
      )
  );
}
