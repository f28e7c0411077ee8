/** The internal user pages' chunks, started while the shell boots when the address bar opens them (early_start.ts). */
import { CONFIGURATION_API_PREFIX, FIRST_PAGE_BY_NAME } from '../../api_types';
import { pageLoader } from '../../page_loaders';
import type { EarlyPage } from '../../types';

export const USER_PAGES = {
  userList: pageLoader(
    () => import('./internal_user_list/internal_user_list'),
    (module) => module.InternalUserList
  ),
  userEdit: pageLoader(
    () => import('./internal_user_edit/internal_user_edit'),
    (module) => module.InternalUserEdit
  ),
};

export const USERS_EARLY: readonly EarlyPage[] = [
  {
    path: /^\/users$/,
    load: USER_PAGES.userList,
    rows: { path: `${CONFIGURATION_API_PREFIX}/internalusers`, query: FIRST_PAGE_BY_NAME },
  },
  { path: /^\/users\/(create|(edit|duplicate)\/[^/]+)$/, load: USER_PAGES.userEdit },
];
