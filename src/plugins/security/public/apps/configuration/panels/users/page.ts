/** The Internal users feature: the list and the editor (create, edit, duplicate). */
import { icon as users } from '@elastic/eui/src/components/icon/assets/users';
import { i18n } from '../../../../../../../core/public';
import { editorCrumbs, resourceRoutes, securityPage } from '../../page_descriptor';
import { userPaths } from './paths';
import { USER_PAGES } from './early';
import { userEditTitles } from './user_titles';

export const USERS_FEATURE = securityPage({
  id: 'users',
  section: {
    label: () => i18n.translate('security.users.sectionLabel', { defaultMessage: 'Internal users' }),
    path: userPaths.users(),
  },
  routes: resourceRoutes('/users', 'userList', 'userEdit'),
  needs: ['internalusers'],
  load: USER_PAGES,
  icons: { users },
  breadcrumbs: (match) => editorCrumbs(match, userEditTitles()) ?? [],
});
