import { isHttpFetchError } from '../http/http_fetch_error';
import { SavedObjectFetchError } from '../saved_objects/saved_object_fetch_error';

/**
 * Reading a failed call: the http service rejects with an HttpFetchError whose `body` is the
 * server's parsed `{ statusCode, error, message }` and whose `response` is the HTTP answer.
 * The saved objects client's batched reads reject one object with a SavedObjectFetchError.
 * Anything else (a bug, an aborted call) has neither.
 */
export function fetchErrorStatus(error: unknown): number | undefined {
  if (error instanceof SavedObjectFetchError) return error.statusCode;
  if (!isHttpFetchError(error)) return undefined;
  const status = error.response?.status ?? (error.body as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The server's own message for a failed call, when its body carries a non-blank one. */
export function fetchErrorMessage(error: unknown): string | undefined {
  if (error instanceof SavedObjectFetchError) return error.message.trim() !== '' ? error.message : undefined;
  if (!isHttpFetchError(error)) return undefined;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Any rejection as an Error (for `toasts.addError`). */
export function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
