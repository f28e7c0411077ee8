/** The Alerts feature: alert rules over the audit log, and their firings. */
import { i18n } from '../../../../../../../core/public';
import { pageLoader } from '../../page_loaders';
import { onePageFeature } from '../../page_descriptor';
import messages from './messages.json';

export const ALERTS_FEATURE = onePageFeature({
  id: 'alerts',
  section: {
    label: () => i18n.translate(messages.sectionLabel),
    path: '/alerts',
  },
  needs: ['audit'],
  capability: 'alerts',
  load: pageLoader(() => import('./alerts_page'), 'AlertsPage'),
});
