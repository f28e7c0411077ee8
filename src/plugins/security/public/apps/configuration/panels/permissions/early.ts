/** The permission pages' chunks, started while the shell boots when the address bar opens them (early_start.ts). */
import { PERMISSIONS_URL } from '../../api_types';
import { resourceEarlyPages } from '../../early_pages';
import { pageLoader } from '../../page_loaders';
import type { EarlyPage } from '../../types';

export const PERMISSION_PAGES = {
  permissionList: pageLoader(() => import('./permission_list/permission_list'), 'PermissionList'),
  actionGroupEdit: pageLoader(() => import('./action_group_edit/action_group_edit'), 'ActionGroupEdit'),
};

export const PERMISSIONS_EARLY: readonly EarlyPage[] = resourceEarlyPages(
  'permissions',
  PERMISSION_PAGES.permissionList,
  PERMISSION_PAGES.actionGroupEdit,
  { path: PERMISSIONS_URL, query: { page: 1, per_page: 20, sort: 'kind', order: 'asc' } }
);
