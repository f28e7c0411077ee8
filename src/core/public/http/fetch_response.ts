import { HttpFetchError } from './http_fetch_error';
import type { FetchOutcome } from './intercept';
import type { HttpFetchOptionsWithPath } from './types';

const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
const NDJSON_CONTENT_TYPE = /^application\/x-ndjson\s*(?:;|$)/i;

/**
 * Reads the body by its content type: JSON; a Blob for newline-delimited JSON (callers split
 * it themselves); otherwise text, parsed as JSON when it parses. No body gives undefined.
 */
export async function readBody(request: Request, response: Response): Promise<unknown> {
  if (response.status === 204 || request.method.toUpperCase() === 'HEAD') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (NDJSON_CONTENT_TYPE.test(contentType)) return response.blob();
  const text = await response.text();
  if (text === '') return undefined;
  if (JSON_CONTENT_TYPE.test(contentType)) return JSON.parse(text);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's own explanation when its body carries one, else the HTTP status text. */
function failureMessage(response: Response, body: unknown): string {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message !== '') return message;
  return response.statusText || `Request failed with status code ${response.status}`;
}

/** Sends the request and reads the answer; every failure becomes an HttpFetchError. */
export async function fetchOutcome(fetchOptions: HttpFetchOptionsWithPath, request: Request): Promise<FetchOutcome> {
  let response: Response;
  try {
    response = await window.fetch(request);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      response: { fetchOptions, request },
      error: new HttpFetchError(message, request, undefined, undefined, { cause: error }),
    };
  }
  let body: unknown;
  try {
    body = await readBody(request, response);
  } catch (error) {
    // An unreadable error page must not hide the status that explains the failure.
    const message = !response.ok
      ? failureMessage(response, undefined)
      : error instanceof Error
        ? error.message
        : String(error);
    const fetchError = new HttpFetchError(message, request, response, undefined, { cause: error });
    return { ok: false, response: { fetchOptions, request, response }, error: fetchError };
  }
  if (!response.ok) {
    const fetchError = new HttpFetchError(failureMessage(response, body), request, response, body);
    return { ok: false, response: { fetchOptions, request, response, body }, error: fetchError };
  }
  return { ok: true, response: { fetchOptions, request, response, body } };
}
