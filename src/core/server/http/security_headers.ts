import type { DashboardsConfig } from '../config/types';

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
    ['cross-origin-opener-policy', 'same-origin'],
    // For browsers that predate CSP frame-ancestors (which says the same).
    ['x-frame-options', 'SAMEORIGIN'],
  ];
  const hsts = tls ? config.server.strictTransportSecurity : null;
  if (hsts) headers.push(['strict-transport-security', hsts]);
  return headers;
}
