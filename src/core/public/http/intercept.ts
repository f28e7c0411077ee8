import type { HttpFetchOptionsWithPath, HttpInterceptor, HttpResponse, IHttpInterceptController } from './types';

export class HttpInterceptController implements IHttpInterceptController {
  private isHalted = false;

  get halted(): boolean {
    return this.isHalted;
  }

  halt(): void {
    this.isHalted = true;
  }
}

/** Thrown inside the chain to unwind it; the fetch turns it into a promise that never settles. */
export class HttpInterceptHaltError extends Error {
  constructor() {
    super('HTTP request halted by an interceptor');
  }
}

function checkHalt(controller: IHttpInterceptController): void {
  if (controller.halted) throw new HttpInterceptHaltError();
}

/**
 * Runs request interceptors, LAST registered first: the newest interceptor wraps the others
 * (it sees the request first and, in interceptResponse, the response last).
 *
 * A request hook's result is shallow-merged into the options. Once a hook throws, the
 * following interceptors' `requestError` hooks run instead; one that returns options
 * recovers the request, and the remaining interceptors' `request` hooks run again.
 */
export async function interceptRequest(
  initial: HttpFetchOptionsWithPath,
  interceptors: ReadonlyArray<HttpInterceptor>,
  controller: IHttpInterceptController
): Promise<HttpFetchOptionsWithPath> {
  let options = initial;
  let failure: Error | undefined;
  for (const interceptor of [...interceptors].reverse()) {
    checkHalt(controller);
    try {
      if (!failure) {
        const overrides = await interceptor.request?.({ ...options }, controller);
        options = { ...options, ...(overrides ?? {}) };
      } else if (interceptor.requestError) {
        const recovered = await interceptor.requestError({ fetchOptions: { ...options }, error: failure }, controller);
        if (recovered) {
          options = { ...options, ...recovered };
          failure = undefined;
        }
      }
    } catch (error) {
      failure = toError(error);
    }
  }
  checkHalt(controller);
  if (failure) throw failure;
  return options;
}

/** What the network step produced: a readable response, or an error (with what is known of the response). */
export type FetchOutcome =
  | { ok: true; response: HttpResponse }
  | { ok: false; response: Omit<HttpResponse, 'body'> & { body?: unknown }; error: Error };

/**
 * Runs response interceptors in REGISTRATION order (the reverse of interceptRequest). A
 * `response` hook's result is shallow-merged into the response; a throw switches to the
 * following interceptors' `responseError` hooks, and one of those returning a value recovers.
 */
export async function interceptResponse(
  outcome: FetchOutcome,
  interceptors: ReadonlyArray<HttpInterceptor>,
  controller: IHttpInterceptController
): Promise<HttpResponse> {
  let current = outcome;
  for (const interceptor of interceptors) {
    checkHalt(controller);
    try {
      if (current.ok) {
        const overrides = await interceptor.response?.({ ...current.response }, controller);
        current = { ok: true, response: { ...current.response, ...(overrides ?? {}) } };
      } else if (interceptor.responseError) {
        const recovered = await interceptor.responseError({ ...current.response, error: current.error }, controller);
        if (recovered) current = { ok: true, response: { ...current.response, ...recovered } };
      }
    } catch (error) {
      current = { ok: false, response: current.response, error: toError(error) };
    }
  }
  checkHalt(controller);
  if (!current.ok) throw current.error;
  return current.response;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
