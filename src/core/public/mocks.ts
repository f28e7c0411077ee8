/**
 * Test-only entry of the browser core: fakes and helpers plugin tests may use. Never import it
 * from code that ships (it pulls in jest).
 */
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
