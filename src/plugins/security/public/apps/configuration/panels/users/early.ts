/** The internal user pages' chunks, started while the shell boots when the address bar opens them (early_start.ts). */
import { CONFIGURATION_API_PREFIX, FIRST_PAGE_BY_NAME } from '../../api_types';
import { resourceEarlyPages } from '../../early_pages';
import { pageLoader } from '../../page_loaders';
import type { EarlyPage } from '../../types';

export const USER_PAGES = {
  userList: pageLoader(() => import('./internal_user_list/internal_user_list'), 'InternalUserList'),
  userEdit: pageLoader(() => import('./internal_user_edit/internal_user_edit'), 'InternalUserEdit'),
};

export const USERS_EARLY: readonly EarlyPage[] = resourceEarlyPages('users', USER_PAGES.userList, USER_PAGES.userEdit, {
  path: `${CONFIGURATION_API_PREFIX}/internalusers`,
  query: FIRST_PAGE_BY_NAME,
});
