/**
 * The four Security list pages the big-configuration bench times, each with its first row and the
 * search it makes: one table, so bench/tools/search_probe.ts runs the very search big_config.ts times.
 */
import {
  bigGroupName,
  bigRoleName,
  bigTenantName,
  bigUserName,
  type BigConfigSizes,
} from '../test/e2e/big_config_seed';
import { ROLES_FIRST_ROW } from './util';

export type BigListKey = 'roles' | 'users' | 'permissions' | 'tenants';

export interface BigListSearch {
  key: BigListKey;
  /** The figure's name in the bench's table. */
  name: string;
  /** Under /app/security. */
  path: string;
  /** A row of the list (the bench waits for it, and for the searched name in the only one). */
  row: string;
  /** The search box. */
  input: string;
  /** The last seeded name, searched for. */
  text: string;
}

export function bigListSearches(sizes: BigConfigSizes): BigListSearch[] {
  const last = (count: number) => count - 1;
  const n = (count: number) => count.toLocaleString('en');
  return [
    {
      key: 'roles',
      name: `roles with mappings (${n(sizes.roles)})`,
      path: '/roles',
      row: ROLES_FIRST_ROW,
      input: '[data-test-subj="roleSearchInput"]',
      text: bigRoleName(last(sizes.roles)),
    },
    {
      key: 'users',
      name: `internal users (${n(sizes.users)})`,
      path: '/users',
      row: '[data-test-subj="userTable"] [data-test-subj="userName"]',
      input: '[data-test-subj="userSearch"]',
      text: bigUserName(last(sizes.users)),
    },
    {
      key: 'permissions',
      name: `permissions with ${n(sizes.actionGroups)} action groups`,
      path: '/permissions',
      row: '[data-test-subj="permissionTable"] [data-test-subj="permissionName"]',
      input: '[data-test-subj="permissionSearch"]',
      text: bigGroupName(last(sizes.actionGroups)),
    },
    {
      key: 'tenants',
      name: `tenants (${n(sizes.tenants)})`,
      path: '/tenants',
      row: '[data-test-subj="tenantTable"] [data-test-subj="tenantName"]',
      input: '[data-test-subj="tenantSearch"]',
      text: bigTenantName(last(sizes.tenants)),
    },
  ];
}
