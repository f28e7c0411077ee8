/** How routes reach Fastify: their declared options resolved, their parts validated, their answers sent. */
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PermissionCheck } from './permission_check';
import { ROUTE_OPTIONS_KEY, coreRequestFor, isAnswered, osdResponseOf, requestRoute, setValidated } from './request';
import { ANSWERED_HOOK, isPromise } from './request_lifecycle';
import { PIPELINE_IN_HANDLER, type RequestPipeline } from './request_pipeline';
import type { createValidatorFactory } from './route_validation';
import type { OsdResponse, RequestHandler, ResolvedRouteOptions, RouteConfig, RouteConfigOptions } from './types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function resolveRouteOptions(
  options: RouteConfigOptions = {},
  method?: string,
  dryRunJudged = false
): ResolvedRouteOptions {
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
  if (dryRunJudged) resolved.dryRunJudged = true;
  return Object.freeze(resolved);
}

export function addRoute(
  fastify: FastifyInstance,
  compileValidator: ReturnType<typeof createValidatorFactory>,
  pipeline: RequestPipeline,
  method: HttpMethod,
  route: RouteConfig,
  handler: RequestHandler
): void {
  if (!route || typeof route.path !== 'string' || !route.path.startsWith('/')) {
    throw new Error(`A route path must start with "/", got ${String(route?.path)}`);
  }
  const options = resolveRouteOptions(route.options, method, route.dryRun !== undefined);
  const { params, query, body } = route.validate ?? {};
  // A route that declares nothing to check takes the request's parts as they are (no copy per request).
  const validate = params || query || body ? compileValidator(route.validate) : undefined;
  // The route as its requests see it, made once (Fastify answers HEAD with a GET route's handler).
  const known = requestRoute(route.path, method, options);
  const head = method === 'GET' ? requestRoute(route.path, 'HEAD', options) : known;
  const coreRequest = (raw: FastifyRequest) => coreRequestFor(raw, raw.method === 'HEAD' ? head : known);

  /**
   * A permission dry run the hooks allowed, judged by the route (RouteConfig.dryRun) on its
   * validated parts and answered: the handler never runs.
   */
  const judge = async (raw: FastifyRequest, reply: FastifyReply, check: PermissionCheck): Promise<unknown> => {
    const response = osdResponseOf(reply);
    const { dryRun } = route;
    if (dryRun) {
      await check.judge(() => {
        if (validate) setValidated(raw, validate({ params: raw.params, query: raw.query, body: raw.body }));
        return dryRun(coreRequest(raw), response);
      });
    }
    response.status(200).json(JSON.stringify(check.answer()));
    return reply;
  };

  /** The handler with its parts validated, its answer prepared (pipeline.prepareAnswer) and passed on. */
  const run = (raw: FastifyRequest, reply: FastifyReply): unknown => {
    const check = coreRequest(raw).permissionCheck;
    if (check) return judge(raw, reply, check);
    if (validate) setValidated(raw, validate({ params: raw.params, query: raw.query, body: raw.body }));
    const response = osdResponseOf(reply);
    const result = handler(coreRequest(raw), response);
    if (isPromise(result)) return result.then((value) => answer(pipeline, raw, reply, response, value));
    return answer(pipeline, raw, reply, response, result);
  };

  // A GET has no body, so its request hooks run in the handler itself (no Fastify hook runs for
  // it at all); a method with a body runs them as the route's onRequest hook, before the body is read.
  const bodyless = method === 'GET';
  fastify.route({
    method,
    url: route.path,
    config: { [ROUTE_OPTIONS_KEY]: options, [PIPELINE_IN_HANDLER]: true },
    // Request parts are validated by core (one 400 format, after auth); the answers' schemas go
    // to Fastify, which serializes them with fast-json-stringify (undeclared fields dropped).
    ...(route.response ? { schema: { response: route.response } } : {}),
    ...(bodyless
      ? {}
      : {
          onRequest: (raw: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
            coreRequest(raw);
            return pipeline.onRequestHook.call(fastify, raw, reply, done);
          },
        }),
    // No async wrapper: a handler's promise is passed on as it is, its value sent the same way.
    handler: bodyless
      ? (raw, reply) => {
          coreRequest(raw);
          const arrival = pipeline.arrive(raw, reply);
          if (arrival === undefined) return run(raw, reply);
          // Answered by a hook: Fastify is handed the reply (a thenable settled once the answer is out).
          if (arrival === ANSWERED_HOOK) return reply;
          return arrival.then((outcome) => (outcome === ANSWERED_HOOK ? reply : run(raw, reply)));
        }
      : run,
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
  // The plugin's routes run core's request pipeline as route hooks (server_hooks.ts' onRoute hook).
  await fastify.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object | undefined), [ROUTE_OPTIONS_KEY]: resolved };
    });
    await scope.register(fastifyStatic, staticOptions);
  });
}

/**
 * What Fastify is given for a handler's result, its answer prepared first: the reply when it
 * answered itself (CoreResponse prepared it) or has no body.
 */
function answer(
  pipeline: RequestPipeline,
  raw: FastifyRequest,
  reply: FastifyReply,
  response: OsdResponse,
  result: unknown
): unknown {
  if (response.answered || isAnswered(result)) return reply;
  const pending = pipeline.prepareAnswer(raw, reply);
  if (pending) return pending.then(() => (result === undefined ? reply.send() : result));
  if (result === undefined) return reply.send();
  return result;
}
