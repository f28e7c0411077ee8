/**
 * The five entry resources: GET list, GET one, POST create-or-update (`?create_only=true`: create,
 * 409 when the name is taken), DELETE, each under `/api/v1/configuration/{resource}`, in the
 * OpenSearch security REST API's shapes. Routes are
 * static per resource (not `:resource`) so each carries its own body schema, and any other
 * resource name falls through to core's 404.
 */
import { HttpError, type IRouter, type OsdRequest, type OsdResponse } from '../../../../../core/server';
import { validateResourceName } from '../../../common/resource_name';
import { ENTRY_LIST_MAX_PER_PAGE, GLOBAL_TENANT_NAME } from '../../../common/constants';
import type { TSchema } from '@sinclair/typebox';
import {
  EntryListQuerySchema,
  EntryNameParamsSchema,
  entryResponseSchemas,
  EntryWriteResponseSchema,
  MAX_SEARCH_LENGTH,
  TenantListQuerySchema,
  UpsertQuerySchema,
} from '../../../common/schemas/entries';
import { apiBodySchemas } from '../../../common/schemas/entry_bodies';
import { entryOperations, entryWriteJudge, type EntryWrites } from '../../operations';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

export const ENTRY_RESOURCES = ['roles', 'rolesmapping', 'actiongroups', 'internalusers', 'tenants'] as const;
export type EntryResource = (typeof ENTRY_RESOURCES)[number];

/**
 * Lists are always paged on the server: without `per_page` a caller gets the first 1,000 entries
 * (and `total`), so a store with 100,000 users never answers with all of them at once.
 */
export const DEFAULT_PER_PAGE = ENTRY_LIST_MAX_PER_PAGE;
export const MAX_PER_PAGE = ENTRY_LIST_MAX_PER_PAGE;
export { MAX_SEARCH_LENGTH };

export const HASH_REFUSED_MESSAGE = '[hash] cannot be set through the API: send [password] instead';

/**
 * The API body schema of a resource. A user's `hash` passes the schema only so the handler can
 * refuse it with its own message: it would set a password that never passed the password rule
 * (and that the administrator may not even know).
 */
export function entryBodySchema(kind: EntryResource): TSchema {
  return apiBodySchemas[kind];
}

function checkName(name: string): void {
  const problem = validateResourceName(name);
  if (problem) throw new HttpError(400, `[name] ${problem}`);
}

/**
 * `data` is an object keyed by name, as OpenSearch answers; it is written by hand so the entries
 * keep the requested order on the wire (a JS object would move names like "10" to the front).
 */
function sendList(response: OsdResponse, total: number, items: Array<{ name: string; entry: unknown }>) {
  const data = items.map(({ name, entry }) => `${JSON.stringify(name)}:${JSON.stringify(entry)}`).join(',');
  response.type('application/json; charset=utf-8');
  return `{"total":${total},"data":{${data}}}`;
}

function registerEntryResource<K extends EntryResource>(router: IRouter, deps: ConfigurationRouteDeps, kind: K) {
  const base = `/api/v1/configuration/${kind}`;
  // Each resource is its own endpoint: `restapi:admin/tenants` opens the tenants and nothing else.
  const options = securityApiRoute([kind]);

  // The tenants also take `without_global`: the Tenants page pins the global tenant above the rest.
  const listQuery = kind === 'tenants' ? TenantListQuerySchema : EntryListQuerySchema;
  router.get({ path: base, options, validate: { query: listQuery } }, async (request, response) => {
    const { page = 1, per_page: perPage = DEFAULT_PER_PAGE, search, sort, order } = request.query;
    const listOptions = {
      ...(search ? { search } : {}),
      ...(sort ? { sort_field: sort } : {}),
      ...(order ? { sort_order: order } : {}),
    };
    const withoutGlobal = kind === 'tenants' && (request.query as { without_global?: boolean }).without_global === true;
    const result = await entryOperations.list(await deps.callerFor(request), kind, {
      ...listOptions,
      ...(withoutGlobal ? { except: GLOBAL_TENANT_NAME } : {}),
      page,
      per_page: perPage,
    });
    return sendList(response, result.total, result.items);
  });

  const entrySchema: TSchema = entryResponseSchemas[kind];
  // The schema is the second guard: even a hash the backend answered would not be serialized.
  router.get(
    { path: `${base}/:name`, options, validate: { params: EntryNameParamsSchema }, response: { 200: entrySchema } },
    async (request) => {
      checkName(request.params.name);
      return entryOperations.get(await deps.callerFor(request), kind, request.params.name);
    }
  );

  // Each write is written once, over the writes it is given: the operations run it, and the
  // operations' judge (entryWriteJudge) is its permission dry run, which writes nothing.
  const upsert =
    (writes: EntryWrites) =>
    async (request: OsdRequest<{ name: string }, { create_only?: boolean }>, response: OsdResponse) => {
      const { name } = request.params;
      checkName(name);
      const body = request.body as Record<string, unknown>;
      if (kind === 'internalusers' && body && typeof body === 'object' && 'hash' in body)
        throw new HttpError(400, HASH_REFUSED_MESSAGE);
      const caller = await deps.callerFor(request);
      const { created } =
        request.query.create_only === true
          ? await writes.upsert(caller, kind, name, body as never, { createOnly: true })
          : await writes.upsert(caller, kind, name, body as never);
      response.status(created ? 201 : 200);
      return { status: created ? 'CREATED' : 'OK', message: `'${name}' ${created ? 'created' : 'updated'}.` };
    };
  router.post(
    {
      path: `${base}/:name`,
      options,
      validate: { params: EntryNameParamsSchema, query: UpsertQuerySchema, body: entryBodySchema(kind) },
      response: { 200: EntryWriteResponseSchema, 201: EntryWriteResponseSchema },
      dryRun: upsert(entryWriteJudge),
    },
    upsert(entryOperations)
  );

  const remove = (writes: EntryWrites) => async (request: OsdRequest<{ name: string }>) => {
    const { name } = request.params;
    checkName(name);
    await writes.delete(await deps.callerFor(request), kind, name);
    return { status: 'OK', message: `'${name}' deleted.` };
  };
  router.delete(
    {
      path: `${base}/:name`,
      options,
      validate: { params: EntryNameParamsSchema },
      response: { 200: EntryWriteResponseSchema },
      dryRun: remove(entryWriteJudge),
    },
    remove(entryOperations)
  );
}

export function registerEntryRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  for (const kind of ENTRY_RESOURCES) registerEntryResource(router, deps, kind);
}
