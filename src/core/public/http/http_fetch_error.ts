import type { HttpFetchError as IHttpFetchError } from './types';

/** How every failed call rejects: a network failure, a non-OK response, or an unreadable body. */
export class HttpFetchError extends Error implements IHttpFetchError {
  override readonly name = 'HttpFetchError' as const;

  constructor(
    message: string,
    public readonly request: Request,
    public readonly response?: Response,
    public readonly body?: any,
    options?: { cause?: unknown }
  ) {
    super(message, options);
  }
}

export function isHttpFetchError(error: unknown): error is HttpFetchError {
  return error instanceof HttpFetchError;
}
