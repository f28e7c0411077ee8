import type { Observable } from 'rxjs';

/** Everything one fetch call may say (SPEC section 7, "Generic helper"). */
export interface HttpFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | string;
  query?: Record<string, string | number | boolean | undefined | null | Array<string | number | boolean>>;
  /** A header set to undefined removes a default one (e.g. Content-Type for a FormData body). */
  headers?: Record<string, string | undefined>;
  body?: BodyInit | null;
  /** Prepend the base path to the path (default true). */
  prependBasePath?: boolean;
  /** Send `osd-system-request: true`, so the server does not count it as user activity. */
  asSystemRequest?: boolean;
  /** Resolve with { fetchOptions, request, response, body } instead of the body alone. */
  asResponse?: boolean;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  cache?: RequestCache;
}
export interface HttpFetchOptionsWithPath extends HttpFetchOptions {
  path: string;
}

export interface HttpResponse<T = unknown> {
  fetchOptions: Readonly<HttpFetchOptionsWithPath>;
  request: Readonly<Request>;
  response?: Readonly<Response>;
  body?: T;
}

export interface HttpFetchError extends Error {
  readonly name: 'HttpFetchError';
  readonly request: Request;
  readonly response?: Response;
  /** Parsed body of a failed response: `{ statusCode, error, message, attributes? }` usually. */
  readonly body?: any;
}

export interface HttpInterceptorResponseError {
  fetchOptions: Readonly<HttpFetchOptionsWithPath>;
  request: Readonly<Request>;
  response?: Readonly<Response>;
  body?: unknown;
  error: Error;
}
/** Calling halt() from an interceptor stops the request silently: the returned promise never settles. */
export interface IHttpInterceptController {
  halted: boolean;
  halt(): void;
}
/**
 * Request hooks run in reverse registration order (the newest interceptor sees the request
 * first); response hooks run in registration order (the newest sees the response last).
 */
export interface HttpInterceptor {
  request?(
    fetchOptions: Readonly<HttpFetchOptionsWithPath>,
    controller: IHttpInterceptController
  ): Promise<Partial<HttpFetchOptionsWithPath> | void> | Partial<HttpFetchOptionsWithPath> | void;
  requestError?(
    httpErrorRequest: { fetchOptions: Readonly<HttpFetchOptionsWithPath>; error: Error },
    controller: IHttpInterceptController
  ): Promise<Partial<HttpFetchOptionsWithPath> | void> | Partial<HttpFetchOptionsWithPath> | void;
  response?(
    httpResponse: HttpResponse,
    controller: IHttpInterceptController
  ): Promise<Partial<HttpResponse> | void> | Partial<HttpResponse> | void;
  responseError?(
    httpErrorResponse: HttpInterceptorResponseError,
    controller: IHttpInterceptController
  ): Promise<Partial<HttpResponse> | void> | Partial<HttpResponse> | void;
}

export interface IBasePath {
  /** The base path as the browser sees it, e.g. "/abc" or "". */
  get(): string;
  prepend(path: string): string;
  remove(path: string): string;
  readonly serverBasePath: string;
}
export interface IAnonymousPaths {
  isAnonymous(path: string): boolean;
  register(path: string): void;
}

export interface HttpHandler {
  <T = any>(path: string, options?: HttpFetchOptions & { asResponse?: false }): Promise<T>;
  <T = any>(path: string, options: HttpFetchOptions & { asResponse: true }): Promise<HttpResponse<T>>;
  <T = any>(options: HttpFetchOptionsWithPath & { asResponse?: false }): Promise<T>;
  <T = any>(options: HttpFetchOptionsWithPath & { asResponse: true }): Promise<HttpResponse<T>>;
}

export interface HttpSetup {
  basePath: IBasePath;
  anonymousPaths: IAnonymousPaths;
  /** Returns a function that removes the interceptor. */
  intercept(interceptor: HttpInterceptor): () => void;
  removeAllInterceptors(): void;
  fetch: HttpHandler;
  get: HttpHandler;
  post: HttpHandler;
  put: HttpHandler;
  patch: HttpHandler;
  delete: HttpHandler;
  head: HttpHandler;
  options: HttpHandler;
  /** Adds a source of loading counts (e.g. a plugin's own requests); negative values are an error. */
  addLoadingCountSource(countSource$: Observable<number>): void;
  getLoadingCount$(): Observable<number>;
}
export type HttpStart = HttpSetup;
