import type { FastifyInstance } from 'fastify';
import { parse as parseQuery } from 'querystring';
import { RAW_BODY_TYPES } from './body_types';
import { installJsonBodyParser } from './json_body';

/** The largest newline-delimited JSON body (saved objects import files). */
export const NDJSON_BODY_LIMIT = 10 * 1024 * 1024;
/**
 * The largest HTML form post (application/x-www-form-urlencoded). Only a SAML identity
 * provider's auto-submitted form posts to this server; its signed response is a few kilobytes.
 */
export const FORM_BODY_LIMIT = 256 * 1024;

/** How core's listener reads each body type it takes (any other is refused before it is read). */
export function installBodyParsers(server: FastifyInstance): void {
  installJsonBodyParser(server);

  // Newline-delimited JSON (a saved objects import file) reaches its route as text: the route
  // checks each line itself. Such files may be larger than a JSON call.
  server.addContentTypeParser(
    ['application/ndjson', 'application/x-ndjson'],
    { parseAs: 'string', bodyLimit: NDJSON_BODY_LIMIT },
    (_request, body, done) => done(null, typeof body === 'string' ? body : body.toString('utf8'))
  );

  // An HTML form post (a SAML identity provider's answer) arrives as fields; a field sent twice
  // keeps its first value so a route sees strings only. Node's parser caps the keys too.
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields = parseQuery(typeof body === 'string' ? body : body.toString('utf8'), '&', '=', { maxKeys: 1000 });
      const flat: Record<string, string> = Object.create(null);
      for (const [key, value] of Object.entries(fields)) flat[key] = Array.isArray(value) ? value[0] : (value ?? '');
      done(null, flat);
    }
  );

  // An uploaded file sent as it is: the bytes, for the routes that accept them (body_types.ts).
  server.addContentTypeParser([...RAW_BODY_TYPES], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}
