/** The Alerts feature: alert rules over the audit log, and their firings. */
import { pageLoader } from '../../page_loaders';
import { onePageFeature } from '../../page_descriptor';

export const ALERTS_FEATURE = onePageFeature({
  id: 'alerts',
  section: { label: 'Alerts', path: '/alerts' },
  needs: ['audit'],
  capability: 'alerts',
  load: pageLoader(() => import('./alerts_page'), 'AlertsPage'),
});
