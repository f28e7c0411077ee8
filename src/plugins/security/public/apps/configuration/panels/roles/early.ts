/**
 * The role pages' chunks, and those the plugin starts while the shell boots when the address bar
 * opens them (early_start.ts): the list with its first rows, the editor and the view.
 */
import { FIRST_PAGE_BY_NAME, ROLES_WITH_MAPPINGS_URL } from '../../api_types';
import { resourceEarlyPages } from '../../early_pages';
import { pageLoader } from '../../page_loaders';
import type { EarlyPage } from '../../types';

export const ROLE_PAGES = {
  roleList: pageLoader(() => import('./role_list/role_list'), 'RoleList'),
  roleEdit: pageLoader(() => import('./role_edit/role_edit'), 'RoleEdit'),
  roleView: pageLoader(() => import('./role_view/role_view'), 'RoleView'),
  roleMapUser: pageLoader(() => import('./role_mapping/role_edit_mapped_user'), 'RoleEditMappedUser'),
};

export const ROLES_EARLY: readonly EarlyPage[] = [
  ...resourceEarlyPages('roles', ROLE_PAGES.roleList, ROLE_PAGES.roleEdit, {
    path: ROLES_WITH_MAPPINGS_URL,
    query: FIRST_PAGE_BY_NAME,
  }),
  { path: /^\/roles\/view\/[^/]+$/, load: ROLE_PAGES.roleView },
];
