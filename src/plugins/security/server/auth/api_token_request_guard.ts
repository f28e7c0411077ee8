import { HttpError, type OnPostAuthHandler, type OsdRequest } from '../../../../core/server';
import {
  API_TOKENS_PATH,
  UPSTREAM_API_TOKENS_PATH,
  API_TOKEN_MANAGES_TOKENS_MESSAGE,
  API_TOKEN_SECURITY_API_MESSAGE,
} from '../../common/api_tokens';
import type { AuthState } from './types';

/**
 * The security API: the configuration (which includes the caller's own password), sessions, the
 * audit log, the access explainer. A token is for automation on the data; whoever holds a leaked
 * one must not be able to turn it into more access, another token or a password.
 */
/** The tokens' own routes: the product's and upstream's shapes. */
const TOKEN_PATHS = [API_TOKENS_PATH, UPSTREAM_API_TOKENS_PATH];

const SECURITY_API = [/^\/api\/v1\/(configuration|account|sessions|audit|explain)(\/|$)/];

/**
 * Refuses (403, with the reason) a request made with an API token to any security API route,
 * the tokens' own routes included. Decided on the matched route, so an encoded path cannot pass.
 */
export function createApiTokenRequestGuard(state: (request: OsdRequest) => AuthState | undefined): OnPostAuthHandler {
  // Not async: it runs for every request, and decides at once.
  return (request): void => {
    if (!state(request)?.apiToken) return;
    const route = request.route.path ?? request.path;
    if (TOKEN_PATHS.some((path) => route === path || route.startsWith(`${path}/`)))
      throw new HttpError(403, API_TOKEN_MANAGES_TOKENS_MESSAGE);
    if (SECURITY_API.some((pattern) => pattern.test(route))) throw new HttpError(403, API_TOKEN_SECURITY_API_MESSAGE);
  };
}
