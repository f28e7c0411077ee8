/** The Locked accounts feature: the accounts locked out after failed logins, and unlocking them. */
import { i18n } from '../../../../../../../core/public';
import { pageLoader } from '../../page_loaders';
import { onePageFeature } from '../../page_descriptor';
import messages from './messages.json';

export const LOCKOUTS_FEATURE = onePageFeature({
  id: 'lockouts',
  section: {
    label: () => i18n.translate(messages.sectionLabel),
    path: '/lockouts',
  },
  needs: ['lockouts'],
  load: pageLoader(() => import('./lockouts_page'), 'LockoutsPage'),
});
