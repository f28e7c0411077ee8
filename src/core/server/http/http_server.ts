import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Server as HttpListener } from 'http';
import type { Server as TlsServer } from 'tls';
import type { DashboardsConfig } from '../config/types';
import type { Logger } from '../logging/logger';
import { installBodyParsers } from './body_parsers';
import { decorateRequestWrappers, rememberConnection } from './request';
import { RequestLifecycle } from './request_lifecycle';
import { addRoute, registerStaticDir, type HttpMethod } from './route_registration';
import { createValidatorFactory, serializeOnFirstUse } from './route_validation';
import { createRequestPipeline, type RequestPipeline } from './request_pipeline';
import { installServerHooks, watchDisconnects } from './server_hooks';
import { createFastify } from './server_options';
import { createRedirectServer } from './tls/redirect_server';
import { loadTlsMaterial, type CertificateInfo, type TlsMaterial } from './tls/tls_material';
import { TlsReloader } from './tls/tls_reloader';
import type {
  AuthenticationHandler,
  IRouter,
  OnPostAuthHandler,
  OnPreAuthHandler,
  OnPreResponseHandler,
  RequestHandler,
  ResponseObserver,
  RouteConfig,
  RouteConfigOptions,
} from './types';

// Where these lived before the server was split by what it holds; importers keep their paths.
export { FORM_BODY_LIMIT, NDJSON_BODY_LIMIT } from './body_parsers';
export { resolveRouteOptions } from './route_registration';
export { stripBasePath } from './server_options';

/**
 * Core's HTTP server: Fastify inside, routes registered through routers with declared options,
 * one auth handler, and the lifecycle hooks (pre-auth, post-auth, pre-response). Every request
 * runs: XSRF check → pre-auth → auth (when the route asks for it) → post-auth, all before the
 * body is read; then the body is parsed, params / query / body validated and the handler called.
 * The pipeline is in request_pipeline.ts and request_lifecycle.ts (run inside each route's
 * handler; as Fastify hooks for 404s and static files: server_hooks.ts), routes in route_registration.ts;
 * this class wires them and owns the listeners (TLS, its reloading, the plain-HTTP redirect).
 */
export class HttpServer {
  readonly fastify: FastifyInstance;
  private readonly lifecycle: RequestLifecycle;
  private readonly pipeline: RequestPipeline;
  private readonly compileValidator = createValidatorFactory();
  private listening = false;
  private readonly tls?: TlsMaterial;
  private reloader?: TlsReloader;
  private redirect?: HttpListener;
  private observer?: ResponseObserver;
  /** Every route a router registered, in order: the audits enumerate the server's routes from it. */
  readonly routeTable: Array<{ method: HttpMethod; path: string; xsrfRequired: boolean }> = [];

  constructor(
    private readonly config: DashboardsConfig,
    private readonly logger: Logger
  ) {
    const { ssl } = config.server;
    // Read and checked here, so a bad file stops the start with the setting's name.
    this.tls = ssl ? loadTlsMaterial(ssl) : undefined;
    const server = createFastify(config, this.tls);
    this.fastify = server;
    this.lifecycle = new RequestLifecycle(logger, (what) => this.assertNotListening(what));
    // Response serializers are compiled on a route's first answer, not at start.
    serializeOnFirstUse(server);
    decorateRequestWrappers(server);
    // A client may reset the connection before its request is handled; its address is kept from here.
    server.server.on('connection', rememberConnection);
    installBodyParsers(server);
    this.pipeline = createRequestPipeline(config, { lifecycle: this.lifecycle, observer: () => this.observer });
    installServerHooks(server, this.pipeline, logger);
  }

  /** Hooks and the auth handler are part of the server's setup: none may be added once it listens. */
  private assertNotListening(what: string): void {
    if (this.listening) throw new Error(`${what} cannot be registered after the server has started.`);
  }

  registerAuth(handler: AuthenticationHandler): void {
    this.lifecycle.registerAuth(handler);
  }

  registerOnPreAuth(handler: OnPreAuthHandler): void {
    this.lifecycle.registerOnPreAuth(handler);
  }

  registerOnPostAuth(handler: OnPostAuthHandler): void {
    this.lifecycle.registerOnPostAuth(handler);
  }

  /** The one observer of every answer and disconnect (the status service's request figures). */
  observeResponses(observer: ResponseObserver): void {
    this.assertNotListening('A response observer');
    if (this.observer) throw new Error('A response observer is already registered.');
    this.observer = observer;
    watchDisconnects(this.fastify, observer);
  }

  registerOnPreResponse(handler: OnPreResponseHandler): void {
    this.lifecycle.registerOnPreResponse(handler);
  }

  createRouter(): IRouter {
    const add = (method: HttpMethod) => (route: RouteConfig, handler: RequestHandler<any, any, any, any>) => {
      addRoute(this.fastify, this.compileValidator, this.pipeline, method, route, handler);
      this.routeTable.push({ method, path: route.path, xsrfRequired: route.options?.xsrfRequired ?? true });
    };
    return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') };
  }

  /**
   * Files under `root` served at `prefix` (core's bundles and assets), with the given route
   * options (static files: `authRequired: false`, so no auth work at all).
   */
  registerStaticDir(staticOptions: FastifyStaticOptions, routeOptions: RouteConfigOptions): Promise<void> {
    return registerStaticDir(this.fastify, staticOptions, routeOptions);
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

export function createHttpServer(config: DashboardsConfig, logger: Logger): HttpServer {
  return new HttpServer(config, logger);
}
