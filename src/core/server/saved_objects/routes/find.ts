import { Type } from '@sinclair/typebox';
import type { IRouter } from '../../http/types';
import { badRequest } from '../errors';
import { MAX_PER_PAGE } from '../find/find_query';
import type { FindOptions, SavedObjectsServiceStart } from '../types';
import { isPlainObject } from '../validation';
import { requestedTenants } from './readable_tenants';
import { fieldsSchema, flagSchema, strictObject, typeSchema } from './schemas';

// Enums are `enum` keywords (not unions of literals): a wrong value is answered "must be one of: …".
const querystring = strictObject(
  {
    type: Type.Array(typeSchema, { minItems: 1, maxItems: 100 }),
    page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE }),
    search: Type.String({ maxLength: 1000 }),
    search_fields: fieldsSchema,
    default_search_operator: Type.Unsafe<'AND' | 'OR'>({ type: 'string', enum: ['AND', 'OR'], default: 'OR' }),
    sort_field: Type.String({ minLength: 1, maxLength: 200 }),
    sort_order: Type.Unsafe<'asc' | 'desc'>({ type: 'string', enum: ['asc', 'desc'] }),
    fields: fieldsSchema,
    has_reference: Type.String({ maxLength: 10000 }),
    filter: Type.String({ maxLength: 4000 }),
    // Accepted for clients written against a multi-space server; objects here live in tenants.
    namespaces: Type.Array(Type.String({ pattern: '^(\\*|[a-z0-9_-]{1,100})$' }), { maxItems: 100 }),
    preference: Type.String({ maxLength: 200 }),
    // Repeated (`tenants=global&tenants=team1`): tenant names may hold commas.
    tenants: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 }),
    // Only protected objects someone else owns and shared with the caller (issue 72).
    shared_with_me: flagSchema,
  },
  ['type']
);

const HAS_REFERENCE_HELP =
  '[has_reference]: must be JSON like {"type":"index-pattern","id":"some-id"} or a list of those';

function parseHasReference(text: string): FindOptions['hasReference'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(HAS_REFERENCE_HELP);
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const valid =
    list.length > 0 &&
    list.length <= 100 &&
    list.every(
      (ref) =>
        isPlainObject(ref) &&
        Object.keys(ref).every((key) => key === 'type' || key === 'id') &&
        typeof ref.type === 'string' &&
        typeof ref.id === 'string'
    );
  if (!valid) throw badRequest(HAS_REFERENCE_HELP);
  return parsed as FindOptions['hasReference'];
}

/**
 * GET /api/saved_objects/_find: one page of the tenant's objects with the total count.
 * With `tenants` (wire names: 'global', 'private', a custom name; repeated for several), one page
 * over those tenants instead, each object carrying its `tenant`: only for callers the registered
 * readable tenants resolver allows (security: administrators), and only over tenants it lists;
 * anything else is 403 (see `requestedTenants`).
 */
export function registerFindRoute(router: IRouter, start: SavedObjectsServiceStart) {
  router.get({ path: '/api/saved_objects/_find', validate: { query: querystring } }, async (request) => {
    const q = request.query;
    const options: FindOptions = {
      type: q.type,
      page: q.page,
      perPage: q.per_page,
      search: q.search,
      searchFields: q.search_fields,
      defaultSearchOperator: q.default_search_operator,
      sortField: q.sort_field,
      sortOrder: q.sort_order,
      fields: q.fields,
      hasReference: q.has_reference === undefined ? undefined : parseHasReference(q.has_reference),
      filter: q.filter,
      sharedWithMe: q.shared_with_me,
    };
    if (q.tenants) return start.findInTenants(request, await requestedTenants(request, start, q.tenants), options);
    const client = await start.getScopedClient(request);
    return client.find(options);
  });
}
