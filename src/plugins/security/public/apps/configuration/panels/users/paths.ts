/** Links to the internal user pages (every name encoded), for any page that links to them. */
import type { UpstreamRoute } from '../../types';

const enc = encodeURIComponent;

export const userPaths = {
  users: () => '/users',
  userCreate: () => '/users/create',
  userEdit: (name: string) => `/users/edit/${enc(name)}`,
  userDuplicate: (name: string) => `/users/duplicate/${enc(name)}`,
};

/** Upstream's internal user routes (upstream_links.ts). */
export const USER_UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { pattern: '/users', to: userPaths.users },
  { pattern: '/users/create', to: userPaths.userCreate },
  { pattern: '/users/edit/:name', to: userPaths.userEdit },
  { pattern: '/users/duplicate/:name', to: userPaths.userDuplicate },
];
