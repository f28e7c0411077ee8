import { BehaviorSubject, type Observable } from 'rxjs';
import { buildRequest } from './fetch_request';
import { fetchOutcome } from './fetch_response';
import { HttpInterceptController, HttpInterceptHaltError, interceptRequest, interceptResponse } from './intercept';
import type {
  HttpFetchOptions,
  HttpFetchOptionsWithPath,
  HttpHandler,
  HttpInterceptor,
  HttpResponse,
  IBasePath,
} from './types';

export interface FetchParams {
  basePath: IBasePath;
  /** Sent as the osd-version header; the server refuses a browser bundle of another version. */
  version: string;
}

function describeArgument(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Accepts (path, options?) or ({ path, ...options }); anything else is a caller bug. */
function normalizeArguments(pathOrOptions: unknown, options: unknown): HttpFetchOptionsWithPath {
  const isOptions = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (typeof pathOrOptions === 'string' && (options === undefined || isOptions(options))) {
    return { ...(options as HttpFetchOptions | undefined), path: pathOrOptions };
  }
  if (isOptions(pathOrOptions) && options === undefined) {
    const withPath = pathOrOptions as HttpFetchOptionsWithPath;
    if (typeof withPath.path !== 'string') {
      throw new Error('Invalid fetch arguments, the options object must have a string "path"');
    }
    return { ...withPath };
  }
  throw new Error(
    'Invalid fetch arguments, must either be (string, object) or (object, undefined), ' +
      `received (${describeArgument(pathOrOptions)}, ${describeArgument(options)})`
  );
}

/** The HTTP client: interceptors around a fetch that applies the platform's conventions. */
export class Fetch {
  private interceptors: HttpInterceptor[] = [];
  private readonly requestCount$ = new BehaviorSubject(0);

  constructor(private readonly params: FetchParams) {}

  readonly fetch: HttpHandler = ((pathOrOptions: unknown, options?: unknown) =>
    this.run(pathOrOptions, options)) as HttpHandler;

  readonly get = this.shorthand('GET');
  readonly post = this.shorthand('POST');
  readonly put = this.shorthand('PUT');
  readonly patch = this.shorthand('PATCH');
  readonly delete = this.shorthand('DELETE');
  readonly head = this.shorthand('HEAD');
  readonly options = this.shorthand('OPTIONS');

  intercept(interceptor: HttpInterceptor): () => void {
    this.interceptors = [...this.interceptors, interceptor];
    return () => {
      this.interceptors = this.interceptors.filter((registered) => registered !== interceptor);
    };
  }

  removeAllInterceptors(): void {
    this.interceptors = [];
  }

  /** Requests in flight, from the call until the promise settles or an interceptor halts it. */
  getRequestCount$(): Observable<number> {
    return this.requestCount$.asObservable();
  }

  stop(): void {
    this.removeAllInterceptors();
    this.requestCount$.complete();
  }

  private shorthand(method: string): HttpHandler {
    return ((pathOrOptions: unknown, options?: unknown) => {
      try {
        const normalized = normalizeArguments(pathOrOptions, options);
        return this.run({ ...normalized, method }, undefined);
      } catch (error) {
        return Promise.reject(error);
      }
    }) as HttpHandler;
  }

  private async run(pathOrOptions: unknown, options: unknown): Promise<unknown> {
    const initial = normalizeArguments(pathOrOptions, options);
    // A snapshot, so interceptors added or removed mid-request do not change this request.
    const interceptors = this.interceptors;
    const controller = new HttpInterceptController();
    this.requestCount$.next(this.requestCount$.getValue() + 1);
    try {
      const fetchOptions = await interceptRequest(initial, interceptors, controller);
      const request = buildRequest(fetchOptions, this.params.basePath, this.params.version);
      const outcome = await fetchOutcome(fetchOptions, request);
      const response: HttpResponse = await interceptResponse(outcome, interceptors, controller);
      return fetchOptions.asResponse ? response : response.body;
    } catch (error) {
      if (error instanceof HttpInterceptHaltError) return new Promise<never>(() => {});
      throw error;
    } finally {
      if (!this.requestCount$.closed) this.requestCount$.next(this.requestCount$.getValue() - 1);
    }
  }
}
