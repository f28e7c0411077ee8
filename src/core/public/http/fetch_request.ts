import queryString from 'query-string';
import type { HttpFetchOptionsWithPath, IBasePath } from './types';

/** Header names the platform sets itself; callers may not send their own. */
export const RESERVED_HEADER_PREFIX = 'osd-';

/** Fetch options a caller may set that this client does not turn into a Request field itself. */
const PASSED_THROUGH = ['credentials', 'signal', 'cache'] as const;

export function validateHeaders(headers: HttpFetchOptionsWithPath['headers']): void {
  const reserved = Object.keys(headers ?? {}).filter((name) => name.toLowerCase().startsWith(RESERVED_HEADER_PREFIX));
  if (reserved.length > 0) {
    throw new Error(
      `Invalid fetch headers, headers beginning with "${RESERVED_HEADER_PREFIX}" are not allowed: [${reserved.join(', ')}]`
    );
  }
}

export function buildUrl(options: HttpFetchOptionsWithPath, basePath: IBasePath): string {
  let url = options.prependBasePath === false ? options.path : basePath.prepend(options.path);
  // Keys sorted, arrays as repeated keys (a=1&a=2), undefined left out, null as the bare key,
  // strict (RFC 3986) encoding: query-string's defaults with arrays as OpenSearch Dashboards sends them.
  const query = queryString.stringify(options.query ?? {}, { arrayFormat: 'none' });
  if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
  // Browsers resolve a relative Request URL against the page; doing it here gives the same
  // result in every runtime and keeps Request.url what the server will receive.
  return new URL(url, window.location.href).href;
}

/**
 * Turns fetch options into the Request sent on the wire: the platform's defaults first, then
 * the caller's headers (a header set to undefined removes a default, e.g. Content-Type for a
 * FormData body), then the platform's own headers, which callers cannot override.
 */
export function buildRequest(options: HttpFetchOptionsWithPath, basePath: IBasePath, version: string): Request {
  validateHeaders(options.headers);
  const headers: Record<string, string> = {};
  const merged: Record<string, string | undefined> = { 'Content-Type': 'application/json', ...options.headers };
  for (const [name, value] of Object.entries(merged)) {
    if (value !== undefined) headers[name] = value;
  }
  headers['osd-version'] = version;
  // The server refuses state-changing calls without it (cross-site request forgery guard).
  headers['osd-xsrf'] = 'osd-fetch';
  if (options.asSystemRequest) headers['osd-system-request'] = 'true';

  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body: options.body ?? null,
  };
  for (const key of PASSED_THROUGH) {
    if (options[key] !== undefined) (init as Record<string, unknown>)[key] = options[key];
  }
  return new Request(buildUrl(options, basePath), init);
}
