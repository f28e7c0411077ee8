/** The Tenants page's path, for any page that links to it, and upstream's route to it. */
import type { UpstreamRoute } from '../../types';

export const TENANTS_PATH = '/tenants';

/** Upstream's Tenants route (upstream_links.ts). */
export const TENANT_UPSTREAM_ROUTES: readonly UpstreamRoute[] = [{ pattern: '/tenants', to: () => TENANTS_PATH }];
