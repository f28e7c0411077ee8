/**
 * The audit pages' chunks, and the events page's, which the plugin starts while the shell boots
 * when the address bar opens it (early_start.ts) with its events and counts for the URL's view.
 */
import { pageLoader } from '../../page_loaders';
import type { EarlyPage } from '../../types';
import { auditEventsFirstGets } from './events/first_gets';

const settings = () => import('./audit_settings_edit');

export const AUDIT_PAGES = {
  auditLogging: pageLoader(() => import('./audit_logging'), 'AuditLogging'),
  auditGeneralSettings: pageLoader(settings, 'AuditGeneralSettings'),
  auditComplianceSettings: pageLoader(settings, 'AuditComplianceSettings'),
  // The chart's chunk is not started here: the page asks for it once its table and facets are shown.
  auditEvents: pageLoader(() => import('./events/audit_events'), 'AuditEvents'),
};

export const AUDIT_EARLY: readonly EarlyPage[] = [
  { path: /^\/auditLogging\/events$/, load: AUDIT_PAGES.auditEvents, firstGets: auditEventsFirstGets },
];
