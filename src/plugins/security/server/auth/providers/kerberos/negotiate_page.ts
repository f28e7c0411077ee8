/**
 * The body of a `401 WWW-Authenticate: Negotiate` a browser gets for a page. A browser with a
 * ticket for this server never shows it: it answers the challenge at once. A browser without one
 * shows it, and it sends the person on to the login page (the form and the other methods).
 */
import type { Translator } from '../../../../../../core/server';
import { loginPageUrl } from '../../../next_url';
import type { BrowserChallenge } from '../types';
import { KERBEROS_LOGIN_PATH } from './method';
import { NEGOTIATE_CHALLENGE } from './settings';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The login page's address with `nextUrl` and, after a refused ticket, its `authError`. */
export function loginPageAfterNegotiate(basePath: string, nextUrl: string, authError?: string): string {
  const url = loginPageUrl(basePath, nextUrl);
  return authError ? `${url}&authError=${encodeURIComponent(authError)}` : url;
}

/**
 * Where a page visit's 401 sends a browser that did not answer it: the Kerberos login once more
 * (`auto`), then the login page. Chromium answers no Negotiate challenge of its first navigation
 * while it is still loading its GSSAPI library (seen with Chromium 156 on Linux), so one more
 * round signs a browser with a ticket in; one without it ends on the form with no error shown.
 */
export function retryNegotiateUrl(basePath: string, nextUrl: string): string {
  return `${basePath}${KERBEROS_LOGIN_PATH}?nextUrl=${encodeURIComponent(nextUrl)}&auto=1`;
}

/**
 * A page that moves on to the login page at once (meta refresh: no script, which the CSP would
 * weigh), in the request's language.
 */
export function negotiatePage(loginUrl: string, translator: Translator): string {
  const href = escapeHtml(loginUrl);
  const title = translator.translate('security.kerberos.negotiatePage.title', { defaultMessage: 'Log in' });
  const noTicket = translator.translate('security.kerberos.negotiatePage.noTicket', {
    defaultMessage: 'Your browser did not sign you in with Kerberos.',
  });
  const link = translator.translate('security.kerberos.negotiatePage.loginLink', {
    defaultMessage: 'Go to the login page',
  });
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(translator.locale)}"><head><meta charset="utf-8">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<title>${escapeHtml(title)}</title></head>`,
    `<body><p>${escapeHtml(noTicket)}`,
    ` <a href="${href}" data-test-subj="kerberos-login-page-link">${escapeHtml(link)}</a>.</p></body></html>`,
    '',
  ].join('\n');
}

/**
 * A page visit without credentials: the browser is asked for its ticket; one that does not answer
 * shows the body, which tries once more (or, when the cookie's session ended, says why on the
 * login page) and then goes on to the login page.
 */
export const negotiateChallenge: BrowserChallenge = {
  header: NEGOTIATE_CHALLENGE,
  page: (basePath, next, reason, translator) =>
    negotiatePage(reason ? loginPageUrl(basePath, next, reason) : retryNegotiateUrl(basePath, next), translator),
};
