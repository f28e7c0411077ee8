/** The Authentication feature: the authentication and authorization domains, session policy and MFA. */
import { pageLoader } from '../../page_loaders';
import { securityPage } from '../../page_descriptor';
import { AUTH_PATH } from './paths';

export const AUTH_FEATURE = securityPage({
  id: 'auth',
  section: { label: 'Authentication', path: AUTH_PATH },
  routes: [{ pattern: '/auth', page: 'auth' }],
  needs: ['config'],
  load: {
    auth: pageLoader(
      () => import('./auth_view'),
      (module) => module.AuthView
    ),
  },
  icons: {},
});
