import { HttpError } from '../http/http_error';

/** SPEC section 5: the exact text for a write to a key the server fixes. */
export function overriddenError(key: string): HttpError {
  return new HttpError(400, `Unable to update "${key}" because its value is overridden by the server`);
}

export function undeclaredError(key: string): HttpError {
  return new HttpError(400, `Unable to update "${key}" because it is not a declared setting`);
}

export function readonlyError(key: string): HttpError {
  return new HttpError(400, `Unable to update "${key}" because it is read-only`);
}

export function invalidValueError(key: string, reason: string): HttpError {
  return new HttpError(400, `Unable to update "${key}": ${reason}`);
}

export function unknownKeyError(key: string): HttpError {
  return new HttpError(400, `Unknown setting "${key}": it is not declared`);
}

export function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}
