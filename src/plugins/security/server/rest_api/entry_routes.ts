/**
 * `internalusers` (and the legacy `user`), `roles`, `rolesmapping`, `actiongroups`, `tenants`:
 * GET all / one, PUT, DELETE and JSON Patch (one entry or many), through the same operations as
 * the Security app's `/api/v1` (server/operations/), so validation, protected entries, the write
 * rule, history and audit are one code. What is here is upstream's shapes and texts.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { randomBytes } from 'crypto';
import { HttpError } from '../../../../core/server';
import { entryResponseSchemas, InternalUserSchema, RoleMappingSchema } from '../../common/schemas/entries';
import { StatusMessageSchema } from '../../common/schemas/fields';
import type { EntryByKind, EntryKind } from '../../common/types';
import type { EntryChange, UpsertBodyByKind } from '../backend/types';
import { entryOperations, entryWriteJudge, type EntryWrites } from '../operations';
import { sameJson } from '../backend/same_json';
import { isServiceAccount } from '../backend/service_accounts';
import { BCRYPT_HASH } from '../backend/validation';
import { patched, requireObject } from './request_body';
import { ok, saved } from './responses';
import type { RestApiRoute, RouteContext } from './types';

type Resource = Exclude<EntryKind, 'nodesdn'>;

/** How upstream names each resource in its messages (`role 'x' not found.`). */
const RESOURCE_NAMES: Record<Resource, string> = {
  internalusers: 'user',
  roles: 'role',
  rolesmapping: 'rolesmapping',
  actiongroups: 'actiongroup',
  tenants: 'tenant',
};

/** Missing and hidden entries answer alike, so a caller cannot learn that a hidden one exists. */
const notFound = (kind: Resource, name: string) => new HttpError(404, `${RESOURCE_NAMES[kind]} '${name}' not found.`);

/**
 * Upstream's texts for entries only securityadmin changes; the backend checks again inside its
 * write, so an entry protected meanwhile is refused too.
 */
function assertChangeable(name: string, entry: EntryByKind[Resource] | undefined): void {
  if (entry?.static) throw new HttpError(403, `Resource '${name}' is static.`);
  if (entry?.reserved) throw new HttpError(403, `Resource '${name}' is reserved.`);
}

/** Set by securityadmin only: a body may echo them back (as GET shows them) but never change them. */
const FLAGS = ['reserved', 'hidden', 'static'] as const;

/**
 * What GET shows of an entry, as upstream answers it: a user's hash never, but `hash: ""`; a role
 * mapping without `static` (upstream's mappings have no such flag).
 */
function shown(kind: Resource, entry: EntryByKind[Resource]): Record<string, unknown> {
  if (kind === 'internalusers') return { hash: '', ...entry };
  if (kind === 'rolesmapping') {
    const { static: _static, ...rest } = entry as EntryByKind['rolesmapping'];
    return rest;
  }
  if (kind === 'roles' && entry.reserved) {
    // Upstream's role has no application_permissions: the reserved roles' built-in grants stay off
    // this listener (they cannot be changed here anyway); a role an administrator gave them keeps them.
    const { application_permissions: _apps, ...rest } = entry as EntryByKind['roles'];
    return rest;
  }
  return { ...entry };
}

/**
 * The schema of what GET shows, the second guard beside `shown`: a user's `hash` is always
 * serialized as "" whatever the entry holds.
 */
const SHOWN_SCHEMAS: Record<Resource, TSchema> = {
  ...entryResponseSchemas,
  internalusers: Type.Object({ hash: Type.Literal(''), ...InternalUserSchema.properties }),
  rolesmapping: Type.Omit(RoleMappingSchema, ['static']),
};

/** The entry as a PUT body, for a patch to work on (flags and hash left out). */
function editable(entry: EntryByKind[Resource]): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...entry };
  for (const flag of FLAGS) delete copy[flag];
  delete copy.hash;
  return copy;
}

/**
 * A body for the backend: flags that only repeat what is stored are dropped, a change to one
 * refused; a user's empty `hash` (as GET shows it) means "keep the password", any other must
 * be a bcrypt hash.
 */
/**
 * Upstream's attributes are a string map its JSON reader fills from any scalar (`service: true`
 * is "true", as service accounts are written); other values stay for the backend to refuse.
 */
function coerceAttributes(body: Record<string, unknown>): void {
  const { attributes } = body;
  if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes)) return;
  body.attributes = Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => [
      key,
      typeof value === 'boolean' || typeof value === 'number' ? String(value) : value,
    ])
  );
}

/**
 * A service account (`isServiceAccount`: `attributes.service` "true" in any case) signs in with its tokens only, as upstream's:
 * a password or hash given is refused, and a new one gets a random password nobody learns.
 */
function serviceAccountPassword(name: string, body: Record<string, unknown>, existing: unknown): void {
  if (!isServiceAccount(body.attributes as Record<string, unknown> | undefined)) return;
  if (body.password !== undefined)
    throw new HttpError(
      400,
      `A password cannot be provided for a service account. Failed to register service account: ${name}`
    );
  if (body.hash !== undefined && body.hash !== '' && body.hash !== null)
    throw new HttpError(
      400,
      `A password hash cannot be provided for service account. Failed to register service account: ${name}`
    );
  if (!existing) body.password = `Sa1!${randomBytes(24).toString('base64url')}`;
}

function upsertBody(
  kind: Resource,
  name: string,
  body: Record<string, unknown>,
  existing: EntryByKind[Resource] | undefined
): UpsertBodyByKind[Resource] {
  const out: Record<string, unknown> = { ...body };
  for (const flag of FLAGS) {
    if (!(flag in out)) continue;
    const stored = existing ? (existing as unknown as Record<string, unknown>)[flag] : false;
    if (out[flag] !== stored) throw new HttpError(400, `[${flag}] of '${name}' cannot be changed through the API.`);
    delete out[flag];
  }
  if (kind === 'internalusers') {
    coerceAttributes(out);
    serviceAccountPassword(name, out, existing);
  }
  if (kind === 'internalusers' && 'hash' in out) {
    if (out.hash === '' || out.hash === null) delete out.hash;
    else if (typeof out.hash !== 'string' || !BCRYPT_HASH.test(out.hash)) {
      throw new HttpError(400, '[hash] must be a bcrypt hash.');
    }
  }
  return out as UpsertBodyByKind[Resource];
}

function resourceRoutes(kind: Resource, segment: string, withPatch: boolean): RestApiRoute[] {
  const base = `/api/${segment}`;
  const access = kind;
  const entries = { 200: Type.Record(Type.String(), SHOWN_SCHEMAS[kind]) };
  const status = { 200: StatusMessageSchema, 201: StatusMessageSchema };

  const list = async ({ operationsCaller }: RouteContext) => {
    const entries = await entryOperations.all(operationsCaller, kind);
    return Object.fromEntries([...entries].map(([name, entry]) => [name, shown(kind, entry)]));
  };
  const getOne = async ({ params, operationsCaller }: RouteContext) => {
    const entry = await entryOperations.find(operationsCaller, kind, params.name);
    if (!entry) throw notFound(kind, params.name);
    return { [params.name]: shown(kind, entry) };
  };
  // Each write is written once, over the writes it is given: the operations run it, and the
  // operations' judge (entryWriteJudge) is its permission dry run, which writes nothing.
  const put =
    (writes: EntryWrites) =>
    async ({ params, body, reply, operationsCaller }: RouteContext) => {
      const existing = await entryOperations.find(operationsCaller, kind, params.name);
      assertChangeable(params.name, existing);
      const input = upsertBody(kind, params.name, requireObject(body), existing);
      const { created } = await writes.upsert(operationsCaller, kind, params.name, input);
      return saved(reply, params.name, created);
    };
  const remove =
    (writes: EntryWrites) =>
    async ({ params, operationsCaller }: RouteContext) => {
      // One's own user is refused before anything is looked up, as the Security app refuses it.
      entryOperations.refuseSelfDelete(operationsCaller, kind, [params.name]);
      const existing = await entryOperations.find(operationsCaller, kind, params.name);
      if (!existing) throw notFound(kind, params.name);
      assertChangeable(params.name, existing);
      await writes.delete(operationsCaller, kind, params.name);
      return ok(`'${params.name}' deleted.`);
    };
  const patchOne =
    (writes: EntryWrites) =>
    async ({ params, body, operationsCaller }: RouteContext) => {
      const existing = await entryOperations.find(operationsCaller, kind, params.name);
      if (!existing) throw notFound(kind, params.name);
      assertChangeable(params.name, existing);
      const after = patched(editable(existing), body);
      const input = upsertBody(kind, params.name, requireObject(after), existing);
      await writes.change(operationsCaller, kind, [{ name: params.name, body: input }]);
      return ok(`'${params.name}' updated.`);
    };
  const patchMany =
    (writes: EntryWrites) =>
    async ({ body, operationsCaller }: RouteContext) => {
      const entries = await entryOperations.all(operationsCaller, kind);
      const before = Object.fromEntries([...entries].map(([name, entry]) => [name, editable(entry)]));
      const after = requireObject(patched(before, body));
      const changes: Array<EntryChange<Resource>> = [];
      for (const name of Object.keys(before)) {
        if (Object.hasOwn(after, name)) continue;
        assertChangeable(name, entries.get(name));
        changes.push({ name, body: null });
      }
      for (const [name, value] of Object.entries(after)) {
        if (Object.hasOwn(before, name) && sameJson(value, before[name])) continue;
        assertChangeable(name, entries.get(name));
        changes.push({ name, body: upsertBody(kind, name, requireObject(value), entries.get(name)) });
      }
      if (changes.length === 0) return ok('No updates required');
      await writes.change(operationsCaller, kind, changes);
      return ok('Resource updated.');
    };
  /** A write route: run by the operations, its dry run judged by the same code over the judge. */
  const write = (
    method: RestApiRoute['method'],
    path: string,
    handler: (writes: EntryWrites) => RestApiRoute['handler']
  ) =>
    ({
      method,
      path,
      access,
      response: status,
      handler: handler(entryOperations),
      dryRun: handler(entryWriteJudge),
    }) as RestApiRoute;

  return [
    { method: 'GET', path: base, access, response: entries, handler: list },
    { method: 'GET', path: `${base}/:name`, access, response: entries, handler: getOne },
    write('PUT', `${base}/:name`, put),
    write('DELETE', `${base}/:name`, remove),
    ...(withPatch ? [write('PATCH', base, patchMany), write('PATCH', `${base}/:name`, patchOne)] : []),
  ];
}

export function entryRoutes(): RestApiRoute[] {
  return [
    ...resourceRoutes('internalusers', 'internalusers', true),
    // The Open Distro era's name for internal users (no PATCH there, as upstream).
    ...resourceRoutes('internalusers', 'user', false),
    ...resourceRoutes('roles', 'roles', true),
    ...resourceRoutes('rolesmapping', 'rolesmapping', true),
    ...resourceRoutes('actiongroups', 'actiongroups', true),
    ...resourceRoutes('tenants', 'tenants', true),
  ];
}
