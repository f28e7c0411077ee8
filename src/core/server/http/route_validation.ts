import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { createRequire } from 'module';
import { LOCALE_PARAM } from '../i18n/locale_choice';
import { HttpError } from './http_error';
import { PERMISSION_CHECK_PARAM } from './permission_check';
import type { RouteValidate } from './types';

export type RequestPart = 'params' | 'query' | 'body';

/** Few enough names to list in an unknown-name message. */
const MAX_LISTED_NAMES = 10;

/** The names the schema at `path` (inside `schema`) declares, when it is a plain object schema. */
function declaredNames(schema: unknown, path: readonly string[]): string[] | undefined {
  let node = schema as { properties?: Record<string, unknown>; items?: unknown } | undefined;
  for (const segment of path) {
    if (!node || typeof node !== 'object') return undefined;
    if (node.properties && Object.hasOwn(node.properties, segment)) node = node.properties[segment] as typeof node;
    else if (node.items && /^\d+$/.test(segment)) node = node.items as typeof node;
    else return undefined;
  }
  return node?.properties ? Object.keys(node.properties) : undefined;
}

/**
 * The one format of a schema failure, for every route: `[body.field.0.name]: message` (the part
 * of the request, then the path to the field; ajv's message). A name the schema does not declare
 * is said in words: `Unknown query parameter 'size'` / `Unknown field 'x'`, with the names that are
 * allowed there when they are few.
 */
export function validationMessage(part: RequestPart, error: ErrorObject | undefined, schema?: unknown): string {
  if (!error) return `[${part}]: is invalid`;
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as { additionalProperty?: unknown; missingProperty?: unknown };
  if (error.keyword === 'additionalProperties' && params.additionalProperty !== undefined) {
    // `index_permissions[0].bar`: array positions in brackets, as a reader writes a path.
    const name = [...segments, String(params.additionalProperty)]
      .map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : index ? `.${segment}` : segment))
      .join('');
    const what = part === 'query' ? 'query parameter' : part === 'params' ? 'path parameter' : 'field';
    const allowed = declaredNames(schema, segments);
    const listed = allowed?.length && allowed.length <= MAX_LISTED_NAMES ? ` (allowed: ${allowed.join(', ')})` : '';
    return `Unknown ${what} '${name}'${listed}`;
  }
  const named = params.missingProperty;
  if (named !== undefined) segments.push(String(named));
  const allowedValues = (error.params as { allowedValues?: unknown[] }).allowedValues;
  // A key's own problem (`propertyNames`), e.g. too long: said on the map, naming the key (cut).
  const { propertyName } = error as ErrorObject & { propertyName?: string };
  const key = propertyName === undefined ? undefined : Array.from(propertyName);
  const message =
    error.keyword === 'enum' && Array.isArray(allowedValues)
      ? `must be one of: ${allowedValues.join(', ')}`
      : key
        ? `key '${key.length > 20 ? `${key.slice(0, 20).join('')}…` : propertyName}' ${error.message}`
        : error.message;
  return `[${[part, ...segments].join('.')}]: ${message ?? 'is invalid'}`;
}

/**
 * Core's own query parameters, which may ride on any request: no route declares them, none refuses
 * them, and no handler sees them. The page's language (`?i18n-locale=`, which the locale choice
 * reads from the URL) and the permission dry run (`perform_permission_check`, read before the
 * route: a route that judges its own dry run validates its parts first).
 */
const CORE_QUERY_PARAMS = [LOCALE_PARAM, PERMISSION_CHECK_PARAM];

export type RequestValidator = (parts: Record<RequestPart, unknown>) => Record<RequestPart, unknown>;

/** Checks schemas against JSON Schema's meta-schema (draft-07, as the compilers read them). */
let schemaChecker: Ajv | undefined;

/**
 * Refuses `schema` now, with ajv's own "schema is invalid" text, when the meta-schema does: a
 * typo stops the start instead of waiting for the route's first request to become a 500.
 */
function assertValidSchema(schema: object): void {
  schemaChecker ??= new Ajv({ strict: false });
  if (!schemaChecker.validateSchema(schema)) {
    throw new Error(`schema is invalid: ${schemaChecker.errorsText(schemaChecker.errors)}`);
  }
}

/** Only compiling resolves a `$ref`, so a schema with one is compiled at registration. */
function hasRef(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  if (Array.isArray(schema)) return schema.some(hasRef);
  for (const [key, value] of Object.entries(schema)) if (key === '$ref' || hasRef(value)) return true;
  return false;
}

/**
 * Checks `schema` now and compiles it on its first use. A server registers hundreds of schemas
 * and a request reaches a few of them: compiling all of them at start cost about a fifth of the
 * start's CPU and kept every generated function (its source, bytecode and closures) resident
 * whether its route was ever called or not.
 */
export function compileOnFirstUse(ajv: Ajv, schema: object): ValidateFunction {
  assertValidSchema(schema);
  if (hasRef(schema)) return ajv.compile(schema);
  let compiled: ValidateFunction | undefined;
  const check = ((data: unknown) => {
    compiled ??= ajv.compile(schema);
    const valid = compiled(data) as boolean;
    check.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return check;
}

type Serializer = (data: unknown) => string;
type BuildSerializer = (schema: object) => Serializer;

/**
 * Response schemas the same way: Fastify compiles every route's (and its HEAD twin's) with
 * fast-json-stringify once the routes are ready; this compiler checks each schema then and
 * builds its serializer on the first answer that uses it, with the fast-json-stringify Fastify
 * itself uses (the same output: undeclared fields dropped). Set before any route is ready.
 */
export function serializeOnFirstUse(fastify: FastifyInstance): void {
  let build: BuildSerializer | undefined;
  fastify.setSerializerCompiler(({ schema }: { schema: object }) => {
    // Fastify's own dependency, resolved from Fastify so both build with one version.
    build ??= createRequire(require.resolve('fastify'))('fast-json-stringify') as BuildSerializer;
    if (hasRef(schema)) return build(schema);
    assertValidSchema(schema);
    let serialize: Serializer | undefined;
    return (data: unknown) => (serialize ??= build!(schema))(data);
  });
}

/**
 * Bodies are validated strictly: an unknown field or a wrong type is refused, never coerced or
 * silently dropped. Query strings and params arrive as text, so those may be coerced.
 */
export function createValidatorFactory() {
  // Every schema is checked against the meta-schema once, at registration (compileOnFirstUse):
  // compiling it again would give each of these two its own copy of the meta-schema's validator.
  const options = { removeAdditional: false, useDefaults: true, strict: false, validateSchema: false } as const;
  const bodyAjv = new Ajv({ ...options, coerceTypes: false });
  const textAjv = new Ajv({ ...options, coerceTypes: 'array' });

  return (validate: RouteValidate = {}): RequestValidator => {
    const compiled: Array<[RequestPart, ValidateFunction, object]> = [];
    if (validate.params) compiled.push(['params', compileOnFirstUse(textAjv, validate.params), validate.params]);
    if (validate.query) compiled.push(['query', compileOnFirstUse(textAjv, validate.query), validate.query]);
    if (validate.body) compiled.push(['body', compileOnFirstUse(bodyAjv, validate.body), validate.body]);
    return (parts) => {
      const out = { ...parts };
      for (const [part, check, schema] of compiled) {
        // Raw bytes (a route that accepts e.g. application/zip) are the handler's to check.
        if (part === 'body' && Buffer.isBuffer(parts.body)) continue;
        // Coercion and defaults change the value in place; a copy keeps the raw request as sent.
        const holder = { value: part === 'body' ? parts[part] : { ...(parts[part] as object | undefined) } };
        if (part === 'query')
          for (const name of CORE_QUERY_PARAMS) delete (holder.value as Record<string, unknown>)[name];
        if (!check(holder.value)) throw new HttpError(400, validationMessage(part, check.errors?.[0], schema));
        out[part] = holder.value;
      }
      return out;
    };
  };
}
