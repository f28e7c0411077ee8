import type { IncomingHttpHeaders } from 'http';
import type { DashboardsConfig } from '../config/types';

/** The opener policy: left out of a page that no other site opened (isFirstPartyNavigation). */
export const OPENER_POLICY_HEADER = 'cross-origin-opener-policy';

/**
 * The security headers every answer of every listener carries (the dashboards listener and a
 * plugin's second one, such as the security REST API), from one definition so they cannot drift.
 * `Strict-Transport-Security` only over TLS: browsers ignore it on plain HTTP.
 */
export function securityHeaders(config: DashboardsConfig, tls: boolean): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [
    ['content-security-policy', config.csp.rules.join('; ')],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    [OPENER_POLICY_HEADER, 'same-origin'],
    // For browsers that predate CSP frame-ancestors (which says the same).
    ['x-frame-options', 'SAMEORIGIN'],
  ];
  const hsts = tls ? config.server.strictTransportSecurity : null;
  if (hsts) headers.push(['strict-transport-security', hsts]);
  return headers;
}

/**
 * A page load that no other site started: typed in the address bar, a bookmark, a reload
 * (`Sec-Fetch-Site: none`), or a link or redirect of the product's own pages (`same-origin`).
 *
 * Such a page is answered without the opener policy. The policy's job is to cut a window that
 * another site opened (`window.open`, which the browser reports as `cross-site` or `same-site`)
 * from the page that opened it; a page loaded this way has no such opener. The policy would cost
 * it the renderer Chromium prepares for a new tab: Chromium moves the page to a new browsing
 * context group once the answer is in and starts a renderer only then, 280–480 ms of a new tab's
 * first page on the bench machine (docs/perf/history.md). Every other request keeps the policy:
 * a page load from another site, one from a browser that sends no fetch metadata, and every
 * fetch, script or frame, whatever it answers.
 */
export function isFirstPartyNavigation(headers: IncomingHttpHeaders): boolean {
  if (headers['sec-fetch-dest'] !== 'document') return false;
  const site = headers['sec-fetch-site'];
  return site === 'none' || site === 'same-origin';
}
