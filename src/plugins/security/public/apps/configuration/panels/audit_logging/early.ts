/**
 * The audit pages' chunks, and the events page's, which the plugin starts while the shell boots
 * when the address bar opens it (early_start.ts) with its events and counts for the URL's view.
 */
import { pageLoader } from '../../page_loaders';
import type { EarlyPage } from '../../types';
import { auditEventsFirstGets } from './events/first_gets';
import { loadEventsChart } from './events/load_events_chart';

const settings = () => import('./audit_settings_edit');

export const AUDIT_PAGES = {
  auditLogging: pageLoader(() => import('./audit_logging'), 'AuditLogging'),
  auditGeneralSettings: pageLoader(settings, 'AuditGeneralSettings'),
  auditComplianceSettings: pageLoader(settings, 'AuditComplianceSettings'),
  auditEvents: pageLoader(() => {
    // The chart's chunk downloads beside the page's, not once the page first draws; the page's
    // own import() of it then finds it loaded.
    loadEventsChart().catch(() => undefined);
    return import('./events/audit_events');
  }, 'AuditEvents'),
};

export const AUDIT_EARLY: readonly EarlyPage[] = [
  { path: /^\/auditLogging\/events$/, load: AUDIT_PAGES.auditEvents, firstGets: auditEventsFirstGets },
];
