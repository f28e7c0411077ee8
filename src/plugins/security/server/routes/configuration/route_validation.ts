/**
 * Turns a schema failure into a 400 that names the field in the same `[field] problem` style the
 * backend uses. Routes set `attachValidation` so they can do this themselves: core's generic
 * handler names only the last key of a nested field (`foo` instead of `index_permissions[0].foo`).
 */
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { HttpError } from '../../../../../core/server/http/http_error';

const TYPE_WORDS: Record<string, string> = {
  array: 'a list',
  string: 'a string',
  boolean: 'true or false',
  object: 'a map',
  number: 'a number',
  integer: 'a whole number',
};

function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function describe(error: FastifySchemaValidationError, where: string): string {
  const field = fieldPath(error.instancePath);
  const child = (name: unknown) => (field ? `${field}.${String(name)}` : String(name));
  const unknown = where === 'querystring' ? 'unknown query parameter' : 'unknown field';
  switch (error.keyword) {
    case 'additionalProperties':
      return `[${child(error.params.additionalProperty)}] ${unknown}`;
    case 'required':
      return `[${child(error.params.missingProperty)}] is required`;
    case 'type': {
      const types = ([] as unknown[]).concat(error.params.type).map((t) => TYPE_WORDS[String(t)] ?? String(t));
      if (!field && where === 'body') return 'The request body must be a JSON object.';
      return `[${field}] must be ${types.join(' or ')}`;
    }
    case 'enum':
      return `[${field}] must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'minimum':
      return `[${field}] must be ${String(error.params.limit)} or more`;
    case 'maximum':
      return `[${field}] must be ${String(error.params.limit)} or less`;
    case 'minLength':
      return `[${field}] must not be empty`;
    case 'maxLength':
      return `[${field}] must be at most ${String(error.params.limit)} characters long`;
    default:
      return `[${field || where}] ${error.message ?? 'is invalid'}`;
  }
}

/** Throws the 400 for a request whose params, query or body broke the route's schema. */
export function assertValidRequest(request: FastifyRequest): void {
  const failure = request.validationError;
  if (!failure) return;
  const errors = (failure.validation ?? []) as FastifySchemaValidationError[];
  const where = failure.validationContext ?? 'body';
  if (where === 'body' && request.body === undefined) throw new HttpError(400, 'The request body must be a JSON object.');
  throw new HttpError(400, errors.length ? errors.map((error) => describe(error, where)).join('; ') : failure.message);
}
