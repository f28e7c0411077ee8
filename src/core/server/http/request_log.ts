/**
 * The request log: one info line per answered request on the `http.server.response` logger
 * (method, path with the query's secrets redacted, status, time, request id). Off unless that
 * logger is on (`logging.verbose`, or a `logging.loggers` entry), and then only does it cost a hook.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger, LogMeta } from '../logging/types';
import { redactQuery } from '../logging/redact';
import { coreRequestOf } from './request';

/** The ECS fields of a request, for the request log and the errors it causes. */
export function requestMeta(raw: FastifyRequest, extra: LogMeta = {}): LogMeta {
  const request = coreRequestOf(raw);
  const url = redactQuery(raw.originalUrl ?? raw.url);
  const mark = url.indexOf('?');
  return {
    ...extra,
    http: { request: { method: request.method, id: request.id }, ...(extra.http as object | undefined) },
    url: { path: mark < 0 ? url : url.slice(0, mark), ...(mark < 0 ? {} : { query: url.slice(mark + 1) }) },
    trace: { id: request.id },
    client: { ip: request.ip },
  };
}

export function installRequestLog(server: FastifyInstance, logger: Logger): void {
  if (!logger.isLevelEnabled('info')) return;
  server.addHook('onResponse', (raw, reply, done) => {
    const request = coreRequestOf(raw);
    const ms = performance.now() - request.arrivedAt;
    const status = reply.statusCode;
    const meta = requestMeta(raw, {
      http: { response: { status_code: status } },
      // ECS durations are nanoseconds.
      event: { duration: Math.round(ms * 1e6) },
    });
    const path = redactQuery(raw.originalUrl ?? raw.url);
    logger.info(`${request.method} ${path} ${status} ${ms.toFixed(1)}ms (request id ${request.id})`, meta);
    done();
  });
}
