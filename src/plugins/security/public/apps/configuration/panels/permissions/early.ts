/** The permission pages' chunks, started while the shell boots when the address bar opens them (early_start.ts). */
import { PERMISSIONS_URL } from '../../api_types';
import { pageLoader } from '../../page_loaders';
import type { EarlyPage } from '../../types';

export const PERMISSION_PAGES = {
  permissionList: pageLoader(
    () => import('./permission_list/permission_list'),
    (module) => module.PermissionList
  ),
  actionGroupEdit: pageLoader(
    () => import('./action_group_edit/action_group_edit'),
    (module) => module.ActionGroupEdit
  ),
};

export const PERMISSIONS_EARLY: readonly EarlyPage[] = [
  {
    path: /^\/permissions$/,
    load: PERMISSION_PAGES.permissionList,
    rows: { path: PERMISSIONS_URL, query: { page: 1, per_page: 20, sort: 'kind', order: 'asc' } },
  },
  { path: /^\/permissions\/(create|(edit|duplicate)\/[^/]+)$/, load: PERMISSION_PAGES.actionGroupEdit },
];
