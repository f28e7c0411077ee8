/** How routes reach Fastify: their declared options resolved, their parts validated, their answers sent. */
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTE_OPTIONS_KEY, coreRequestOf, isAnswered, osdResponseOf, setValidated } from './request';
import { isPromise } from './request_lifecycle';
import type { createValidatorFactory } from './route_validation';
import type { OsdResponse, RequestHandler, ResolvedRouteOptions, RouteConfig, RouteConfigOptions } from './types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function resolveRouteOptions(options: RouteConfigOptions = {}, method?: string): ResolvedRouteOptions {
  const { authRequired = true, xsrfRequired = true, tags = [], body, app, appAccess } = options;
  if (authRequired !== true && authRequired !== false && authRequired !== 'optional') {
    throw new Error(`authRequired must be true, false or 'optional', got ${String(authRequired)}`);
  }
  const resolved: ResolvedRouteOptions = { authRequired, xsrfRequired, tags: Object.freeze([...tags]) };
  if (app !== undefined) {
    const apps = typeof app === 'string' ? [app] : [...app];
    if (!apps.length || apps.some((id) => typeof id !== 'string' || id === ''))
      throw new Error("A route's app must name at least one app id");
    resolved.apps = Object.freeze(apps);
    resolved.appWrites = appAccess ? appAccess === 'write' : method !== undefined && method.toUpperCase() !== 'GET';
  }
  if (body?.accepts) resolved.bodyAccepts = Object.freeze(body.accepts.map((type) => type.toLowerCase()));
  return Object.freeze(resolved);
}

export function addRoute(
  fastify: FastifyInstance,
  compileValidator: ReturnType<typeof createValidatorFactory>,
  method: HttpMethod,
  route: RouteConfig,
  handler: RequestHandler
): void {
  if (!route || typeof route.path !== 'string' || !route.path.startsWith('/')) {
    throw new Error(`A route path must start with "/", got ${String(route?.path)}`);
  }
  const options = resolveRouteOptions(route.options, method);
  const { params, query, body } = route.validate ?? {};
  // A route that declares nothing to check takes the request's parts as they are (no copy per request).
  const validate = params || query || body ? compileValidator(route.validate) : undefined;
  fastify.route({
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
export async function registerStaticDir(
  fastify: FastifyInstance,
  staticOptions: FastifyStaticOptions,
  routeOptions: RouteConfigOptions
): Promise<void> {
  const resolved = resolveRouteOptions(routeOptions);
  await fastify.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object | undefined), [ROUTE_OPTIONS_KEY]: resolved };
    });
    await scope.register(fastifyStatic, staticOptions);
  });
}

/** What Fastify is given for a handler's result: the reply when it answered itself or has no body. */
function answer(reply: FastifyReply, response: OsdResponse, result: unknown): unknown {
  if (response.answered || isAnswered(result)) return reply;
  if (result === undefined) return reply.send();
  return result;
}
