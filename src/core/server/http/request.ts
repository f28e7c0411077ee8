import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  AnsweredResponse,
  OsdRequest,
  OsdResponse,
  RequestAuth,
  RequestRoute,
  ResolvedRouteOptions,
} from './types';

/** Where a route's declared options live in Fastify's route config. */
export const ROUTE_OPTIONS_KEY = 'osdRouteOptions';

/** What a path no route matched gets: authentication and the XSRF header are required. */
export const DEFAULT_ROUTE_OPTIONS: ResolvedRouteOptions = Object.freeze({
  authRequired: true,
  xsrfRequired: true,
  tags: [],
});

export function routeOptionsOf(raw: FastifyRequest): ResolvedRouteOptions {
  if (raw.routeOptions.url === undefined) return DEFAULT_ROUTE_OPTIONS;
  const config = raw.routeOptions.config as unknown as Record<string, unknown> | undefined;
  const options = config?.[ROUTE_OPTIONS_KEY] as ResolvedRouteOptions | undefined;
  // A route registered around the router is treated like an unmatched path: fully protected.
  return options ?? DEFAULT_ROUTE_OPTIONS;
}

interface Validated {
  params: unknown;
  query: unknown;
  body: unknown;
}

class CoreRequest implements OsdRequest {
  auth: RequestAuth = { isAuthenticated: false };
  validated?: Validated;
  readonly route: RequestRoute;

  constructor(private readonly raw: FastifyRequest) {
    this.route = Object.freeze({ path: raw.routeOptions.url, method: raw.method, options: routeOptionsOf(raw) });
  }

  get method() {
    return this.raw.method;
  }
  get url() {
    return this.raw.url;
  }
  get path() {
    return this.raw.url.split('?')[0];
  }
  get headers() {
    return this.raw.headers;
  }
  get params() {
    return this.validated ? this.validated.params : this.raw.params;
  }
  get query() {
    return this.validated ? this.validated.query : this.raw.query;
  }
  get body() {
    return this.validated ? this.validated.body : this.raw.body;
  }
  get ip() {
    return this.raw.ip;
  }
  get remotePort() {
    return this.raw.socket?.remotePort;
  }
}

const ANSWERED: AnsweredResponse = Object.freeze({ answered: true as const });

export function isAnswered(value: unknown): value is AnsweredResponse {
  return value === ANSWERED;
}

class CoreResponse implements OsdResponse {
  constructor(private readonly reply: FastifyReply) {}

  get statusCode() {
    return this.reply.statusCode;
  }
  get answered() {
    return this.reply.sent;
  }
  status(code: number) {
    this.reply.code(code);
    return this;
  }
  header(name: string, value: string | number | string[]) {
    this.reply.header(name, value);
    return this;
  }
  getHeader(name: string) {
    return this.reply.getHeader(name);
  }
  removeHeader(name: string) {
    this.reply.removeHeader(name);
    return this;
  }
  cookie(serialized: string) {
    // Fastify appends set-cookie values rather than replacing them.
    this.reply.header('set-cookie', serialized);
    return this;
  }
  type(contentType: string) {
    this.reply.type(contentType);
    return this;
  }
  redirect(location: string, statusCode: 301 | 302 | 303 | 307 | 308 = 302): AnsweredResponse {
    void this.reply.redirect(location, statusCode);
    return ANSWERED;
  }
}

const requests = new WeakMap<FastifyRequest, CoreRequest>();
const responses = new WeakMap<FastifyReply, CoreResponse>();

/** The one OsdRequest of a Fastify request. */
export function osdRequestOf(raw: FastifyRequest): OsdRequest {
  return coreRequestOf(raw);
}

export function coreRequestOf(raw: FastifyRequest): CoreRequest {
  let request = requests.get(raw);
  if (!request) {
    request = new CoreRequest(raw);
    requests.set(raw, request);
  }
  return request;
}

export function osdResponseOf(reply: FastifyReply): OsdResponse {
  let response = responses.get(reply);
  if (!response) {
    response = new CoreResponse(reply);
    responses.set(reply, response);
  }
  return response;
}

export function setAuth(raw: FastifyRequest, auth: RequestAuth): void {
  coreRequestOf(raw).auth = Object.freeze(auth);
}

export function setValidated(raw: FastifyRequest, validated: Validated): void {
  coreRequestOf(raw).validated = validated;
}
