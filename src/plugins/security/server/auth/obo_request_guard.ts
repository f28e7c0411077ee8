import { HttpError, type OnPostAuthHandler, type OsdRequest } from '../../../../core/server';
import { API_TOKENS_PATH, UPSTREAM_API_TOKENS_PATH } from '../../common/api_tokens';
import type { AuthState } from './types';
import { OBO_AUTH_TYPE } from '../on_behalf_of/obo_token';
import {
  TOKEN_USERS_CANNOT_CHANGE_PASSWORDS_MESSAGE,
  TOKEN_USERS_CANNOT_MINT_MESSAGE,
} from '../on_behalf_of/obo_service';

/** The caller's own account: the password change, and the second factor's enrolment and keys. */
const OWN_ACCOUNT = [/^\/api\/v1\/configuration\/account(\/|$)/, /^\/api\/v1\/account(\/|$)/];
const TOKEN_PATHS = [API_TOKENS_PATH, UPSTREAM_API_TOKENS_PATH];

/**
 * What an on-behalf-of token may not do on the REST listener (upstream's messages), or undefined:
 * make an API token or a service account's token, or change the caller's password. (Its own
 * token-vending routes answer in upstream's plain text themselves.)
 */
export function oboRestRefusal(method: string, path: string, apiTokensPath: string): string | undefined {
  if (method === 'GET') return undefined;
  if (path === apiTokensPath || path.startsWith(`${apiTokensPath}/`) || path.endsWith('/authtoken'))
    return TOKEN_USERS_CANNOT_MINT_MESSAGE;
  if (path === '/api/account') return TOKEN_USERS_CANNOT_CHANGE_PASSWORDS_MESSAGE;
  return undefined;
}

/**
 * Refuses (403, upstream's messages) what an on-behalf-of token may not do on `/api/v1`, whoever
 * its user: make a token, or change the caller's own password or second factor. A token is short
 * and may be handed to a tool: it must not be turned into a lasting credential. Decided on the
 * matched route, so an encoded path cannot pass.
 */
export function createOnBehalfOfRequestGuard(state: (request: OsdRequest) => AuthState | undefined): OnPostAuthHandler {
  return (request): void => {
    if (state(request)?.authType !== OBO_AUTH_TYPE || request.method === 'GET') return;
    const route = request.route.path ?? request.path;
    if (TOKEN_PATHS.some((path) => route === path || route.startsWith(`${path}/`)))
      throw new HttpError(403, TOKEN_USERS_CANNOT_MINT_MESSAGE);
    if (OWN_ACCOUNT.some((pattern) => pattern.test(route)))
      throw new HttpError(403, TOKEN_USERS_CANNOT_CHANGE_PASSWORDS_MESSAGE);
  };
}
