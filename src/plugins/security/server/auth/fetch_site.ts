import type { OsdRequest } from '../../../../core/server';

/**
 * Whether a GET that ends or replaces a session was asked on this site: a link or button of our
 * own pages (`same-origin`), or the user typing, bookmarking or following an SSO portal's link
 * opened directly (`none`). `cross-site` and `same-site` (another host of the same site) are
 * another page's doing.
 *
 * A request without the header cannot show where it came from (an old browser navigated by
 * another page looks the same as curl), so it counts as another page's too: scripts have the
 * POST routes and their `osd-xsrf` header.
 */
export function askedOnThisSite(request: OsdRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none';
}
