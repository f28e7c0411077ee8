/** The Roles feature: the list, the editor (create, edit, duplicate), the view and user mapping. */
import { i18n } from '../../../../../../../core/public';
import { rolePaths } from './paths';
import { editorCrumbs, resourceRoutes, securityPage } from '../../page_descriptor';
import { ROLE_PAGES } from './early';
import { roleEditTitles } from './role_titles';

export const ROLES_FEATURE = securityPage({
  id: 'roles',
  section: {
    label: () => i18n.translate('security.roles.sectionLabel', { defaultMessage: 'Roles' }),
    path: rolePaths.list(),
  },
  routes: [
    ...resourceRoutes('/roles', 'roleList', 'roleEdit'),
    { pattern: '/roles/view/:name', page: 'roleView' },
    // Who is mapped to a role is the role mappings endpoint's.
    { pattern: '/roles/edit/:name/mapuser', page: 'roleMapUser', needs: ['roles', 'rolesmapping'] },
  ],
  // Roles alone open the list and the editor.
  needs: ['roles'],
  load: ROLE_PAGES,
  icons: {},
  breadcrumbs: (match) => {
    const name = match.params.name;
    if (match.page === 'roleView') return [{ text: name }];
    if (match.page === 'roleMapUser')
      return [
        { text: name, path: rolePaths.view(name) },
        { text: i18n.translate('security.roles.breadcrumbs.mapUser', { defaultMessage: 'Map user' }) },
      ];
    return editorCrumbs(match, roleEditTitles(), rolePaths.view) ?? [];
  },
});
