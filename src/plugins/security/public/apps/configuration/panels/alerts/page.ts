/** The Alerts feature: alert rules over the audit log, and their firings. */
import { pageLoader } from '../../page_loaders';
import { navSection, onePageFeature } from '../../page_descriptor';
import messages from './messages.json';

export const ALERTS_FEATURE = onePageFeature({
  id: 'alerts',
  section: navSection(messages.sectionLabel, '/alerts'),
  needs: ['audit'],
  capability: 'alerts',
  load: pageLoader(() => import('./alerts_page'), 'AlertsPage'),
});
