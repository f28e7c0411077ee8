/** The Permissions feature: action groups and single permissions, and the action group editor. */
import { editorCrumbs, resourceRoutes, securityPage } from '../../page_descriptor';
import { permissionPaths } from './paths';
import { PERMISSION_PAGES } from './early';

export const PERMISSIONS_FEATURE = securityPage({
  id: 'permissions',
  section: { label: 'Permissions', path: permissionPaths.permissions() },
  routes: resourceRoutes('/permissions', 'permissionList', 'actionGroupEdit'),
  needs: ['actiongroups'],
  load: PERMISSION_PAGES,
  icons: {},
  breadcrumbs: (match) => editorCrumbs(match, 'action group') ?? [],
});
