import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TLSSocket } from 'tls';
import type { PermissionCheck } from './permission_check';
import { newSlots, SLOTS } from './request_slot';
import { REQUEST_ID_HEADER, requestIdOf } from './request_id';
import { distinguishedName, subjectRdns } from './tls/certificate_subject';
import type {
  AnsweredResponse,
  ClientCertificate,
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

/** The request's route as handlers see it, made once per route and method (Fastify's `routeOptions` is a new object per read). */
const ROUTE_KEY = Symbol('osd.requestRoute');

/** A route's RequestRoute, made once when core registers it (see coreRequestFor). */
export function requestRoute(path: string, method: string, options: ResolvedRouteOptions): RequestRoute {
  return Object.freeze({ path, method, options });
}

function requestRouteOf(raw: FastifyRequest): RequestRoute {
  // One read of `routeOptions`: Fastify builds it anew on every access.
  const { url, config } = raw.routeOptions as unknown as { url?: string; config?: Record<string | symbol, unknown> };
  if (url === undefined || !config)
    return Object.freeze({ path: url, method: raw.method, options: DEFAULT_ROUTE_OPTIONS });
  const known = config[ROUTE_KEY] as RequestRoute | undefined;
  if (known && known.method === raw.method && known.path === url) return known;
  // A route registered around the router is treated like an unmatched path: fully protected.
  const options = (config[ROUTE_OPTIONS_KEY] as ResolvedRouteOptions | undefined) ?? DEFAULT_ROUTE_OPTIONS;
  const route: RequestRoute = Object.freeze({ path: url, method: raw.method, options });
  config[ROUTE_KEY] = route;
  return route;
}

export function routeOptionsOf(raw: FastifyRequest): ResolvedRouteOptions {
  return coreRequestOf(raw).route.options;
}

interface Validated {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** Each connection's remote address and port, taken when it opens (a reset socket forgets them). */
const connections = new WeakMap<object, { address: string; port: number | undefined }>();

/** Called for every accepted connection, before any of its requests is parsed. */
export function rememberConnection(socket: { remoteAddress?: string; remotePort?: number }): void {
  if (socket.remoteAddress !== undefined) {
    connections.set(socket, { address: socket.remoteAddress, port: socket.remotePort });
  }
}

/** Every request's auth until the auth handler names a caller: one frozen object, not one per request. */
const NOT_AUTHENTICATED: RequestAuth = Object.freeze({ isAuthenticated: false });

class CoreRequest implements OsdRequest {
  auth: RequestAuth = NOT_AUTHENTICATED;
  validated?: Validated;
  readonly route: RequestRoute;
  /**
   * Facts of the connection, taken when the request arrives (core makes the OsdRequest first
   * thing in onRequest): once the client resets the socket, Node no longer knows its address,
   * and an audit event written after that must still say where the request came from.
   */
  readonly ip: string;
  readonly remotePort: number | undefined;
  readonly method: string;
  readonly url: string;
  readonly id: string;
  /** When core first saw the request (its onRequest hook), in `performance.now()` time. */
  readonly arrivedAt = performance.now();

  /** The values plugins keep beside the request (RequestSlot). */
  readonly [SLOTS]: unknown[] = newSlots();
  /** Whether the answer's headers are set and its pre-response hooks run (request_pipeline.ts). */
  prepared = false;
  /** Set for a permission dry run (`perform_permission_check=true`): the hooks' refusals, collected. */
  permissionCheck?: PermissionCheck;

  constructor(
    private readonly raw: FastifyRequest,
    route?: RequestRoute
  ) {
    this.route = route ?? requestRouteOf(raw);
    const { socket } = raw;
    const ip = raw.ip;
    const port = socket?.remotePort;
    // What the connection was opened with, only when the socket no longer says.
    const connection = (ip === undefined || port === undefined) && socket ? connections.get(socket) : undefined;
    this.ip = ip ?? connection?.address ?? '';
    this.remotePort = port ?? connection?.port;
    this.method = raw.method;
    this.url = raw.url;
    this.id = requestIdOf(raw.headers[REQUEST_ID_HEADER]);
  }

  get path() {
    return this.url.split('?')[0];
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
  get clientCertificate(): ClientCertificate | null {
    return clientCertificateOf(this.raw.socket);
  }
}

/**
 * The client certificate the TLS layer was shown, and whether it chained to
 * `server.ssl.certificateAuthorities` (a certificate of any other CA is presented but not authorized).
 */
function clientCertificateOf(socket: FastifyRequest['socket'] | undefined): ClientCertificate | null {
  if (!(socket instanceof TLSSocket)) return null;
  const peer = socket.getPeerCertificate();
  if (!peer || Object.keys(peer).length === 0) return null;
  const entries = Object.entries(peer.subject ?? {});
  const subject = entries
    .map(([name, value]) => `${name}=${Array.isArray(value) ? value.join('+') : value}`)
    .join(', ');
  // The certificate's own RDN sequence (Node's subject object groups by type and loses the order).
  const sequence =
    (peer.raw && subjectRdns(peer.raw)) ??
    entries.flatMap(([type, value]) =>
      (Array.isArray(value) ? value : [value]).map((one) => [Object.freeze({ type, value: String(one) })])
    );
  // A DN reads most specific first; the certificate lists the least specific first.
  const rdns = [...sequence].reverse().flat();
  const dn = distinguishedName(sequence);
  return Object.freeze({ authorized: socket.authorized, subject, dn, rdns: Object.freeze(rdns) });
}

/** What Fastify itself sends with a JSON answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Where the Fastify instance keeps its request pipeline's `prepareAnswer` (request_pipeline.ts):
 * a handler's answer is prepared (headers, pre-response hooks) just before it is sent.
 */
export const PREPARE_ANSWER = 'osdPrepareAnswer';
export type PrepareAnswer = (raw: FastifyRequest, reply: FastifyReply) => Promise<void> | undefined;

const ANSWERED: AnsweredResponse = Object.freeze({ answered: true as const });

export function isAnswered(value: unknown): value is AnsweredResponse {
  return value === ANSWERED;
}

class CoreResponse implements OsdResponse {
  // Fastify's `reply.sent` turns true only once the last byte is written, after the async onSend
  // hooks; a caller asking in between would answer a second time (ERR_HTTP_HEADERS_SENT).
  private sending = false;

  constructor(private readonly reply: FastifyReply) {}

  get statusCode() {
    return this.reply.statusCode;
  }
  get answered() {
    return this.sending || this.reply.sent;
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
    this.sending = true;
    // The status first: the pre-response hooks see the answer's.
    this.reply.code(statusCode);
    const pending = prepareAnswer(this.reply);
    if (pending) void pending.then(() => this.reply.redirect(location, statusCode));
    else void this.reply.redirect(location, statusCode);
    return ANSWERED;
  }
  serialize(value: unknown): string {
    // Fastify types what a custom serializer may return; the route's JSON serializers return text.
    return this.reply.serialize(value) as string;
  }
  json(text: string): AnsweredResponse {
    return this.sendText(JSON_TYPE, text);
  }
  html(text: string): AnsweredResponse {
    return this.sendText('text/html; charset=utf-8', text);
  }
  /** Sent once the answer is prepared: at once, unless a pre-response hook is still at work (no closure otherwise). */
  private sendText(contentType: string, text: string): AnsweredResponse {
    this.sending = true;
    this.reply.header('content-type', contentType);
    const pending = prepareAnswer(this.reply);
    if (pending) void pending.then(() => this.reply.send(text));
    else this.reply.send(text);
    return ANSWERED;
  }
}

/**
 * Where the one wrapper of a Fastify request and of its reply are kept (fields Fastify declares on
 * every request and reply: see `decorateRequestWrappers`), so hooks and the handler share them.
 */
const REQUEST_FIELD = 'osdRequest';
const RESPONSE_FIELD = 'osdResponse';

interface Wrapped {
  [REQUEST_FIELD]?: CoreRequest | null;
  [RESPONSE_FIELD]?: CoreResponse | null;
}

/** Declares the wrappers' fields, so every request and reply object has the same shape from the start. */
export function decorateRequestWrappers(server: FastifyInstance): void {
  server.decorateRequest(REQUEST_FIELD, null);
  server.decorateReply(RESPONSE_FIELD, null);
}

/** The one OsdRequest of a Fastify request. */
export function osdRequestOf(raw: FastifyRequest): OsdRequest {
  return coreRequestOf(raw);
}

export function coreRequestOf(raw: FastifyRequest): CoreRequest {
  const wrapped = raw as unknown as Wrapped;
  return (wrapped[REQUEST_FIELD] ??= new CoreRequest(raw));
}

/** The core request of `raw`, made with its route's known RequestRoute (no read of Fastify's `routeOptions`). */
export function coreRequestFor(raw: FastifyRequest, route: RequestRoute): CoreRequest {
  const wrapped = raw as unknown as Wrapped;
  return (wrapped[REQUEST_FIELD] ??= new CoreRequest(raw, route));
}

/**
 * Prepares `reply`'s answer through its server's pipeline (headers, pre-response hooks), once;
 * nothing for a reply of a server without one (a test's bare Fastify instance).
 */
export function prepareAnswer(reply: FastifyReply): Promise<void> | undefined {
  const prepare = (reply.server as unknown as Record<string, PrepareAnswer | undefined> | undefined)?.[PREPARE_ANSWER];
  return prepare ? prepare(reply.request, reply) : undefined;
}

export function osdResponseOf(reply: FastifyReply): OsdResponse {
  const wrapped = reply as unknown as Wrapped;
  return (wrapped[RESPONSE_FIELD] ??= new CoreResponse(reply));
}

export function setAuth(raw: FastifyRequest, auth: RequestAuth): void {
  coreRequestOf(raw).auth = Object.freeze(auth);
}

export function setValidated(raw: FastifyRequest, validated: Validated): void {
  coreRequestOf(raw).validated = validated;
}
