/** The Locked accounts feature: the accounts locked out after failed logins, and unlocking them. */
import { pageLoader } from '../../page_loaders';
import { navSection, onePageFeature } from '../../page_descriptor';
import messages from './messages.json';

export const LOCKOUTS_FEATURE = onePageFeature({
  id: 'lockouts',
  section: navSection(messages.sectionLabel, '/lockouts'),
  needs: ['lockouts'],
  load: pageLoader(() => import('./lockouts_page'), 'LockoutsPage'),
});
