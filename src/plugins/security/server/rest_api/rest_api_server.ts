/**
 * The OpenSearch security REST API on a listener of its own (`opensearch_security.restapi.port`): a second
 * Fastify instance that answers as the security plugin of an OpenSearch cluster does, from the
 * same backend the Security app uses. Callers sign in with HTTP Basic on every request; cookies
 * are never read here, so no browser can be made to call it with its session (hence no
 * `osd-xsrf` header either).
 */
import { callerGrants } from '../backend/permissions/api_grants';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Server as TlsServer } from 'tls';
import {
  HttpError,
  MissingPrivilegesError,
  asksPermissionCheck,
  PermissionCheck,
  checkListenable,
  httpsServerOptions,
  listenRefusal,
  loadTlsMaterial,
  TlsReloader,
  installJsonBodyParser,
  frameworkErrorMessage,
  serializeOnFirstUse,
  type ServerSslConfig,
  type TlsMaterial,
} from '../../../../core/server';
import { SECURITY_APP_ID } from '../../common/constants';
import { ApplicationAccessPolicy, applicationRefusal } from '../applications/application_access';
import { grantLimits } from '../backend/grant_limits';
import type { Caller } from '../operations';
import { clusterPermissionOf, endpointAccess, missingEndpointPermissions, type CallerGrants } from './endpoint_access';
import { BASIC_CHALLENGE } from '../auth/providers/basic/provider';
import { auditRequest, authenticate, UnauthorizedError } from './rest_api_auth';
import { accountRoutes } from './account_routes';
import { API_TOKENS_REST_PATH, apiTokenRoutes } from './api_token_routes';
import { API_TOKEN_MANAGES_TOKENS_MESSAGE, API_TOKEN_SECURITY_API_MESSAGE } from '../../common/api_tokens';
import { adminCertificateRoutes } from './admin_certificate_routes';
import { auditRoutes } from './audit_routes';
import { cacheRoutes } from './cache_routes';
import { refuseCrossSiteWrites } from './cross_site_writes';
import { versionRoutes } from './version_routes';
import { entryRoutes } from './entry_routes';
import { infoRoutes } from './info_routes';
import { securityConfigRoutes } from './security_config_routes';
import { tenancyRoutes } from './tenancy_routes';
import { sslRoutes } from './ssl_routes';
import { configUpgradeRoutes } from './config_upgrade_routes';
import { authTokenRoutes } from './auth_token_routes';
import { catRoutes } from './cat_routes';
import { resourceSharingRoutes } from './resource_sharing_routes';
import { clientError, statusError } from './responses';
import { oboRestRefusal } from '../auth/obo_request_guard';
import {
  REST_API_PREFIXES,
  RestQuerySchema,
  type RestApiCaller,
  type RestApiDeps,
  type RestApiRoute,
  type RestQuery,
} from './types';

const BODY_LIMIT = 1024 * 1024;
const REST_API_PORT_SETTING = 'opensearch_security.restapi.port';

/** The routes with each path under both prefixes (the root and OpenSearch's own APIs stay as they are). */
function expand(routes: RestApiRoute[]): Array<RestApiRoute & { url: string }> {
  return routes.flatMap((route) =>
    route.path === '/' || route.unprefixed
      ? [{ ...route, url: route.path }]
      : REST_API_PREFIXES.map((prefix) => ({ ...route, url: prefix + route.path }))
  );
}

function pathPattern(url: string): RegExp {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/** HTTPS with `server.ssl.*`, read and checked by core's TLS module (a bad file stops the start naming its setting). */
function tlsOf(ssl: ServerSslConfig | null): { ssl: ServerSslConfig; material: TlsMaterial } | null {
  return ssl ? { ssl, material: loadTlsMaterial(ssl) } : null;
}

/** What a dry run reports for what only the cluster's admin certificate opens. */
const ADMIN_CERTIFICATE_PRIVILEGE = 'admin certificate';

export class RestApiServer {
  private readonly app: FastifyInstance;
  private readonly callers = new WeakMap<FastifyRequest, RestApiCaller>();
  /** Dry runs the access check allowed, of routes that judge their own (`dryRun`) once the body is read. */
  private readonly dryRuns = new WeakMap<FastifyRequest, PermissionCheck>();
  private readonly applications: ApplicationAccessPolicy;

  private readonly tls: ReturnType<typeof tlsOf>;
  private reloader?: TlsReloader;
  /** Every route the listener serves (method and URL): the audits enumerate them from it. */
  readonly routeTable: ReadonlyArray<{ method: RestApiRoute['method']; url: string; public: boolean }>;

  constructor(private readonly deps: RestApiDeps) {
    this.tls = tlsOf(deps.restApi.ssl);
    // The same security headers as the dashboards listener; every answer here is an API answer
    // about the caller's access, which no browser or proxy may keep.
    const { securityHeaders } = deps.restApi;
    // Behind a TLS proxy (a Secure session cookie, no TLS of our own) the dashboards listener sends
    // HSTS from the security plugin; so does this one.
    const proxyHsts = deps.config.cookie.secure && !deps.restApi.ssl;
    const withListenerHeaders = (reply: FastifyReply) => {
      for (const [name, value] of securityHeaders) void reply.header(name, value);
      if (proxyHsts) void reply.header('strict-transport-security', 'max-age=31536000');
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    };
    this.applications = new ApplicationAccessPolicy(deps.config.application_permissions.enabled);
    this.app = Fastify({
      ...(this.tls ? { https: httpsServerOptions(this.tls.ssl, this.tls.material) } : {}),
      logger: false,
      bodyLimit: BODY_LIMIT,
      // A name in the path may be as long as names are (256 characters): Fastify's default 100 refused longer ones (414).
      routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1024 },
      trustProxy: false,
      // A malformed or over-long path: this listener's error shape and headers, not Fastify's own answer.
      // Fastify answers these before any hook runs: the headers are set here.
      frameworkErrors: (error, _request, reply) => {
        const { status, message } = frameworkErrorMessage(error);
        withListenerHeaders(reply);
        void statusError(reply, status, message);
      },
    });
    // Response schemas built on the first answer that uses them, as core's server does.
    serializeOnFirstUse(this.app);
    // OpenSearch clients send `Content-Type: application/json` on every request, GET and DELETE included.
    installJsonBodyParser(this.app);
    this.app.addHook('onSend', async (_request, reply) => withListenerHeaders(reply));
    refuseCrossSiteWrites(this.app);
    this.app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config && (request.routeOptions.config as { public?: boolean }).public) return;
      this.callers.set(request, await authenticate(this.deps, request, reply));
    });
    const routes = expand([
      ...infoRoutes(deps),
      ...accountRoutes(deps),
      ...entryRoutes(),
      ...auditRoutes(),
      ...securityConfigRoutes(),
      ...tenancyRoutes(),
      ...cacheRoutes(),
      ...versionRoutes(),
      ...adminCertificateRoutes(),
      ...(deps.apiTokens ? apiTokenRoutes(deps.apiTokens) : []),
      ...sslRoutes(deps, () => this.reloader?.reload('a reloadcerts call') ?? false),
      ...configUpgradeRoutes(),
      ...authTokenRoutes(deps),
      ...catRoutes(deps),
      ...(deps.resourceSharing ? resourceSharingRoutes(deps.resourceSharing) : []),
    ]);
    this.routeTable = routes.map(({ method, url, access }) => ({ method, url, public: access === 'public' }));
    for (const route of routes) this.register(route);
    this.registerFallback(routes);
    this.app.setErrorHandler((error, request, reply) => this.sendError(error, request, reply));
  }

  /** Before anything is seeded: the port and address can be had (the listen comes after). */
  async checkListenable(): Promise<void> {
    const { port, host } = this.deps.restApi;
    await checkListenable(port, host, REST_API_PORT_SETTING);
  }

  async listen(): Promise<string> {
    const { port, host } = this.deps.restApi;
    let url: string;
    try {
      url = await this.app.listen({ port, host });
    } catch (error) {
      // Taken since the check: named with this listener's setting, not the main port's.
      throw listenRefusal(error, port, host, REST_API_PORT_SETTING) ?? error;
    }
    if (this.tls) {
      // The same files as the dashboards listener, renewed the same way (file change or SIGHUP).
      this.reloader = new TlsReloader(this.tls.ssl, this.tls.material, this.deps.logger);
      this.reloader.add(this.app.server as unknown as TlsServer);
    }
    return url;
  }

  async close(): Promise<void> {
    this.reloader?.stop();
    await this.app.close();
  }

  private register(route: RestApiRoute & { url: string }): void {
    this.app.route({
      method: route.method,
      url: route.url,
      config: { public: route.access === 'public' },
      // Checked after the access check (onRequest): a caller without access learns nothing of it.
      schema: { querystring: RestQuerySchema, ...(route.response ? { response: route.response } : {}) },
      // After the caller signed in and before the body is read: a caller without access learns
      // nothing, not even whether a body would have been valid.
      onRequest: async (request, reply) => {
        if (!asksPermissionCheck(request.query)) return this.checkAccess(route, request);
        // Upstream's permission dry run: the same check, answered instead of run (a public route's too).
        const check = new PermissionCheck();
        await check.run(() => this.checkAccess(route, request));
        // A route that judges its own dry run does so in its handler's place, once the body is read.
        if (route.dryRun && check.allowed) return void this.dryRuns.set(request, check);
        return this.sendCheck(reply, check);
      },
      handler: async (request, reply) => {
        const caller = this.callers.get(request) as RestApiCaller;
        const context = {
          request,
          reply,
          caller,
          operationsCaller: await this.operationsCaller(caller),
          params: (request.params ?? {}) as Record<string, string>,
          query: (request.query ?? {}) as RestQuery,
          body: request.body,
        };
        const check = this.dryRuns.get(request);
        if (!check) return route.handler(context);
        // The handler never runs on a dry run: the route's judgement, which writes nothing, does.
        await check.judge(() => route.dryRun!(context));
        return this.sendCheck(reply, check);
      },
    });
  }

  /** A dry run's answer: its own shape, not the route's response schema. */
  private sendCheck(reply: FastifyReply, check: PermissionCheck): FastifyReply {
    return reply
      .code(200)
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send(check.answer());
  }

  /**
   * The signed-in caller for the operations layer: the endpoints the evaluation gave their account
   * (as `/api/v1` reads them) bound what they may hand out, and their actor names them in the audit
   * log and the history. Nobody signed in (a public route): the server itself, who may grant nothing.
   */
  private async operationsCaller(caller: RestApiCaller | undefined): Promise<Caller> {
    const rolesEnabled = this.deps.config.restapi.roles_enabled;
    const backend = this.deps.backend();
    if (!caller) return { backend, grants: grantLimits([], rolesEnabled) };
    // The calls no endpoint opens, as the evaluation grants them (grantsOf decides the same calls).
    const held = await callerGrants(
      caller.account.api_endpoints,
      backend.allowsClusterAction && ((permission) => backend.allowsClusterAction!(caller.principal, permission)),
      { adminEnabled: this.deps.config.restapi.admin_enabled, apiToken: !!caller.apiToken }
    );
    const grants = {
      ...grantLimits(held, rolesEnabled),
      othersNamed: (name: string) => this.deps.passwords.principalsNamed(name),
    };
    return { backend, grants, actor: caller.actor, username: caller.username };
  }

  /** The route's grants as the permission evaluation decides them for this caller. */
  private async grantsOf(route: RestApiRoute, caller: RestApiCaller): Promise<CallerGrants> {
    const permission =
      route.access === 'public' || route.access === 'user' ? undefined : clusterPermissionOf(route.access);
    // A token's caller is refused before this; were one not, it would hold nothing here.
    const holdsClusterPermission =
      permission !== undefined &&
      !caller.apiToken &&
      (await this.deps.backend().allowsClusterAction?.(caller.principal, permission)) === true;
    return { endpoints: caller.account.api_endpoints, holdsClusterPermission };
  }

  private async checkAccess(route: RestApiRoute, request: FastifyRequest): Promise<void> {
    if (route.access === 'public') return;
    const caller = this.callers.get(request) as RestApiCaller;
    if (caller.apiToken && !route.tokenAllowed) {
      const message = route.path.startsWith(API_TOKENS_REST_PATH)
        ? API_TOKEN_MANAGES_TOKENS_MESSAGE
        : API_TOKEN_SECURITY_API_MESSAGE;
      await this.audit(request, caller, 'MISSING_PRIVILEGES', { reason: 'api_token', status: 403 });
      throw new HttpError(403, message);
    }
    if (caller.onBehalfOf) {
      const refusal = oboRestRefusal(route.method, route.path, API_TOKENS_REST_PATH);
      if (refusal) {
        await this.audit(request, caller, 'MISSING_PRIVILEGES', { reason: 'onbehalfof_token', status: 403 });
        throw new HttpError(403, refusal);
      }
    }
    if (route.access === 'user') {
      const refusal =
        route.apps && applicationRefusal(this.applications, caller.account, route.apps, route.method !== 'GET');
      if (refusal) {
        await this.audit(request, caller, 'MISSING_PRIVILEGES', {
          reason: refusal.reason,
          applications: [...route.apps!],
          status: 403,
        });
        throw new HttpError(403, refusal.message);
      }
      return;
    }
    const grants = await this.grantsOf(route, caller);
    const decision = endpointAccess(
      route.access,
      route.method !== 'GET',
      grants,
      this.deps.config.restapi.admin_enabled
    );
    if (decision === 'allowed') {
      // The security API is the Security app's here too: the /api/v1 routes' application rule (issue 68.4).
      const refusal = applicationRefusal(this.applications, caller.account, [SECURITY_APP_ID], route.method !== 'GET');
      if (refusal) {
        const details = { reason: refusal.reason, applications: [SECURITY_APP_ID], status: 403 };
        await this.audit(request, caller, 'MISSING_PRIVILEGES', details);
        throw new HttpError(403, refusal.message);
      }
      await this.audit(request, caller, 'GRANTED_PRIVILEGES', {});
      return;
    }
    await this.audit(request, caller, 'MISSING_PRIVILEGES', { reason: decision, status: 403 });
    const missingPrivileges =
      decision === 'admin_certificate'
        ? [ADMIN_CERTIFICATE_PRIVILEGE]
        : missingEndpointPermissions(route.access, grants);
    throw new MissingPrivilegesError(
      decision === 'admin_certificate'
        ? 'This API needs the cluster admin certificate; it cannot be used with a password.'
        : `No permission to access the REST API endpoint '${route.access}'.`,
      missingPrivileges
    );
  }

  /** An unknown method on a known path is a 405 naming the allowed ones, as OpenSearch answers. */
  private registerFallback(routes: Array<RestApiRoute & { url: string }>): void {
    const patterns = routes.map((route) => ({ method: route.method, pattern: pathPattern(route.url) }));
    this.app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0];
      const allowed = [...new Set(patterns.filter((p) => p.pattern.test(path)).map((p) => p.method))];
      if (allowed.length > 0) {
        void reply.header('allow', allowed.join(','));
        return clientError(
          reply,
          405,
          `Incorrect HTTP method for uri [${path}] and method [${request.method}], allowed: [${allowed.join(', ')}]`
        );
      }
      return clientError(reply, 400, `no handler found for uri [${path}] and method [${request.method}]`);
    });
  }

  private async audit(
    request: FastifyRequest,
    caller: RestApiCaller,
    category: 'GRANTED_PRIVILEGES' | 'MISSING_PRIVILEGES',
    details: Record<string, unknown>
  ): Promise<void> {
    try {
      await this.deps.backend().audit({ category, user: caller.username, request: auditRequest(request), details });
    } catch (error) {
      this.deps.logger.error(`Could not write a ${category} audit event: ${(error as Error).message}`);
    }
  }

  private sendError(error: unknown, _request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof UnauthorizedError) {
      void reply.header('www-authenticate', BASIC_CHALLENGE);
      return reply.code(401).type('text/plain; charset=UTF-8').send('Unauthorized');
    }
    if (error instanceof HttpError) return statusError(reply, error.statusCode, error.message);
    const fastifyError = error as {
      statusCode?: number;
      code?: string;
      message?: string;
      validationContext?: string;
      validation?: Array<{ instancePath?: string }>;
    };
    if (fastifyError.validationContext === 'querystring') {
      const name = fastifyError.validation?.[0]?.instancePath?.slice(1) ?? '';
      return statusError(reply, 400, `The query parameter '${decodePointer(name)}' may be given only once.`);
    }
    if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
      const message =
        fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large.'
          : fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Send the request body as application/json.'
            : 'The request is not valid.';
      return statusError(reply, fastifyError.statusCode, message);
    }
    this.deps.logger.error(`REST API request failed: ${error instanceof Error ? error.message : String(error)}`);
    return statusError(reply, 500, 'The request could not be completed.');
  }
}

/** A property's name from the JSON Pointer a validation error gives (`~1` is `/`, `~0` is `~`). */
function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
