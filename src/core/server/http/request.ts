import type { FastifyReply, FastifyRequest } from 'fastify';
import { TLSSocket } from 'tls';
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

/** Each connection's remote address and port, taken when it opens (a reset socket forgets them). */
const connections = new WeakMap<object, { address: string; port: number | undefined }>();

/** Called for every accepted connection, before any of its requests is parsed. */
export function rememberConnection(socket: { remoteAddress?: string; remotePort?: number }): void {
  if (socket.remoteAddress !== undefined) {
    connections.set(socket, { address: socket.remoteAddress, port: socket.remotePort });
  }
}

class CoreRequest implements OsdRequest {
  auth: RequestAuth = { isAuthenticated: false };
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

  constructor(private readonly raw: FastifyRequest) {
    this.route = Object.freeze({ path: raw.routeOptions.url, method: raw.method, options: routeOptionsOf(raw) });
    const connection = raw.socket ? connections.get(raw.socket) : undefined;
    this.ip = raw.ip ?? connection?.address ?? '';
    this.remotePort = raw.socket?.remotePort ?? connection?.port;
    this.method = raw.method;
    this.url = raw.url;
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
  // Node lists the subject in the certificate's order (least specific first); a DN reads the other way.
  const rdns = entries
    .flatMap(([type, value]) =>
      (Array.isArray(value) ? value : [value]).map((one) => Object.freeze({ type, value: String(one) }))
    )
    .reverse();
  return Object.freeze({ authorized: socket.authorized, subject, rdns: Object.freeze(rdns) });
}

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

/** The one wrapper of `key` in `cache`, made on first use: hooks and the handler share it. */
function once<K extends object, V>(cache: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make(key);
    cache.set(key, value);
  }
  return value;
}

export function coreRequestOf(raw: FastifyRequest): CoreRequest {
  return once(requests, raw, (r) => new CoreRequest(r));
}

export function osdResponseOf(reply: FastifyReply): OsdResponse {
  return once(responses, reply, (r) => new CoreResponse(r));
}

export function setAuth(raw: FastifyRequest, auth: RequestAuth): void {
  coreRequestOf(raw).auth = Object.freeze(auth);
}

export function setValidated(raw: FastifyRequest, validated: Validated): void {
  coreRequestOf(raw).validated = validated;
}
