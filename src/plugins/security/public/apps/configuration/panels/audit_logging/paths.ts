/** Links to the audit pages, for any page that links to them. */
import type { UpstreamRoute } from '../../types';

export const auditPaths = {
  auditLogging: () => '/auditLogging',
  auditGeneralSettings: () => '/auditLogging/edit/generalSettings',
  auditComplianceSettings: () => '/auditLogging/edit/complianceSettings',
  auditEvents: () => '/auditLogging/events',
};

/** Upstream's audit routes (upstream_links.ts). */
export const AUDIT_UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { pattern: '/auditLogging', to: auditPaths.auditLogging },
  { pattern: '/auditLogging/edit/generalSettings', to: auditPaths.auditGeneralSettings },
  { pattern: '/auditLogging/edit/complianceSettings', to: auditPaths.auditComplianceSettings },
];
