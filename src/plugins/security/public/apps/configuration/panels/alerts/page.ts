/** The Alerts feature: alert rules over the audit log, and their firings. */
import { pageLoader } from '../../page_loaders';
import { securityPage } from '../../page_descriptor';

export const ALERTS_FEATURE = securityPage({
  id: 'alerts',
  section: { label: 'Alerts', path: '/alerts' },
  routes: [{ pattern: '/alerts', page: 'alerts' }],
  needs: ['audit'],
  capability: 'alerts',
  load: {
    alerts: pageLoader(
      () => import('./alerts_page'),
      (module) => module.AlertsPage
    ),
  },
  icons: {},
});
