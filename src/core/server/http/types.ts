/**
 * The HTTP contracts plugins see: a router with declared route options, core's own request and
 * response abstractions, and the auth / lifecycle hooks. Fastify stays inside core.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { IncomingHttpHeaders } from 'http';
import type { ServerSslConfig } from '../config/types';
import type { MessageDescriptor, Translator } from '../../common/i18n';

/**
 * What core's settings say about a second listener a plugin serves (the security plugin's REST
 * API, whose port and host are that plugin's settings): TLS as the dashboards listener's, and the
 * security headers its every answer must carry (as core's).
 */
export interface RestApiSetup {
  /** From `server.ssl.*`: the listener serves HTTPS with it (null: plain HTTP). */
  ssl: ServerSslConfig | null;
  securityHeaders: ReadonlyArray<readonly [string, string]>;
}

export type RouteMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * `true`: the registered auth handler must authenticate the caller, else its answer (or a 401) is
 * sent; `'optional'`: authenticated when credentials are present, the route runs anyway;
 * `false`: the auth handler is never called.
 */
export type AuthRequired = boolean | 'optional';

export interface RouteConfigOptions {
  /** Default `true`. */
  authRequired?: AuthRequired;
  /** Default `true`: a non-GET call without the `osd-xsrf` header is refused with 400. */
  xsrfRequired?: boolean;
  /** Free labels hooks may act on (e.g. the security plugin's API access check). */
  tags?: readonly string[];
  body?: RouteBodyOptions;
  /**
   * The app (or apps: any one of them suffices) whose API this is, for hooks that decide app
   * access (the security plugin's application permissions). A GET reads; other methods write,
   * unless `appAccess` says the route only reads (a search sent as POST).
   */
  app?: string | readonly string[];
  /** Default: `read` for GET, `write` otherwise. */
  appAccess?: 'read' | 'write';
}

export interface RouteBodyOptions {
  /**
   * The request bodies' content types the route takes; any other is refused with 415 before the
   * body is read. Unset: JSON and core's other parsed types, never raw bytes. A raw type
   * (`application/zip`, `application/octet-stream`) reaches the handler as a Buffer, which the
   * route's `validate.body` schema does not see: the handler checks it.
   */
  accepts?: readonly string[];
}

/**
 * A JSON schema. Routes declare TypeBox ones, from which the handler's types are derived; the
 * plain-object form is what ajv itself reads, kept for core's tests of the validator and the
 * router (a plain schema types its request part as `any`).
 */
export type RouteSchema = TSchema | Record<string, unknown>;

/** JSON schemas (ajv) of the parts of a request. Bodies are validated strictly (no coercion); params and query may be coerced from text. */
export interface RouteValidate {
  params?: RouteSchema;
  query?: RouteSchema;
  body?: RouteSchema;
}

/**
 * The schemas of the answers by status code. Fastify serializes a declared status with
 * fast-json-stringify: a property its schema does not declare is dropped (never sent), so a
 * schema must list every field the browser needs and a secret can never leak by accident.
 */
export type RouteResponses = Partial<Record<number, RouteSchema>>;

export interface RouteConfig<V extends RouteValidate = RouteValidate, R extends RouteResponses = RouteResponses> {
  /** Fastify-style path inside the base path: `/api/x/:id`, `/app/*`. */
  path: string;
  validate?: V;
  response?: R;
  options?: RouteConfigOptions;
  /**
   * How a permission dry run (`perform_permission_check=true`) of this route is judged once the
   * request hooks allowed it: called instead of the handler, with the request's validated parts,
   * it decides without changing anything. A 403 it throws answers `accessAllowed: false`; another
   * refusal of the request (a 400, a 404) says nothing about permissions and is left out. Without
   * it the hooks alone answer, before the body is read.
   */
  dryRun?: RequestHandler;
}

/** The type a schema describes: `Static<>` of a TypeBox schema, `any` for a plain JSON schema or none. */
export type StaticOf<S> = S extends TSchema ? Static<S> : any;
export type ParamsOf<C extends RouteConfig> = StaticOf<NonNullable<C['validate']>['params']>;
export type QueryOf<C extends RouteConfig> = StaticOf<NonNullable<C['validate']>['query']>;
export type BodyOf<C extends RouteConfig> = StaticOf<NonNullable<C['validate']>['body']>;
/** What a handler may return: any declared answer (or a redirect / nothing); anything without schemas. */
export type ResultOf<C extends RouteConfig> =
  NonNullable<C['response']> extends infer R
    ? [keyof R] extends [never]
      ? unknown
      : StaticOf<R[keyof R]> | AnsweredResponse | undefined
    : unknown;

/** The options in force for a request (defaults filled in); unmatched paths get the defaults. */
export interface ResolvedRouteOptions {
  authRequired: AuthRequired;
  xsrfRequired: boolean;
  tags: readonly string[];
  /** As declared (unset: the defaults of RouteBodyOptions.accepts). */
  bodyAccepts?: readonly string[];
  /** The apps whose API this is (RouteConfigOptions.app); absent: the route belongs to no app. */
  apps?: readonly string[];
  /** Set with `apps`: whether the route writes (RouteConfigOptions.appAccess, else not a GET). */
  appWrites?: boolean;
  /** The route judges a permission dry run the hooks allowed itself (RouteConfig.dryRun), after its body is read. */
  dryRunJudged?: boolean;
}

export interface RequestRoute {
  /** The route pattern the request matched (`/api/x/:id`), undefined when nothing matched. */
  path: string | undefined;
  method: string;
  options: ResolvedRouteOptions;
}

export interface RequestAuth {
  isAuthenticated: boolean;
  /** What the auth handler passed to `authenticated(state)`. */
  state?: unknown;
}

/**
 * One object per request: hooks, the auth handler and the route handler all see the same one, so
 * it can key a WeakMap. `params`, `query` and `body` are the validated values once the route's
 * handler runs (hooks before it see what was sent; the body is not parsed before auth).
 */
export interface OsdRequest<P = any, Q = any, B = any> {
  readonly method: string;
  /** Path and query inside the base path, as received (not decoded). */
  readonly url: string;
  /** `url` without the query. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly ip: string;
  readonly remotePort: number | undefined;
  readonly route: RequestRoute;
  readonly auth: RequestAuth;
  /** The client certificate of an HTTPS connection (`server.ssl.clientAuthentication`), null when none was sent. */
  readonly clientCertificate: ClientCertificate | null;
  /**
   * The request id: the caller's `x-opaque-id` header when it is printable ASCII of at most 200
   * characters, else a random UUID. Echoed in the answer's `x-opaque-id`, written in the request
   * log, error logs and audit events, so one request is followed through all of them.
   */
  readonly id: string;
}

export interface ClientCertificate {
  /** Whether the TLS layer verified it against `server.ssl.certificateAuthorities`. */
  readonly authorized: boolean;
  /** "CN=…, O=…". */
  readonly subject: string;
  /**
   * RFC 4514's form from the certificate's own RDN sequence, most specific first, `+` joining the
   * members of a multi-valued RDN (`CN=alice+OU=admin,OU=ops,O=Example`).
   */
  readonly dn: string;
  /**
   * The subject's attributes, most specific first as RFC 2253 writes a DN (`CN=alice,OU=ops,O=Example`):
   * what a `clientcert` domain takes the user name and backend roles from.
   */
  readonly rdns: readonly ClientCertificateRdn[];
}

export interface ClientCertificateRdn {
  /** OpenSSL's short name (`CN`, `OU`, `O`, `C`, `emailAddress` …). */
  readonly type: string;
  readonly value: string;
}

/** Returned by `response.redirect()`: the answer is complete, the handler returns it. */
export interface AnsweredResponse {
  readonly answered: true;
}

/**
 * How a handler (or a hook) shapes its answer. A handler's return value is the body: a string is
 * sent as it is (text/plain unless `type()` set a content type), anything else as JSON.
 */
export interface OsdResponse {
  readonly statusCode: number;
  /** Whether the answer has already been sent (a redirect, a hook's answer). */
  readonly answered: boolean;
  status(code: number): this;
  header(name: string, value: string | number | string[]): this;
  getHeader(name: string): string | number | string[] | undefined;
  removeHeader(name: string): this;
  /** Adds one `Set-Cookie` header (a serialized cookie), keeping those already set. */
  cookie(serialized: string): this;
  type(contentType: string): this;
  /** Answers with a redirect (302 by default) at once. */
  redirect(location: string, statusCode?: 301 | 302 | 303 | 307 | 308): AnsweredResponse;
  /**
   * `value` as returning it would send it: through the route's response schema for the current
   * status (undeclared fields dropped). For answers whose parts a route keeps and reuses, sent
   * with `json`.
   */
  serialize(value: unknown): string;
  /** Answers at once with JSON text the route made with `serialize` (as application/json). */
  json(text: string): AnsweredResponse;
  /**
   * Answers at once with an HTML document (with the status set before): an auth handler's page for
   * a browser that is asked to authenticate itself (a 401 with `WWW-Authenticate: Negotiate`).
   */
  html(text: string): AnsweredResponse;
}

export type RequestHandler<P = any, Q = any, B = any, R = unknown> = (
  request: OsdRequest<P, Q, B>,
  response: OsdResponse
) => R | Promise<R>;

/** The handler of a route whose types are derived from its TypeBox schemas. */
export type RouteHandlerOf<C extends RouteConfig, B = BodyOf<C>> = RequestHandler<
  ParamsOf<C>,
  QueryOf<C>,
  B,
  ResultOf<C>
>;

/**
 * Each method infers the handler's request and return types from the route's TypeBox schemas (a
 * part without a schema is `any`), and a route that declares response schemas has its handler's
 * answers checked against them.
 */
export interface IRouter {
  get<C extends RouteConfig>(route: C, handler: RouteHandlerOf<C, undefined>): void;
  post<C extends RouteConfig>(route: C, handler: RouteHandlerOf<C>): void;
  put<C extends RouteConfig>(route: C, handler: RouteHandlerOf<C>): void;
  delete<C extends RouteConfig>(route: C, handler: RouteHandlerOf<C>): void;
}

export type AuthResult = { type: 'authenticated'; state?: unknown } | { type: 'notHandled' };

export interface AuthToolkit {
  /** The caller is known; `state` is kept as `request.auth.state`. */
  authenticated(state?: unknown): AuthResult;
  /** No credentials: `'optional'` routes run unauthenticated, `true` routes get a 401. */
  notHandled(): AuthResult;
}

/**
 * Called for every route whose options ask for authentication (`request.route.options.authRequired`
 * says which kind). It may also answer itself (`response.redirect()`) or throw an HttpError (on an
 * `'optional'` route a 401 is ignored and the route runs unauthenticated).
 */
export type AuthenticationHandler = (
  request: OsdRequest,
  response: OsdResponse,
  toolkit: AuthToolkit
) => AuthResult | Promise<AuthResult>;

/** Runs before (pre) or after (post) authentication, before the body is read; may answer or throw to stop the request. */
export type OnPreAuthHandler = (request: OsdRequest, response: OsdResponse) => void | Promise<void>;
export type OnPostAuthHandler = OnPreAuthHandler;

export interface PreResponseInfo {
  statusCode: number;
  /** Adds (or replaces) a header of the answer; the status and body stay as decided. */
  setHeader(name: string, value: string): void;
}

/** Runs once the answer is decided, just before it is sent (every answer: errors and 404s too). */
/**
 * Told of every answer and of every request its client gave up on (the status API's figures).
 * Core calls it from its own request hooks: Fastify's onResponse / onRequestAbort hooks would add
 * listeners to every request for it.
 */
export interface ResponseObserver {
  /**
   * An answer is on its way: `durationMs` from the request's arrival until its answer was decided;
   * `answer` says which route (its pattern, undefined when none matched) and which status code.
   */
  responded(durationMs: number, answer: AnsweredRequest): void;
  /** A connection closed while its request still had no complete answer. */
  disconnected(): void;
}

/** What a response observer learns of an answer: never the raw path, which may hold anything. */
export interface AnsweredRequest {
  method: string;
  route: string | undefined;
  statusCode: number;
}

export type OnPreResponseHandler = (request: OsdRequest, response: PreResponseInfo) => void | Promise<void>;

/**
 * Instead of the app, a page of the interceptor's own: its status (403: the user may not open
 * the app) and a complete HTML document, sent as it is.
 */
export interface RenderRefusal {
  status: number;
  /** The page to answer with; absent: the usual page with this status (the shell then says why itself). */
  html?: string;
}

/**
 * Lets a plugin (e.g. security) refuse a page or redirect to its login before it is rendered;
 * false stops rendering, a RenderRefusal answers with its own page.
 */
export type RenderInterceptor = (
  request: OsdRequest,
  response: OsdResponse
) => Promise<boolean | RenderRefusal> | boolean | RenderRefusal;

/**
 * Values for one request's bootstrap page, written into its injected metadata's `vars` (the
 * browser reads them with `core.injectedMetadata.getInjectedVar`): what the shell's start would
 * otherwise ask the server for right away, e.g. the signed-in user's account. Only what that
 * request's own user may read, never a secret (the page is HTML: it is escaped, but it is not
 * where a token or a hash belongs). `undefined`, or a failure, adds nothing: the browser then
 * asks as before. A name core already uses (`apmConfig`, `serverName`) is never replaced.
 */
export type PageVarsProvider = (
  request: OsdRequest
) => Promise<Record<string, unknown> | undefined> | Record<string, unknown> | undefined;

export interface AppRouteOptions {
  /** Default `true`. */
  authRequired?: AuthRequired;
  /**
   * Serve the route with a light page bundle of this name (webpack's `pages`) instead of the
   * whole shell: for pages shown before login, which should load fast and carry no admin code.
   * The page gets the shell's script URLs in its metadata (`shellScripts`) to prefetch them.
   */
  page?: string;
  /**
   * With `page`: HTML to show in the page's app element until the page's script draws it (core's
   * loading indicator otherwise), so a form is in the first HTML (the light kit's markup:
   * `lightPageHtml` and its kin, built from escaped text). The light pages' style sheet then comes
   * in the page's head. Nothing (undefined) keeps the loading indicator.
   */
  placeholder?: (request: OsdRequest, page: PlaceholderContext) => string | undefined;
  /**
   * With `page`: the message namespaces (id prefixes such as `security.login`) the page shows.
   * The page carries only these of its locale's messages, written into it (no request for the
   * translations file). Absent: every message of the locale.
   */
  messages?: readonly string[];
  /**
   * With `page`: the page's title (`i18n.defineMessage`), written into the first HTML's `<title>`
   * in the request's language before the product's name. A light page has no shell to set it.
   */
  title?: MessageDescriptor;
}

/** What a light page's placeholder is drawn with. */
export interface PlaceholderContext {
  darkMode: boolean;
  /** The request's locale (see registerLocaleResolver): every text the HTML holds goes through it. */
  translator: Translator;
}

/**
 * The language a user chose for themselves, for a page request: a shipped locale's name (as
 * SHIPPED_LOCALES spells it, any case) or undefined when they chose none (or are not signed in).
 * Rendering asks the resolvers in registration order; the first shipped locale wins over the
 * URL's `?i18n-locale=`, the session's cookie and `i18n.locale` of dashboards.yml, in that order.
 * Anything else is ignored, as is a resolver that throws.
 */
export type LocaleResolver = (request: OsdRequest) => Promise<string | undefined> | string | undefined;

export interface HttpServiceSetup {
  basePath: { serverBasePath: string; get(request?: OsdRequest): string };
  /** The server's name (status page, the REST API's info) and listen address; nothing else of core's settings. */
  serverInfo: { name: string; host: string; /** Core serves HTTPS itself (`server.ssl.enabled`). */ tls: boolean };
  /** TLS and security headers for a second listener a plugin may serve (the security REST API). */
  restApi: RestApiSetup;
  /** A router for the plugin's routes; paths are inside the base path. */
  createRouter(): IRouter;
  /** The one authentication handler of the server; a second registration throws. */
  registerAuth(handler: AuthenticationHandler): void;
  registerOnPreAuth(handler: OnPreAuthHandler): void;
  registerOnPostAuth(handler: OnPostAuthHandler): void;
  registerOnPreResponse(handler: OnPreResponseHandler): void;
  /** A path (and its sub-paths) answered with the bootstrap page, e.g. a chromeless app's own route. */
  registerAppRoute(path: string, options?: AppRouteOptions): void;
  /** Runs before an app page is rendered; may answer itself (e.g. redirect to a login page). */
  registerRenderInterceptor(interceptor: RenderInterceptor): void;
  /** Adds per-request values to the shell page's injected `vars` (see PageVarsProvider). */
  registerPageVars(provider: PageVarsProvider): void;
  /** Tells rendering a user's own language (see LocaleResolver): the security plugin's stored choice. */
  registerLocaleResolver(resolver: LocaleResolver): void;
}
