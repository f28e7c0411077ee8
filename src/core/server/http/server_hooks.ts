/**
 * The hooks core installs on its Fastify instance for every request: the XSRF check and the
 * request lifecycle on arrival, the security and caching headers and the pre-response hooks on
 * the way out, and the one error format (errors, 404s) of every answer.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ServerResponse } from 'http';
import type { Socket } from 'net';
import type { DashboardsConfig } from '../config/types';
import type { Logger } from '../logging/logger';
import { errorBody, HttpError } from './http_error';
import { coreRequestOf } from './request';
import { ANSWERED_HOOK, type RequestLifecycle } from './request_lifecycle';
import { securityHeaders } from './security_headers';
import { startNewTurn } from '../store/loop_turn';
import { REQUEST_ID_HEADER } from './request_id';
import { installRequestLog, requestMeta } from './request_log';
import type { ResponseObserver } from './types';
import { xsrfRefusal } from './xsrf';

/** Paths whose answers always carry `Cache-Control: no-store`. */
const NO_STORE_PATH = /^\/(?:api|auth|internal)(?:[/?]|$)/;
/** On a socket: the answer to its latest request, for telling a client that gave up (ResponseObserver). */
const ANSWERING = Symbol('osd.answering');

interface WatchedSocket extends Socket {
  [ANSWERING]?: ServerResponse;
}

export interface ServerHooksDeps {
  lifecycle: RequestLifecycle;
  logger: Logger;
  /** The response observer, once one is registered (it may come after the hooks are installed). */
  observer(): ResponseObserver | undefined;
}

export function installServerHooks(server: FastifyInstance, config: DashboardsConfig, deps: ServerHooksDeps): void {
  const { lifecycle, logger } = deps;
  const { xsrf, ssl } = config.server;

  // The headers every answer carries, built once: the security headers the spec requires.
  const headers = securityHeaders(config, !!ssl);
  const headerNames = headers.map(([name]) => name);
  const headerValues = headers.map(([, value]) => value);
  // A plain function (no async wrapper): the hooks' promises are waited for only when one is returned.
  server.addHook('onSend', (raw, reply, payload, done) => {
    const request = coreRequestOf(raw);
    deps.observer()?.responded(performance.now() - request.arrivedAt, {
      method: raw.method,
      route: request.route.path,
      statusCode: reply.statusCode,
    });
    // An indexed loop: destructuring each [name, value] pair made an iterator per header, per answer.
    for (let i = 0; i < headerNames.length; i++) reply.header(headerNames[i], headerValues[i]);
    // The request id (the caller's x-opaque-id, or the one made for it), to match an answer with the logs.
    reply.header(REQUEST_ID_HEADER, request.id);
    // Answers that depend on who asks (every API and auth answer, anything to a signed-in
    // caller) are never kept by a browser or proxy cache; answers that chose their own caching
    // (bundles, pages, translations) keep it.
    if (
      (request.auth.isAuthenticated || NO_STORE_PATH.test(raw.url) || NO_STORE_PATH.test(request.route.path ?? '')) &&
      !reply.hasHeader('cache-control') &&
      !reply.raw.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store');
    }
    const pending = lifecycle.runPreResponse(raw, reply, 0);
    if (!pending) return done(null, payload);
    // The onSend runner takes a returned promise instead of `done` (resolving to no new payload).
    return pending;
  });

  const xsrfAllowlist = new Set(xsrf.allowlist);
  // A plain function too: a request whose hooks all answer at once takes no promise here.
  server.addHook('onRequest', (raw, reply, done) => {
    // First: the request's facts (remote address, method, path) are captured while the socket is there.
    const request = coreRequestOf(raw);
    // Queued behind an unanswered request on its connection (HTTP pipelining): read with it, maybe
    // after this turn's store check, so it must not share that check (loop_turn.ts).
    if (reply.raw.socket === null) startNewTurn();
    const socket = raw.raw.socket as WatchedSocket | null;
    if (deps.observer() && socket) socket[ANSWERING] = reply.raw;
    const options = request.route.options;
    const refusal = xsrfRefusal(raw.method, raw.url, raw.headers, options.xsrfRequired, xsrfAllowlist);
    // An answered request hands Fastify the reply (a thenable settled once the answer is out),
    // so nothing runs on while a pre-response hook is still at work on it.
    if (refusal) return reply.code(400).send(errorBody(400, refusal));
    const pending = lifecycle.requestHooks(raw, reply, options, 0);
    if (pending === undefined) return done();
    if (pending === ANSWERED_HOOK) return reply;
    return pending.then((outcome) => (outcome === ANSWERED_HOOK ? reply : undefined));
  });

  server.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
    }
    const fe = error as FastifyError;
    if (
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      fe instanceof SyntaxError
    ) {
      return reply.code(400).send(errorBody(400, 'The request body is not valid JSON.'));
    }
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, fe.message));
    }
    // The path only: a query may carry a credential (a JWT in `?authorization=`).
    const { id } = coreRequestOf(request);
    logger.error(
      `${request.method} ${request.url.split('?', 1)[0]} failed (request id ${id}): ${fe.stack ?? fe.message}`,
      requestMeta(request, { http: { response: { status_code: 500 } } })
    );
    return reply.code(500).send(errorBody(500, 'An internal server error occurred.'));
  });

  installRequestLog(server, logger.get('server', 'response'));

  server.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(errorBody(404, 'Not Found'));
  });
}

/** A connection that closes while its latest request's answer is not complete: the client gave up. */
export function watchDisconnects(server: FastifyInstance, observer: ResponseObserver): void {
  server.server.on('connection', (socket: WatchedSocket) =>
    socket.once('close', () => {
      const answering = socket[ANSWERING];
      if (answering && !answering.writableFinished) observer.disconnected();
    })
  );
}
