/** How every listener reads a JSON body: the dashboards server and the security REST listener. */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http_error';

/** A `__proto__` key (or a `constructor` holding a `prototype`) never becomes part of an object. */
export function rejectPrototypeKeys(key: string, value: unknown) {
  if (
    key === '__proto__' ||
    (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value)
  ) {
    throw new SyntaxError('prototype key');
  }
  return value;
}

/**
 * Replaces Fastify's JSON parser. Clients label every call as JSON, a GET or a DELETE with no
 * body included: an empty body is "no body", not malformed JSON. Malformed JSON is a 400.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, rejectPrototypeKeys));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON.'), undefined);
    }
  });
}
