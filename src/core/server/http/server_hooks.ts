/**
 * What core installs on its Fastify instance for every request: its request pipeline (the
 * XSRF check and request lifecycle, the headers and pre-response hooks) as Fastify hooks for
 * answers no route handler gives (404s; static files have their own scope's, route_registration.ts),
 * and the one error format (errors, 404s) of every answer. Routes run the pipeline in their handler.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from '../logging/logger';
import { errorBody, HttpError } from './http_error';
import { coreRequestOf } from './request';
import {
  ANSWERING,
  decoratePipeline,
  PIPELINE_IN_HANDLER,
  type RequestPipeline,
  type WatchedSocket,
} from './request_pipeline';
import { installRequestLog, requestMeta } from './request_log';
import type { ResponseObserver } from './types';

export function installServerHooks(server: FastifyInstance, pipeline: RequestPipeline, logger: Logger): void {
  decoratePipeline(server, pipeline);

  // A route that does not run the pipeline in its handler (static files, a route registered on
  // Fastify around core's routers) runs it as route hooks, first, as server-wide hooks would.
  server.addHook('onRoute', (route) => {
    if ((route.config as Record<string, unknown> | undefined)?.[PIPELINE_IN_HANDLER]) return;
    route.onRequest = [pipeline.onRequestHook, ...hooksOf(route.onRequest)];
    route.onSend = [pipeline.onSendHook, ...hooksOf(route.onSend)];
  });

  /** An error's answer, prepared (headers, pre-response hooks) with its status before it is sent. */
  const sendError = (reply: FastifyReply, status: number, body: unknown) => {
    reply.code(status);
    const pending = pipeline.prepareAnswer(reply.request, reply);
    if (!pending) return reply.send(body);
    return pending.then(() => reply.send(body));
  };

  server.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, errorBody(error.statusCode, error.message, error.details));
    }
    const fe = error as FastifyError;
    if (
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      fe instanceof SyntaxError
    ) {
      return sendError(reply, 400, errorBody(400, 'The request body is not valid JSON.'));
    }
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, errorBody(status, fe.message));
    }
    // The path only: a query may carry a credential (a JWT in `?authorization=`).
    const { id } = coreRequestOf(request);
    logger.error(
      `${request.method} ${request.url.split('?', 1)[0]} failed (request id ${id}): ${fe.stack ?? fe.message}`,
      requestMeta(request, { http: { response: { status_code: 500 } } })
    );
    return sendError(reply, 500, errorBody(500, 'An internal server error occurred.'));
  });

  installRequestLog(server, logger.get('server', 'response'));

  // A path no route matched runs the pipeline as hooks: auth first (DEFAULT_ROUTE_OPTIONS), as a route would.
  // A path some route serves with other methods is a 405 naming them (RFC 9110 asks for `Allow`):
  // a caller who used PUT where the API takes POST learns what to send instead of "Not Found".
  server.setNotFoundHandler(
    { onRequest: pipeline.onRequestHook, onSend: pipeline.onSendHook } as object,
    (request, reply) => {
      const path = request.url.split('?', 1)[0];
      const allowed = allowedMethods(server, path);
      // A route of this very method that found nothing (a folder of the static files) is a 404.
      if (allowed.length === 0 || allowed.includes(request.method))
        return sendError(reply, 404, errorBody(404, 'Not Found'));
      void reply.header('allow', allowed.join(', '));
      return sendError(
        reply,
        405,
        errorBody(405, `${request.method} is not allowed on ${path}; it takes ${allowed.join(', ')}.`)
      );
    }
  );
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods some route answers at `path` (Fastify's router matches the path as a request would). */
export function allowedMethods(server: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => server.findRoute({ method, url: path }) !== null);
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
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
