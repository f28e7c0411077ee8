/**
 * Core's work around every request, as plain functions: on arrival (the XSRF check and the
 * request lifecycle: pre-auth, auth, post-auth) and once the answer is decided (the observers,
 * the security, request-id and caching headers, the pre-response hooks).
 *
 * Routes registered through core's routers run both inside their one handler (route_registration.ts):
 * each kind of Fastify hook registered on a route costs Fastify's hook runner per request (its
 * closures and callbacks). What never reaches such a handler (404s, static files, a route added on
 * Fastify around core's routers) runs them as Fastify hooks (server_hooks.ts).
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { ServerResponse } from 'http';
import type { Socket } from 'net';
import type { DashboardsConfig } from '../config/types';
import { startNewTurn } from '../store/loop_turn';
import { errorBody } from './http_error';
import { isPresetResponse, presetHeaders } from './preset_headers';
import { coreRequestOf, PREPARE_ANSWER, type PrepareAnswer } from './request';
import { ANSWERED_HOOK, type RequestLifecycle } from './request_lifecycle';
import { REQUEST_ID_HEADER } from './request_id';
import { isFirstPartyNavigation, OPENER_POLICY_HEADER, securityHeaders } from './security_headers';
import type { ResponseObserver } from './types';
import { xsrfRefusal } from './xsrf';

/** In a route's Fastify config: its handler runs the pipeline itself (route_registration.ts). */
export const PIPELINE_IN_HANDLER = 'osdPipelineInHandler';
/** Paths whose answers always carry `Cache-Control: no-store`. */
const NO_STORE_PATH = /^\/(?:api|auth|internal)(?:[/?]|$)/;
/** On a socket: the answer to its latest request, for telling a client that gave up (ResponseObserver). */
export const ANSWERING = Symbol('osd.answering');

export interface WatchedSocket extends Socket {
  [ANSWERING]?: ServerResponse;
}

export interface RequestPipelineDeps {
  lifecycle: RequestLifecycle;
  /** The response observer, once one is registered (it may come after the pipeline is made). */
  observer(): ResponseObserver | undefined;
}

/** What arrival decided: go on (undefined), a hook or the XSRF check answered, or a promise of either. */
export type Arrival = undefined | typeof ANSWERED_HOOK | Promise<typeof ANSWERED_HOOK | undefined>;

export interface RequestPipeline {
  /** The XSRF check and the request hooks, before the body is read. Throws what a hook throws (a 401). */
  arrive(raw: FastifyRequest, reply: FastifyReply): Arrival;
  /** The answer is decided: observers, headers, pre-response hooks, once per request (a promise only when a hook returns one). */
  prepareAnswer: PrepareAnswer;
  /** `arrive` as a Fastify onRequest hook, for what does not reach a route handler. */
  onRequestHook: onRequestHookHandler;
  /** `prepareAnswer` as a Fastify onSend hook, for what does not reach a route handler. */
  onSendHook: onSendHookHandler;
}

export function createRequestPipeline(config: DashboardsConfig, deps: RequestPipelineDeps): RequestPipeline {
  const { lifecycle, observer } = deps;
  const { xsrf, ssl } = config.server;
  const xsrfAllowlist = new Set(xsrf.allowlist);
  // The headers every answer carries, built once: the security headers the spec requires. A page
  // that no other site opened goes without the opener policy (isFirstPartyNavigation says why).
  const headers = securityHeaders(config, !!ssl);
  const pageHeaders = headers.filter(([name]) => name !== OPENER_POLICY_HEADER);
  // The same headers as one block of text, checked once, for core's listener's own responses.
  const preset = presetHeaders(headers);
  const pagePreset = presetHeaders(pageHeaders);

  const arrive = (raw: FastifyRequest, reply: FastifyReply): Arrival => {
    // First: the request's facts (remote address, method, path) are captured while the socket is there.
    const request = coreRequestOf(raw);
    // Queued behind an unanswered request on its connection (HTTP pipelining): read with it, maybe
    // after this turn's store check, so it must not share that check (loop_turn.ts).
    if (reply.raw.socket === null) startNewTurn();
    const socket = raw.raw.socket as WatchedSocket | null;
    if (socket && observer()) socket[ANSWERING] = reply.raw;
    const options = request.route.options;
    const refusal = xsrfRefusal(raw.method, raw.url, raw.headers, options.xsrfRequired, xsrfAllowlist);
    if (refusal) {
      void sendPrepared(reply.code(400), errorBody(400, refusal));
      return ANSWERED_HOOK;
    }
    return lifecycle.requestHooks(raw, reply, options, 0);
  };

  const prepareAnswer = (raw: FastifyRequest, reply: FastifyReply): Promise<void> | undefined => {
    const request = coreRequestOf(raw);
    if (request.prepared) return undefined;
    request.prepared = true;
    observer()?.responded(performance.now() - request.arrivedAt, {
      method: raw.method,
      route: request.route.path,
      statusCode: reply.statusCode,
    });
    // Answers that depend on who asks (every API and auth answer, anything to a signed-in
    // caller) are never kept by a browser or proxy cache; answers that chose their own caching
    // (bundles, pages, translations) keep it.
    const noStore =
      request.auth.isAuthenticated || NO_STORE_PATH.test(raw.url) || NO_STORE_PATH.test(request.route.path ?? '');
    const res = reply.raw;
    const firstPartyPage = isFirstPartyNavigation(raw.headers);
    if (isPresetResponse(res)) {
      // Written with the answer's head; an answer's own Cache-Control is kept there.
      res.osdPreset = firstPartyPage ? pagePreset : preset;
      res.osdRequestId = request.id;
      res.osdNoStore = noStore;
    } else {
      // Another server's response (a test's injected request): the same headers, one by one.
      for (const [name, value] of firstPartyPage ? pageHeaders : headers) reply.header(name, value);
      // The request id (the caller's x-opaque-id, or the one made for it), to match an answer with the logs.
      reply.header(REQUEST_ID_HEADER, request.id);
      if (noStore && !reply.hasHeader('cache-control') && !res.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    }
    return lifecycle.runPreResponse(raw, reply, 0);
  };

  /** `payload` sent once the answer is prepared (at once, unless a pre-response hook is still at work). */
  const sendPrepared = (reply: FastifyReply, payload: unknown): FastifyReply | Promise<FastifyReply> => {
    const pending = prepareAnswer(reply.request, reply);
    if (!pending) return reply.send(payload);
    return pending.then(() => reply.send(payload));
  };

  const onRequestHook: onRequestHookHandler = (raw, reply, done) => {
    const arrival = arrive(raw, reply);
    if (arrival === undefined) return done();
    // An answered request hands Fastify the reply (a thenable settled once the answer is out),
    // so nothing runs on while a pre-response hook is still at work on it.
    if (arrival === ANSWERED_HOOK) return reply;
    return arrival.then((outcome) => (outcome === ANSWERED_HOOK ? reply : undefined));
  };

  const onSendHook: onSendHookHandler = (raw, reply, payload, done) => {
    const pending = prepareAnswer(raw, reply);
    if (!pending) return done(null, payload);
    // The onSend runner takes a returned promise instead of `done` (resolving to no new payload).
    return pending;
  };

  return { arrive, prepareAnswer, onRequestHook, onSendHook };
}

/** Where CoreResponse and the error handler find the pipeline: a field of the Fastify instance. */
export function decoratePipeline(
  server: { decorate(name: string, value: unknown): unknown },
  pipeline: RequestPipeline
) {
  server.decorate(PREPARE_ANSWER, pipeline.prepareAnswer);
}
