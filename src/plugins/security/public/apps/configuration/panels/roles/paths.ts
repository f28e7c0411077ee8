/** Links to the role pages (every name encoded), for any page that links to them. */
import type { UpstreamRoute } from '../../types';

const enc = encodeURIComponent;

export const rolePaths = {
  list: () => '/roles',
  create: () => '/roles/create',
  edit: (name: string) => `/roles/edit/${enc(name)}`,
  duplicate: (name: string) => `/roles/duplicate/${enc(name)}`,
  view: (name: string, tab?: 'permissions' | 'mapped_users' | 'history') =>
    `/roles/view/${enc(name)}${tab ? `?tab=${tab}` : ''}`,
  mapUsers: (name: string) => `/roles/edit/${enc(name)}/mapuser`,
};

/** Upstream's role routes (upstream_links.ts). */
export const ROLE_UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { pattern: '/roles', to: rolePaths.list },
  { pattern: '/roles/create', to: rolePaths.create },
  { pattern: '/roles/edit/:name', to: rolePaths.edit },
  { pattern: '/roles/duplicate/:name', to: rolePaths.duplicate },
  { pattern: '/roles/view/:name', to: (name) => rolePaths.view(name) },
  // Upstream's view page after an edit or a user mapping names where the user came from.
  { pattern: '/roles/view/:name/:from', to: (name) => rolePaths.view(name) },
  { pattern: '/roles/edit/:name/mapuser', to: rolePaths.mapUsers },
];
