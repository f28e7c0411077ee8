/** The Locked accounts feature: the accounts locked out after failed logins, and unlocking them. */
import { pageLoader } from '../../page_loaders';
import { securityPage } from '../../page_descriptor';

export const LOCKOUTS_FEATURE = securityPage({
  id: 'lockouts',
  section: { label: 'Locked accounts', path: '/lockouts' },
  routes: [{ pattern: '/lockouts', page: 'lockouts' }],
  needs: ['lockouts'],
  load: {
    lockouts: pageLoader(
      () => import('./lockouts_page'),
      (module) => module.LockoutsPage
    ),
  },
  icons: {},
});
