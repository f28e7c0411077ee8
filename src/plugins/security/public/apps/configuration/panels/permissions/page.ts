/** The Permissions feature: action groups and single permissions, and the action group editor. */
import { i18n } from '../../../../../../../core/public';
import { editorCrumbs, resourceRoutes, securityPage } from '../../page_descriptor';
import { permissionPaths } from './paths';
import { PERMISSION_PAGES } from './early';
import { actionGroupEditTitles } from './action_group_titles';

export const PERMISSIONS_FEATURE = securityPage({
  id: 'permissions',
  section: {
    label: () => i18n.translate('security.permissions.sectionLabel', { defaultMessage: 'Permissions' }),
    path: permissionPaths.permissions(),
  },
  routes: resourceRoutes('/permissions', 'permissionList', 'actionGroupEdit'),
  needs: ['actiongroups'],
  load: PERMISSION_PAGES,
  icons: {},
  breadcrumbs: (match) => editorCrumbs(match, actionGroupEditTitles()) ?? [],
});
