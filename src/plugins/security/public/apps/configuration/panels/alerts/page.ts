/** The Alerts feature: alert rules over the audit log, and their firings. */
import { i18n } from '../../../../../../../core/public';
import { pageLoader } from '../../page_loaders';
import { onePageFeature } from '../../page_descriptor';

export const ALERTS_FEATURE = onePageFeature({
  id: 'alerts',
  section: {
    label: () => i18n.translate('security.configAlerts.sectionLabel', { defaultMessage: 'Alerts' }),
    path: '/alerts',
  },
  needs: ['audit'],
  capability: 'alerts',
  load: pageLoader(() => import('./alerts_page'), 'AlertsPage'),
});
