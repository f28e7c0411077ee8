import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import Ajv from 'ajv';
import { parse as parseQuery } from 'querystring';
import type { DashboardsConfig } from '../config/types';
import type { Logger } from '../logging/logger';
import { errorBody, HttpError } from './http_error';
import { createXsrfHook } from './xsrf';

/** Requests outside the base path are routed here, where nothing is registered: a 404. */
const OUTSIDE_BASE_PATH = '/__outside_base_path__';

export function stripBasePath(url: string, basePath: string): string {
  if (!basePath) return url;
  if (url === basePath) return '/';
  if (url.startsWith(basePath + '/')) return url.slice(basePath.length);
  if (url.startsWith(basePath + '?')) return '/' + url.slice(basePath.length);
  return OUTSIDE_BASE_PATH;
}

function rejectPrototypeKeys(key: string, value: unknown) {
  if (key === '__proto__' || key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) {
    throw new SyntaxError('prototype key');
  }
  return value;
}

export function createHttpServer(config: DashboardsConfig, logger: Logger): FastifyInstance {
  const { basePath, rewriteBasePath, xsrf } = config.server;
  const server = Fastify({
    logger: false,
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    rewriteUrl: (req) => (rewriteBasePath ? stripBasePath(req.url ?? '/', basePath) : req.url ?? '/'),
    routerOptions: {
      ignoreTrailingSlash: true,
      // Saved object ids may be 250 characters; the router's default cap is 100.
      maxParamLength: 1024,
      // Node's parser caps the number of keys (1000 by default), so a huge query cannot exhaust memory.
      querystringParser: (str: string) => parseQuery(str, '&', '=', { maxKeys: 1000 }),
    },
  });

  // Bodies are validated strictly: an unknown field or a wrong type is refused, never coerced or
  // silently dropped. Query strings and params arrive as text, so those may be coerced.
  const bodyAjv = new Ajv({ removeAdditional: false, useDefaults: true, coerceTypes: false, strict: false });
  const textAjv = new Ajv({ removeAdditional: false, useDefaults: true, coerceTypes: 'array', strict: false });
  server.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema)
  );

  // Browsers' fetch clients label every call as JSON, including a DELETE with no body: an
  // empty body is "no body", not malformed JSON. Prototype-poisoning keys are refused.
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text, rejectPrototypeKeys));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON.'), undefined);
    }
  });

  const csp = config.csp.rules.join('; ');
  server.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    return payload;
  });
  server.addHook('onRequest', createXsrfHook(xsrf.allowlist));

  server.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const where = fe.validationContext ?? 'request';
      const first = fe.validation[0];
      const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
      const missing = (first?.params as { missingProperty?: string; additionalProperty?: string } | undefined) ?? {};
      const name = missing.additionalProperty ?? missing.missingProperty ?? field;
      const message = first
        ? `[${where}${name ? '.' + name : ''}]: ${first.message ?? 'is invalid'}`
        : fe.message;
      return reply.code(400).send(errorBody(400, message));
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || (fe instanceof SyntaxError)) {
      return reply.code(400).send(errorBody(400, 'The request body is not valid JSON.'));
    }
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, fe.message));
    }
    logger.error(`${request.method} ${request.url} failed: ${fe.stack ?? fe.message}`);
    return reply.code(500).send(errorBody(500, 'An internal server error occurred.'));
  });

  server.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, 'Not Found'));
  });

  return server;
}
