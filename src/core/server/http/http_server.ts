import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { parse as parseQuery } from 'querystring';
import type { DashboardsConfig } from '../config/types';
import type { Logger } from '../logging/logger';
import { RAW_BODY_TYPES, unsupportedMediaType } from './body_types';
import { errorBody, HttpError } from './http_error';
import {
  ROUTE_OPTIONS_KEY,
  coreRequestOf,
  decorateRequestWrappers,
  isAnswered,
  osdRequestOf,
  rememberConnection,
  osdResponseOf,
  setAuth,
  setValidated,
} from './request';
import { createValidatorFactory, serializeOnFirstUse } from './route_validation';
import type {
  AuthenticationHandler,
  AuthResult,
  AuthToolkit,
  IRouter,
  OnPostAuthHandler,
  OnPreAuthHandler,
  OnPreResponseHandler,
  OsdResponse,
  PreResponseInfo,
  RequestHandler,
  ResolvedRouteOptions,
  ResponseObserver,
  RouteConfig,
  RouteConfigOptions,
} from './types';
import { xsrfRefusal } from './xsrf';
import { createRedirectServer } from './tls/redirect_server';
import { installJsonBodyParser } from './json_body';
import { httpsServerOptions, loadTlsMaterial, type CertificateInfo, type TlsMaterial } from './tls/tls_material';
import { TlsReloader } from './tls/tls_reloader';
import { securityHeaders } from './security_headers';
import type { Server as HttpListener, ServerResponse } from 'http';
import type { Server as TlsServer } from 'tls';
import type { Socket } from 'net';

/** Requests outside the base path are routed here, where nothing is registered: a 404. */
const OUTSIDE_BASE_PATH = '/__outside_base_path__';

export function stripBasePath(url: string, basePath: string): string {
  if (!basePath) return url;
  if (url === basePath) return '/';
  if (url.startsWith(basePath + '/')) return url.slice(basePath.length);
  if (url.startsWith(basePath + '?')) return '/' + url.slice(basePath.length);
  return OUTSIDE_BASE_PATH;
}

/** The largest newline-delimited JSON body (saved objects import files). */
export const NDJSON_BODY_LIMIT = 10 * 1024 * 1024;
/**
 * The largest HTML form post (application/x-www-form-urlencoded). Only a SAML identity
 * provider's auto-submitted form posts to this server; its signed response is a few kilobytes.
 */
export const FORM_BODY_LIMIT = 256 * 1024;

export function resolveRouteOptions(options: RouteConfigOptions = {}): ResolvedRouteOptions {
  const { authRequired = true, xsrfRequired = true, tags = [], body } = options;
  if (authRequired !== true && authRequired !== false && authRequired !== 'optional') {
    throw new Error(`authRequired must be true, false or 'optional', got ${String(authRequired)}`);
  }
  const resolved: ResolvedRouteOptions = { authRequired, xsrfRequired, tags: Object.freeze([...tags]) };
  if (body?.accepts) resolved.bodyAccepts = Object.freeze(body.accepts.map((type) => type.toLowerCase()));
  return Object.freeze(resolved);
}

const AUTH_TOOLKIT: AuthToolkit = {
  authenticated: (state?: unknown): AuthResult => ({ type: 'authenticated', state }),
  notHandled: (): AuthResult => ({ type: 'notHandled' }),
};

/**
 * Core's HTTP server: Fastify inside, routes registered through routers with declared options,
 * one auth handler, and the lifecycle hooks (pre-auth, post-auth, pre-response). Every request
 * runs: XSRF check → pre-auth → auth (when the route asks for it) → post-auth, all before the
 * body is read; then the body is parsed, params / query / body validated and the handler called.
 */
/** Paths whose answers always carry `Cache-Control: no-store`. */
const NO_STORE_PATH = /^\/(?:api|auth|internal)(?:[/?]|$)/;
/** A request hook answered the request itself. */
const ANSWERED_HOOK = 'answered';
/** On a socket: the answer to its latest request, for telling a client that gave up (ResponseObserver). */
const ANSWERING = Symbol('osd.answering');

interface WatchedSocket extends Socket {
  [ANSWERING]?: ServerResponse;
}

export class HttpServer {
  readonly fastify: FastifyInstance;
  private auth?: AuthenticationHandler;
  private readonly preAuth: OnPreAuthHandler[] = [];
  private readonly postAuth: OnPostAuthHandler[] = [];
  private readonly preResponse: OnPreResponseHandler[] = [];
  private readonly compileValidator = createValidatorFactory();
  private listening = false;
  private readonly tls?: TlsMaterial;
  private reloader?: TlsReloader;
  private redirect?: HttpListener;
  private observer?: ResponseObserver;

  constructor(
    private readonly config: DashboardsConfig,
    private readonly logger: Logger
  ) {
    const { basePath, rewriteBasePath, xsrf, ssl } = config.server;
    // Read and checked here, so a bad file stops the start with the setting's name.
    this.tls = ssl ? loadTlsMaterial(ssl) : undefined;
    const server = Fastify({
      ...(ssl && this.tls ? { https: httpsServerOptions(ssl, this.tls) } : {}),
      logger: false,
      trustProxy: false,
      bodyLimit: 1024 * 1024,
      // Only when there is a base path to strip: Fastify then records every request's original URL too.
      ...(rewriteBasePath && basePath
        ? { rewriteUrl: (req: { url?: string }) => stripBasePath(req.url ?? '/', basePath) }
        : {}),
      routerOptions: {
        ignoreTrailingSlash: true,
        // Saved object ids may be 250 characters; the router's default cap is 100.
        maxParamLength: 1024,
        // Node's parser caps the number of keys (1000 by default), so a huge query cannot exhaust memory.
        // No query (most requests): an empty object like the parser's, without running it.
        querystringParser: (str: string) =>
          str.length === 0 ? Object.create(null) : parseQuery(str, '&', '=', { maxKeys: 1000 }),
      },
    });
    this.fastify = server;
    // Response serializers are compiled on a route's first answer, not at start.
    serializeOnFirstUse(server);
    decorateRequestWrappers(server);
    // A client may reset the connection before its request is handled; its address is kept from here.
    server.server.on('connection', rememberConnection);

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

    // The headers every answer carries, built once: the security headers the spec requires.
    const headers = securityHeaders(config, !!ssl);
    const headerNames = headers.map(([name]) => name);
    const headerValues = headers.map(([, value]) => value);
    // A plain function (no async wrapper): the hooks' promises are waited for only when one is returned.
    server.addHook('onSend', (raw, reply, payload, done) => {
      const request = coreRequestOf(raw);
      this.observer?.responded(performance.now() - request.arrivedAt, {
        method: raw.method,
        route: request.route.path,
        statusCode: reply.statusCode,
      });
      // An indexed loop: destructuring each [name, value] pair made an iterator per header, per answer.
      for (let i = 0; i < headerNames.length; i++) reply.header(headerNames[i], headerValues[i]);
      // Answers that depend on who asks (every API and auth answer, anything to a signed-in
      // caller) are never kept by a browser or proxy cache; answers that chose their own caching
      // (bundles, pages, translations) keep it.
      if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control')) {
        if (
          request.auth.isAuthenticated ||
          NO_STORE_PATH.test(raw.url) ||
          NO_STORE_PATH.test(request.route.path ?? '')
        ) {
          reply.header('cache-control', 'no-store');
        }
      }
      const pending = this.runPreResponse(raw, reply, 0);
      if (!pending) return done(null, payload);
      // The onSend runner takes a returned promise instead of `done` (resolving to no new payload).
      return pending;
    });

    const xsrfAllowlist = new Set(xsrf.allowlist);
    // A plain function too: a request whose hooks all answer at once takes no promise here.
    server.addHook('onRequest', (raw, reply, done) => {
      // First: the request's facts (remote address, method, path) are captured while the socket is there.
      const request = coreRequestOf(raw);
      const socket = raw.raw.socket as WatchedSocket | null;
      if (this.observer && socket) socket[ANSWERING] = reply.raw;
      const options = request.route.options;
      const refusal = xsrfRefusal(raw.method, raw.url, raw.headers, options.xsrfRequired, xsrfAllowlist);
      // An answered request hands Fastify the reply (a thenable settled once the answer is out),
      // so nothing runs on while a pre-response hook is still at work on it.
      if (refusal) return reply.code(400).send(errorBody(400, refusal));
      const pending = this.requestHooks(raw, reply, options, 0);
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
      logger.error(`${request.method} ${request.url.split('?', 1)[0]} failed: ${fe.stack ?? fe.message}`);
      return reply.code(500).send(errorBody(500, 'An internal server error occurred.'));
    });

    server.setNotFoundHandler((_request, reply) => {
      reply.code(404).send(errorBody(404, 'Not Found'));
    });
  }

  /**
   * Pre-auth hooks, authentication (when the route asks for it), post-auth hooks and the body's
   * media type, from step `step` on. Runs synchronously until a hook returns a promise, and only
   * then returns one (the rest chained on it): most requests take no promise here at all.
   * ANSWERED_HOOK (or a promise of it) when a hook answered.
   */
  private requestHooks(
    raw: FastifyRequest,
    reply: FastifyReply,
    options: ResolvedRouteOptions,
    step: number
  ): typeof ANSWERED_HOOK | undefined | Promise<typeof ANSWERED_HOOK | undefined> {
    const request = coreRequestOf(raw);
    const response = osdResponseOf(reply);
    const preAuth = this.preAuth.length;
    const postAuth = preAuth + 1;
    const last = postAuth + this.postAuth.length;
    for (; step < last; step++) {
      let pending: void | Promise<unknown>;
      if (step < preAuth) {
        pending = this.preAuth[step](request, response);
      } else if (step === preAuth) {
        if (!this.auth || options.authRequired === false) continue;
        pending = this.authenticate(raw, reply, options);
      } else {
        pending = this.postAuth[step - postAuth](request, response);
      }
      if (isPromise(pending)) {
        const next = step + 1;
        return pending.then(() => (response.answered ? ANSWERED_HOOK : this.requestHooks(raw, reply, options, next)));
      }
      if (response.answered) return ANSWERED_HOOK;
    }
    const unsupported = unsupportedMediaType(raw.method, raw.headers['content-type'], options.bodyAccepts);
    if (unsupported) throw unsupported;
    return undefined;
  }

  /** The auth handler's result applied; a promise only when the handler returned one. */
  private authenticate(raw: FastifyRequest, reply: FastifyReply, options: ResolvedRouteOptions): void | Promise<void> {
    let result: AuthResult | Promise<AuthResult>;
    try {
      result = this.auth!(osdRequestOf(raw), osdResponseOf(reply), AUTH_TOOLKIT);
    } catch (error) {
      return this.authenticated(raw, reply, options, this.authFailure(error, options));
    }
    if (!isPromise(result)) return this.authenticated(raw, reply, options, result);
    return result.then(
      (value) => this.authenticated(raw, reply, options, value),
      (error: unknown) => this.authenticated(raw, reply, options, this.authFailure(error, options))
    );
  }

  /** An optional route runs for whoever the credentials failed to name; any other failure stands. */
  private authFailure(error: unknown, options: ResolvedRouteOptions): AuthResult {
    if (options.authRequired === 'optional' && error instanceof HttpError && error.statusCode === 401) {
      return AUTH_TOOLKIT.notHandled();
    }
    throw error;
  }

  private authenticated(raw: FastifyRequest, reply: FastifyReply, options: ResolvedRouteOptions, result: AuthResult) {
    if (osdResponseOf(reply).answered) return;
    if (result?.type === 'authenticated') {
      setAuth(raw, { isAuthenticated: true, state: result.state });
      return;
    }
    if (options.authRequired === true) throw new HttpError(401, 'Authentication required');
  }

  /** The pre-response hooks from `index` on; a promise only once one returns a promise. */
  private runPreResponse(raw: FastifyRequest, reply: FastifyReply, index: number): Promise<void> | undefined {
    const handlers = this.preResponse;
    if (index >= handlers.length) return undefined;
    const request = coreRequestOf(raw);
    const info = new PreResponseView(reply);
    for (; index < handlers.length; index++) {
      let pending: void | Promise<void>;
      try {
        pending = handlers[index](request, info);
      } catch (error) {
        this.preResponseFailed(raw, error);
        continue;
      }
      if (isPromise(pending)) {
        const next = index + 1;
        return pending.then(
          () => this.runPreResponse(raw, reply, next),
          (error: unknown) => {
            this.preResponseFailed(raw, error);
            return this.runPreResponse(raw, reply, next);
          }
        );
      }
    }
    return undefined;
  }

  /** The answer is decided: a failing hook is reported, never turned into another answer. */
  private preResponseFailed(raw: FastifyRequest, error: unknown): void {
    this.logger.error(
      `A pre-response hook failed for ${raw.method} ${raw.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    );
  }

  /** Hooks and the auth handler are part of the server's setup: none may be added once it listens. */
  private assertNotListening(what: string): void {
    if (this.listening) throw new Error(`${what} cannot be registered after the server has started.`);
  }

  registerAuth(handler: AuthenticationHandler): void {
    this.assertNotListening('An authentication handler');
    if (this.auth) throw new Error('An authentication handler is already registered.');
    if (typeof handler !== 'function') throw new Error('The authentication handler must be a function.');
    this.auth = handler;
  }

  registerOnPreAuth(handler: OnPreAuthHandler): void {
    this.assertNotListening('An onPreAuth handler');
    this.preAuth.push(handler);
  }

  registerOnPostAuth(handler: OnPostAuthHandler): void {
    this.assertNotListening('An onPostAuth handler');
    this.postAuth.push(handler);
  }

  /** The one observer of every answer and disconnect (the status service's request figures). */
  observeResponses(observer: ResponseObserver): void {
    this.assertNotListening('A response observer');
    if (this.observer) throw new Error('A response observer is already registered.');
    this.observer = observer;
    // A connection that closes while its latest request's answer is not complete: the client gave up.
    this.fastify.server.on('connection', (socket: WatchedSocket) =>
      socket.once('close', () => {
        const answering = socket[ANSWERING];
        if (answering && !answering.writableFinished) observer.disconnected();
      })
    );
  }

  registerOnPreResponse(handler: OnPreResponseHandler): void {
    this.assertNotListening('An onPreResponse handler');
    this.preResponse.push(handler);
  }

  createRouter(): IRouter {
    const add =
      (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
      (route: RouteConfig, handler: RequestHandler<any, any, any, any>) =>
        this.addRoute(method, route, handler);
    return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') };
  }

  private addRoute(method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: RouteConfig, handler: RequestHandler): void {
    if (!route || typeof route.path !== 'string' || !route.path.startsWith('/')) {
      throw new Error(`A route path must start with "/", got ${String(route?.path)}`);
    }
    const options = resolveRouteOptions(route.options);
    const { params, query, body } = route.validate ?? {};
    // A route that declares nothing to check takes the request's parts as they are (no copy per request).
    const validate = params || query || body ? this.compileValidator(route.validate) : undefined;
    this.fastify.route({
      method,
      url: route.path,
      config: { [ROUTE_OPTIONS_KEY]: options },
      // Request parts are validated by core (one 400 format, after auth); the answers' schemas go
      // to Fastify, which serializes them with fast-json-stringify (undeclared fields dropped).
      ...(route.response ? { schema: { response: route.response } } : {}),
      // No async wrapper: a handler's promise is passed on as it is, its value sent the same way.
      handler: (raw, reply) => {
        if (validate) setValidated(raw, validate({ params: raw.params, query: raw.query, body: raw.body }));
        const response = osdResponseOf(reply);
        const result = handler(coreRequestOf(raw), response);
        if (isPromise(result)) return result.then((value) => answer(reply, response, value));
        return answer(reply, response, result);
      },
    });
  }

  /**
   * Files under `root` served at `prefix` (core's bundles and assets), with the given route
   * options (static files: `authRequired: false`, so no auth work at all).
   */
  async registerStaticDir(staticOptions: FastifyStaticOptions, routeOptions: RouteConfigOptions): Promise<void> {
    const resolved = resolveRouteOptions(routeOptions);
    await this.fastify.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object | undefined), [ROUTE_OPTIONS_KEY]: resolved };
      });
      await scope.register(fastifyStatic, staticOptions);
    });
  }

  /** The served certificate (null without TLS), for /status. */
  get certificate(): CertificateInfo | null {
    return this.reloader?.info ?? this.tls?.info ?? null;
  }

  /** Loads `server.ssl.*`'s files again into the listener; false (old pair kept, error logged) when they do not serve. */
  reloadTls(cause = 'a request'): boolean {
    return this.reloader?.reload(cause) ?? false;
  }

  /** Listens and returns the bound port. */
  async listen(port: number, host: string): Promise<number> {
    await this.fastify.listen({ port, host });
    this.listening = true;
    const address = this.fastify.server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    const { ssl } = this.config.server;
    if (ssl && this.tls) {
      this.reloader = new TlsReloader(ssl, this.tls, this.logger);
      this.reloader.add(this.fastify.server as unknown as TlsServer);
      if (this.tls.info.warning) this.logger.warn(this.tls.info.warning);
      if (ssl.redirectHttpFromPort !== null) await this.listenRedirect(ssl.redirectHttpFromPort, host, bound);
    }
    return bound;
  }

  private async listenRedirect(port: number, host: string, httpsPort: number): Promise<void> {
    const wildcard = host === '0.0.0.0' || host === '::';
    const redirect = createRedirectServer(wildcard ? 'localhost' : host, () => httpsPort);
    this.redirect = redirect;
    await new Promise<void>((resolve, reject) => {
      redirect.once('error', reject);
      redirect.listen(port, host, () => resolve());
    });
  }

  /** The plain-HTTP redirect listener's port (tests bind 0). */
  get redirectPort(): number | null {
    const address = this.redirect?.address();
    return typeof address === 'object' && address ? address.port : null;
  }

  async close(): Promise<void> {
    this.reloader?.stop();
    const redirect = this.redirect;
    if (redirect) {
      redirect.closeAllConnections();
      await new Promise<void>((resolve) => redirect.close(() => resolve()));
    }
    return this.fastify.close();
  }
}

/** What pre-response hooks see of an answer: one small object per answer, its method on the prototype. */
class PreResponseView implements PreResponseInfo {
  readonly statusCode: number;
  constructor(private readonly reply: FastifyReply) {
    this.statusCode = reply.statusCode;
  }
  setHeader(name: string, value: string): void {
    this.reply.header(name, value);
  }
}

/** What Fastify is given for a handler's result: the reply when it answered itself or has no body. */
function answer(reply: FastifyReply, response: OsdResponse, result: unknown): unknown {
  if (response.answered || isAnswered(result)) return reply;
  if (result === undefined) return reply.send();
  return result;
}

function isPromise<T>(value: unknown): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}

export function createHttpServer(config: DashboardsConfig, logger: Logger): HttpServer {
  return new HttpServer(config, logger);
}
