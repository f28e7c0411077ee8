export { HttpService, HTTP_SETUP_FIRST_MESSAGE } from './http_service';
export type { HttpSetupDeps } from './http_service';
export { HttpFetchError, isHttpFetchError } from './http_fetch_error';
export type { FatalErrorsReporter } from './loading_count';
export type {
  HttpFetchOptions,
  HttpFetchOptionsWithPath,
  HttpResponse,
  HttpInterceptorResponseError,
  IHttpInterceptController,
  HttpInterceptor,
  IBasePath,
  IAnonymousPaths,
  HttpHandler,
  HttpSetup,
  HttpStart,
} from './types';
