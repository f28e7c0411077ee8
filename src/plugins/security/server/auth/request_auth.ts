import {
  HttpError,
  type AuthResult,
  type AuthToolkit,
  type I18nServiceSetup,
  type OsdRequest,
  type OsdResponse,
} from '../../../../core/server';
import type { SecurityPluginConfig } from '../config_schema';
import { loginPageUrl } from '../next_url';
import { serializeClearedCookie, type CookieOptions } from '../session/session_cookie';
import type { DomainChain } from './domain_chain';
import { isPageRequest } from './page_request';
import type { SessionReader, SessionRead } from './session_reader';
import {
  LOGGED_OUT_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  SIGNED_IN_ELSEWHERE_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  type AuthState,
} from './types';
import type { LoginReason } from '../../common/login_reason';

export interface RequestAuthParts {
  config: SecurityPluginConfig;
  basePath: string;
  i18n: Pick<I18nServiceSetup, 'translatorFor'>;
  appRoutes: readonly string[];
  cookie: CookieOptions;
  reader: SessionReader;
  chain: DomainChain;
  remember(request: OsdRequest, state: AuthState): void;
}

/**
 * Core's auth handler: the session cookie first (a browser's server-side session), then config.yml's
 * authc domains; whoever may not pass is turned away (a login redirect for pages, 401 for the API).
 * Routes with `authRequired: 'optional'` only read a session and turn nobody away.
 */
export function handleAuthentication(
  parts: RequestAuthParts,
  request: OsdRequest,
  response: OsdResponse,
  toolkit: AuthToolkit
): AuthResult | Promise<AuthResult> {
  const fromCookie = parts.reader.read(request);
  if (!isSessionRead(fromCookie))
    return fromCookie.then((read) => afterCookie(parts, request, response, toolkit, read));
  return afterCookie(parts, request, response, toolkit, fromCookie);
}

function isSessionRead(value: SessionRead | Promise<SessionRead>): value is SessionRead {
  return typeof (value as Promise<SessionRead>).then !== 'function';
}

/**
 * A session's caller passes at once (no promise), and so does an API token's the store's cache
 * vouches for; anyone else goes on to the authc domains.
 */
function afterCookie(
  parts: RequestAuthParts,
  request: OsdRequest,
  response: OsdResponse,
  toolkit: AuthToolkit,
  fromCookie: SessionRead
): AuthResult | Promise<AuthResult> {
  if (fromCookie.state) {
    parts.remember(request, fromCookie.state);
    return toolkit.authenticated(fromCookie.state);
  }
  // As withoutSession: a route that only reads a session checks no other credential.
  const token = request.route.options.authRequired === 'optional' ? undefined : parts.chain.authenticateCached(request);
  if (token) {
    parts.remember(request, token);
    return toolkit.authenticated(token);
  }
  return withoutSession(parts, request, response, toolkit, fromCookie);
}

async function withoutSession(
  parts: RequestAuthParts,
  request: OsdRequest,
  response: OsdResponse,
  toolkit: AuthToolkit,
  fromCookie: SessionRead
): Promise<AuthResult> {
  const optional = request.route.options.authRequired === 'optional';
  const page = isPageRequest(request, parts.appRoutes);
  // The login route reads its credentials from the body: credentials are checked only where needed.
  const found = optional ? undefined : await parts.chain.authenticate(request, response);
  const state = found?.kind === 'authenticated' ? found.state : undefined;
  if (state) {
    parts.remember(request, state);
    return toolkit.authenticated(state);
  }
  if (found?.kind === 'answered') return toolkit.notHandled();
  if (found?.kind === 'failed') {
    if (!found.redirect || !page) throw found.error;
    response.redirect(found.redirect, 302);
    return toolkit.notHandled();
  }
  if (fromCookie.stale) response.cookie(serializeClearedCookie(parts.cookie));
  if (optional) return toolkit.notHandled();
  const loginEndpoint = parts.config.proxycache.login_endpoint;
  // Upstream's proxycache: whoever the proxy did not vouch for goes to the organisation's login;
  // else the login page, saying so when the cookie named a session that ended.
  const asked = found?.kind === 'notHandled' ? found.browserChallenge : undefined;
  if (page) {
    const proxyLogin = loginEndpoint && parts.config.auth.types.includes('proxy') ? loginEndpoint : undefined;
    const next = `${parts.basePath}${request.url}`;
    if (asked && !proxyLogin) {
      // The browser is asked (for a ticket, say); one that does not answer shows the
      // body, which goes on to the login page (the form and the other methods).
      response.status(401).header('www-authenticate', asked.header);
      const translator = await parts.i18n.translatorFor(request);
      response.html(asked.page(parts.basePath, next, staleReason(fromCookie), translator));
      return toolkit.notHandled();
    }
    response.redirect(proxyLogin ?? loginPageUrl(parts.basePath, next, staleReason(fromCookie)), 302);
    return toolkit.notHandled();
  }
  // Only API clients (curl, tools) are challenged: a browser (Sec-Fetch-Site, or the app's
  // osd-version) would pop its own password dialog over the dashboards' login.
  const challenge = found?.kind === 'notHandled' ? found.challenge : undefined;
  const browser = request.headers['osd-version'] !== undefined || request.headers['sec-fetch-site'] !== undefined;
  // A browser challenge opens no dialog: browsers (the app's own calls too) are asked as well.
  const challenges = [
    ...(challenge && !browser && challenge !== asked?.header ? [challenge] : []),
    ...(asked ? [asked.header] : []),
  ];
  if (challenges.length) response.header('www-authenticate', challenges.length === 1 ? challenges[0] : challenges);
  if (fromCookie.endedBecause === 'max_concurrent') {
    // The page's auto-logout reads the reason, so its login page says why (the cookie is cleared now).
    throw new HttpError(401, SIGNED_IN_ELSEWHERE_MESSAGE, { reason: 'SIGNED_IN_ELSEWHERE' });
  }
  if (fromCookie.endedBecause === 'logged_out') throw new HttpError(401, LOGGED_OUT_MESSAGE, { reason: 'LOGGED_OUT' });
  throw new HttpError(401, fromCookie.stale ? SESSION_EXPIRED_MESSAGE : UNAUTHENTICATED_MESSAGE);
}

/** What the login page says to a browser whose cookie named a session that is gone. */
function staleReason(read: SessionRead): LoginReason | undefined {
  if (read.endedBecause === 'max_concurrent') return 'SIGNED_IN_ELSEWHERE';
  if (read.endedBecause === 'logged_out') return 'LOGGED_OUT';
  return read.stale ? 'SESSION_EXPIRED' : undefined;
}
