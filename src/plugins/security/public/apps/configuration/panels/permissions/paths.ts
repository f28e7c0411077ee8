/** Links to the permission pages (every name encoded), for any page that links to them. */
import type { UpstreamRoute } from '../../types';

const enc = encodeURIComponent;

export const permissionPaths = {
  permissions: () => '/permissions',
  /** `actions` preselects members ('Create from selection'). */
  actionGroupCreate: (actions: string[] = []) =>
    `/permissions/create${actions.length ? `?${actions.map((a) => `action=${enc(a)}`).join('&')}` : ''}`,
  actionGroupEdit: (name: string) => `/permissions/edit/${enc(name)}`,
  actionGroupDuplicate: (name: string) => `/permissions/duplicate/${enc(name)}`,
};

/** Upstream's permission routes (upstream_links.ts). */
export const PERMISSION_UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { pattern: '/permissions', to: permissionPaths.permissions },
];
