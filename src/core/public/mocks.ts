/**
 * Test-only entry of the browser core: fakes and helpers plugin tests may use. Never import it
 * from code that ships (it pulls in jest).
 */
import { HttpFetchError } from './http/http_fetch_error';
import { NodeRequest as TestRequest, NodeResponse as TestResponse } from './http/fetch_test_env';

export { HttpService } from './http/http_service';
export {
  flushPromises,
  installFetchEnvironment,
  jsonResponse,
  sentRequest,
  NodeRequest,
  NodeResponse,
  NodeHeaders,
  NodeBlob,
  NodeAbortController,
} from './http/fetch_test_env';
export type { FetchMock } from './http/fetch_test_env';

/**
 * The error the http service rejects a non-OK answer with: the response with `status` and, when
 * `message` is given, the server's `{ statusCode, error, message }` body.
 */
export function httpFetchError(status: number, message?: string, path = '/api/test'): HttpFetchError {
  const body = message === undefined ? undefined : { statusCode: status, error: 'Error', message };
  return new HttpFetchError(
    message ?? `Request failed with status ${status}`,
    new TestRequest(`http://localhost${path}`),
    new TestResponse(body === undefined ? null : JSON.stringify(body), { status }),
    body
  );
}

/** A failure that never reached the server (no response, no body). */
export function networkFetchError(message = 'Failed to fetch', path = '/api/test'): HttpFetchError {
  return new HttpFetchError(message, new TestRequest(`http://localhost${path}`));
}

export { ScopedHistory } from './application/scoped_history';
export { HOSTILE_MARKDOWN_URLS } from './utils/markdown_url_policy_cases';
export { inShippedLocale, loadShippedLocale } from './i18n/test_locale';
