/** The Authentication page's path, for any page that links to it, and upstream's route to it. */
import type { UpstreamRoute } from '../../types';

export const AUTH_PATH = '/auth';

/** Upstream's Authentication route (upstream_links.ts). */
export const AUTH_UPSTREAM_ROUTES: readonly UpstreamRoute[] = [{ pattern: '/auth', to: () => AUTH_PATH }];
