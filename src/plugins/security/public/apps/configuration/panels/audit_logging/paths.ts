/** Links to the audit pages, for any page that links to them. */
export const auditPaths = {
  auditLogging: () => '/auditLogging',
  auditGeneralSettings: () => '/auditLogging/edit/generalSettings',
  auditComplianceSettings: () => '/auditLogging/edit/complianceSettings',
  auditEvents: () => '/auditLogging/events',
};
