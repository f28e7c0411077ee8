import type { IncomingHttpHeaders } from 'http';

export const XSRF_HEADER = 'osd-xsrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Authorization schemes a browser never attaches by itself (unlike Basic, which it replays from
 * its password cache, or a cookie): a cross-site page cannot send one without a CORS preflight,
 * so such a request cannot be forged. Only without a cookie: then the credential is the header.
 */
const HEADER_ONLY_SCHEME = /^ApiKey\s/i;

/**
 * Browsers cannot add custom headers to cross-site form posts, so demanding one on every
 * state-changing call stops cross-site request forgery without tokens. Returns the refusal's
 * message, or undefined when the request may pass.
 */
export function xsrfRefusal(
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  xsrfRequired: boolean,
  allowlist: ReadonlySet<string>
): string | undefined {
  if (SAFE_METHODS.has(method) || !xsrfRequired) return undefined;
  if (allowlist.has(url.split('?')[0])) return undefined;
  const authorization = headers.authorization;
  if (typeof authorization === 'string' && HEADER_ONLY_SCHEME.test(authorization) && headers.cookie === undefined)
    return undefined;
  if (headers[XSRF_HEADER] === undefined) return `Request must contain a ${XSRF_HEADER} header.`;
  return undefined;
}
