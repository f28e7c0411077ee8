/**
 * Used by tests only (features.test.tsx): a feature declared in one folder, as a new Security page
 * is. Its pages need the audit endpoint, the single report the roles endpoint as well, and the
 * backend's audit log.
 */
import type { ComponentType } from 'react';
import { pageLoader } from '../../page_loaders';
import { securityPage } from '../../page_descriptor';

/** Stands in for an EUI icon the pages draw at first paint. */
export const ReportIcon: ComponentType = () => null;

export const REPORTS_FEATURE = securityPage({
  id: 'reports',
  section: { label: 'Reports', path: '/reports' },
  routes: [
    { pattern: '/reports', page: 'reportList' },
    { pattern: '/reports/view/:name', page: 'reportView', needs: ['roles'] },
  ],
  needs: ['audit'],
  capability: 'audit_log',
  load: {
    reportList: pageLoader(() => import('./reports_pages'), 'ReportList'),
    reportView: pageLoader(() => import('./reports_pages'), 'ReportView'),
  },
  icons: { visPie: ReportIcon },
  breadcrumbs: (match) => (match.page === 'reportView' ? [{ text: `Report ${match.params.name}` }] : []),
});
