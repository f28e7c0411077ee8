import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { HttpError } from './http_error';
import type { RouteValidate } from './types';

export type RequestPart = 'params' | 'query' | 'body';

/**
 * The one format of a schema failure, for every route: `[body.field.0.name]: message` (the part
 * of the request, then the path to the field; ajv's message).
 */
export function validationMessage(part: RequestPart, error: ErrorObject | undefined): string {
  if (!error) return `[${part}]: is invalid`;
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as { additionalProperty?: unknown; missingProperty?: unknown };
  const named = params.additionalProperty ?? params.missingProperty;
  if (named !== undefined) segments.push(String(named));
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  const message =
    error.keyword === 'enum' && Array.isArray(allowed) ? `must be one of: ${allowed.join(', ')}` : error.message;
  return `[${[part, ...segments].join('.')}]: ${message ?? 'is invalid'}`;
}

export type RequestValidator = (parts: Record<RequestPart, unknown>) => Record<RequestPart, unknown>;

/**
 * Bodies are validated strictly: an unknown field or a wrong type is refused, never coerced or
 * silently dropped. Query strings and params arrive as text, so those may be coerced.
 */
export function createValidatorFactory() {
  const bodyAjv = new Ajv({ removeAdditional: false, useDefaults: true, coerceTypes: false, strict: false });
  const textAjv = new Ajv({ removeAdditional: false, useDefaults: true, coerceTypes: 'array', strict: false });

  return (validate: RouteValidate = {}): RequestValidator => {
    const compiled: Array<[RequestPart, ValidateFunction]> = [];
    if (validate.params) compiled.push(['params', textAjv.compile(validate.params)]);
    if (validate.query) compiled.push(['query', textAjv.compile(validate.query)]);
    if (validate.body) compiled.push(['body', bodyAjv.compile(validate.body)]);
    return (parts) => {
      const out = { ...parts };
      for (const [part, check] of compiled) {
        // Raw bytes (a route that accepts e.g. application/zip) are the handler's to check.
        if (part === 'body' && Buffer.isBuffer(parts.body)) continue;
        // Coercion and defaults change the value in place; a copy keeps the raw request as sent.
        const holder = { value: part === 'body' ? parts[part] : { ...(parts[part] as object | undefined) } };
        if (!check(holder.value)) throw new HttpError(400, validationMessage(part, check.errors?.[0]));
        out[part] = holder.value;
      }
      return out;
    };
  };
}
