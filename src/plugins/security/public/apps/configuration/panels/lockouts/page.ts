/** The Locked accounts feature: the accounts locked out after failed logins, and unlocking them. */
import { pageLoader } from '../../page_loaders';
import { onePageFeature } from '../../page_descriptor';

export const LOCKOUTS_FEATURE = onePageFeature({
  id: 'lockouts',
  section: { label: 'Locked accounts', path: '/lockouts' },
  needs: ['lockouts'],
  load: pageLoader(() => import('./lockouts_page'), 'LockoutsPage'),
});
