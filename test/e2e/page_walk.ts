/**
 * Every page of the product a signed-in administrator can open, with the test subject that
 * says it has rendered: the look test (icons, landmarks, screenshots) and the accessibility
 * test walk the same list, so a new page added here is checked by both.
 */
export interface WalkedPage {
  url: string;
  ready: string;
  /** Screenshot file name (without .png); the URL's words when unset. */
  shot?: string;
}

export const SHELL_PAGES: WalkedPage[] = [
  { url: '/app/home', ready: 'homeApp', shot: 'home' },
  { url: '/status', ready: 'statusPage' },
  { url: '/app/dashboards', ready: 'dashboardListPage' },
  { url: '/app/management/opensearch-dashboards/settings', ready: 'advancedSettingsPage' },
  { url: '/app/management/opensearch-dashboards/objects', ready: 'savedObjectsSection' },
];

export const SECURITY_PAGES: WalkedPage[] = [
  { url: '/app/security/getstarted', ready: 'getStartedPage' },
  { url: '/app/security/roles', ready: 'roleListPage', shot: 'roles_list' },
  { url: '/app/security/roles/view/all_access', ready: 'roleViewPage' },
  { url: '/app/security/roles/view/all_access?tab=mapped_users', ready: 'roleViewPage' },
  { url: '/app/security/roles/edit/all_access', ready: 'roleEditPage' },
  { url: '/app/security/roles/create', ready: 'roleEditPage' },
  { url: '/app/security/users', ready: 'internalUserList' },
  { url: '/app/security/users/create', ready: 'internalUserEdit' },
  { url: '/app/security/lockouts', ready: 'lockoutsLoaded' },
  { url: '/app/security/permissions', ready: 'permissionList' },
  { url: '/app/security/tenants', ready: 'tenantsPage' },
  { url: '/app/security/tenants?tab=configure', ready: 'tenantsPage' },
  // Sharing is off on the walk's server: the address says how to turn it on.
  { url: '/app/security/resource-access', ready: 'resourceSharingOff' },
  { url: '/app/security/auth', ready: 'authView' },
  { url: '/app/security/auditLogging', ready: 'auditLogging' },
  { url: '/app/security/auditLogging/events', ready: 'auditEvents' },
  {
    url: '/app/security/explain?user=admin&action=indices:data/read/search&index=logs-1',
    ready: 'explainChain',
    shot: 'check_access',
  },
  { url: '/app/security/sessions', ready: 'sessionsPage' },
  { url: '/app/security/history', ready: 'historyTable' },
  { url: '/app/security/history/1', ready: 'historyVersionMeta', shot: 'history_version' },
  { url: '/app/security/roles/view/all_access?tab=history', ready: 'resourceHistoryTable', shot: 'role_history' },
  { url: '/app/security/tenants?tab=history', ready: 'resourceHistoryTable', shot: 'tenants_history' },
  { url: '/app/security/transfer', ready: 'importExportPage', shot: 'import_export' },
  { url: '/app/security/alerts', ready: 'alertRulesTable' },
];

export function screenshotName(page: WalkedPage): string {
  return page.shot ?? page.url.replace(/^\/(app\/)?/, '').replace(/[^A-Za-z0-9]+/g, '_');
}
