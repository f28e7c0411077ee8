/**
 * The five entry resources: GET list, GET one, POST create-or-update, DELETE, each under
 * `/api/v1/configuration/{resource}`, in the OpenSearch security REST API's shapes. Routes are
 * static per resource (not `:resource`) so each carries its own body schema, and any other
 * resource name falls through to core's 404.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../../../../core/server/http/http_error';
import { validateResourceName } from '../../../common/resource_name';
import { ENTRY_LIST_MAX_PER_PAGE } from '../../../common/constants';
import type { EntryByKind, EntryListQuery } from '../../../common/types';
import { apiBodySchemas } from '../../backend/schemas';
import { assertValidRequest } from './route_validation';
import { guarded, type ConfigurationRouteDeps } from './types';

export const ENTRY_RESOURCES = ['roles', 'rolesmapping', 'actiongroups', 'internalusers', 'tenants'] as const;
export type EntryResource = (typeof ENTRY_RESOURCES)[number];

/**
 * Lists are always paged on the server: without `per_page` a caller gets the first 1,000 entries
 * (and `total`), so a store with 100,000 users never answers with all of them at once.
 */
export const DEFAULT_PER_PAGE = ENTRY_LIST_MAX_PER_PAGE;
export const MAX_PER_PAGE = ENTRY_LIST_MAX_PER_PAGE;
export const MAX_SEARCH_LENGTH = 1000;

export const HASH_REFUSED_MESSAGE = '[hash] cannot be set through the API: send [password] instead';

type ListQuery = EntryListQuery;

const listQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE },
    search: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
    sort: { type: 'string', enum: ['name', 'description'] },
    order: { type: 'string', enum: ['asc', 'desc'] },
  },
  additionalProperties: false,
};

/**
 * The API body schema of a resource. A user's `hash` is refused: it would set a password that
 * never passed the password rule (and that the administrator may not even know).
 */
export function entryBodySchema(kind: EntryResource): Record<string, unknown> {
  const schema = apiBodySchemas[kind];
  if (kind !== 'internalusers') return schema;
  const { hash: _hash, ...properties } = schema.properties as Record<string, unknown>;
  return { ...schema, properties };
}

/** Whatever the backend answers, a user's hash or password never leaves through these routes. */
function withoutSecrets<K extends EntryResource>(kind: K, entry: EntryByKind[K]): EntryByKind[K] {
  if (kind !== 'internalusers') return entry;
  const { hash: _hash, password: _password, ...rest } = entry as EntryByKind[K] & { hash?: unknown; password?: unknown };
  return rest as EntryByKind[K];
}

function checkName(name: string): void {
  const problem = validateResourceName(name);
  if (problem) throw new HttpError(400, `[name] ${problem}`);
}

/**
 * `data` is an object keyed by name, as OpenSearch answers; it is written by hand so the entries
 * keep the requested order on the wire (a JS object would move names like "10" to the front).
 */
function sendList(reply: FastifyReply, total: number, items: Array<{ name: string; entry: unknown }>) {
  const data = items.map(({ name, entry }) => `${JSON.stringify(name)}:${JSON.stringify(entry)}`).join(',');
  return reply.type('application/json; charset=utf-8').send(`{"total":${total},"data":{${data}}}`);
}

function registerEntryResource<K extends EntryResource>(server: FastifyInstance, deps: ConfigurationRouteDeps, kind: K) {
  const { backend } = deps;
  const base = `/api/v1/configuration/${kind}`;
  const options = guarded(deps);

  server.get<{ Querystring: ListQuery }>(base, { ...options, schema: { querystring: listQuerySchema } }, async (request, reply) => {
    assertValidRequest(request);
    const { page = 1, per_page: perPage = DEFAULT_PER_PAGE, search, sort, order } = request.query;
    const result = await backend.list(kind, {
      page,
      per_page: perPage,
      ...(search ? { search } : {}),
      ...(sort ? { sort_field: sort } : {}),
      ...(order ? { sort_order: order } : {}),
    });
    const items = result.items.map(({ name, entry }) => ({ name, entry: withoutSecrets(kind, entry) }));
    return sendList(reply, result.total, items);
  });

  server.get<{ Params: { name: string } }>(`${base}/:name`, options, async (request) => {
    checkName(request.params.name);
    return withoutSecrets(kind, await backend.get(kind, request.params.name));
  });

  server.post<{ Params: { name: string }; Body: Record<string, unknown> }>(
    `${base}/:name`,
    { ...options, schema: { body: entryBodySchema(kind) } },
    async (request, reply) => {
      const { name } = request.params;
      checkName(name);
      const body = request.body;
      if (kind === 'internalusers' && body && typeof body === 'object' && 'hash' in body) throw new HttpError(400, HASH_REFUSED_MESSAGE);
      assertValidRequest(request);
      const { created } = await backend.upsert(kind, name, body as never, deps.actor?.(request));
      return reply
        .code(created ? 201 : 200)
        .send({ status: created ? 'CREATED' : 'OK', message: `'${name}' ${created ? 'created' : 'updated'}.` });
    }
  );

  server.delete<{ Params: { name: string } }>(`${base}/:name`, options, async (request) => {
    const { name } = request.params;
    checkName(name);
    // Deleting oneself would end one's own session mid-task and can lock the last admin out.
    if (kind === 'internalusers' && name === (await deps.currentUser?.(request))) {
      throw new HttpError(403, 'You cannot delete the user you are signed in as.');
    }
    await backend.delete(kind, name, deps.actor?.(request));
    return { status: 'OK', message: `'${name}' deleted.` };
  });
}

export function registerEntryRoutes(server: FastifyInstance, deps: ConfigurationRouteDeps): void {
  for (const kind of ENTRY_RESOURCES) registerEntryResource(server, deps, kind);
}
