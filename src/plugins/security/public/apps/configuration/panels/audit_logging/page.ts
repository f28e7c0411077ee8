/** The Audit logs feature: the audit configuration, its two settings pages and the audit events. */
import { icon as fullScreen } from '@elastic/eui/src/components/icon/assets/full_screen';
import { icon as list } from '@elastic/eui/src/components/icon/assets/list_bullet';
import { navSection, securityPage } from '../../page_descriptor';
import { auditPaths } from './paths';
import { AUDIT_PAGES } from './early';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

/** Read when a page is shown: the breadcrumbs in the loaded locale. */
const crumbs = (): Partial<Record<keyof typeof AUDIT_PAGES, string>> => ({
  auditGeneralSettings: i18n.translate(messages.crumbsGeneralSettings),
  auditComplianceSettings: i18n.translate(messages.crumbsComplianceSettings),
  auditEvents: i18n.translate(messages.crumbsEvents),
});

export const AUDIT_LOGGING_FEATURE = securityPage({
  id: 'auditLogging',
  section: navSection(messages.sectionLabel, auditPaths.auditLogging()),
  routes: [
    { pattern: '/auditLogging', page: 'auditLogging' },
    { pattern: '/auditLogging/edit/generalSettings', page: 'auditGeneralSettings' },
    { pattern: '/auditLogging/edit/complianceSettings', page: 'auditComplianceSettings' },
    // SPEC 2.1 names the audit sub-routes without the section prefix; both spellings reach the pages.
    { pattern: '/edit/generalSettings', page: 'auditGeneralSettings' },
    { pattern: '/edit/complianceSettings', page: 'auditComplianceSettings' },
    { pattern: '/auditLogging/events', page: 'auditEvents' },
  ],
  needs: ['audit'],
  load: AUDIT_PAGES,
  icons: { fullScreen, list },
  breadcrumbs: (match) => {
    const text = crumbs()[match.page as keyof typeof AUDIT_PAGES];
    return text ? [{ text }] : [];
  },
});
