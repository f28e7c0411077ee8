/**
 * Which component draws which page. Every page is its own chunk (React.lazy): the app opens on
 * one page, and the role editor with its permission lists need not load for the users list.
 */
import React, { lazy } from 'react';
import type { EditAction, PageId, RouteMatch } from './routes';
import type { PageProps } from './types';
import { loadEventsChart } from './panels/audit_events/load_events_chart';

/** What the frame renders for a route: the create, edit and duplicate pages read `action`. */
type PageComponent = React.ComponentType<PageProps & { action: EditAction }>;

/** Each page's chunk loader, so the frame can start one before the page is drawn (see preloadPage). */
const loaders = new Map<unknown, () => Promise<unknown>>();

/** The page `name` exports, loaded with its chunk when first drawn. */
function lazyPage<P, K extends string>(load: () => Promise<Record<K, React.ComponentType<P>>>, name: K) {
  const page = lazy(() => load().then((module) => ({ default: module[name] })));
  loaders.set(page, load);
  return page;
}

const AuditSettingsEdit = lazyPage(() => import('./panels/audit_logging/audit_settings_edit'), 'AuditSettingsEdit');

const PAGES: Record<PageId, PageComponent> = {
  roleList: lazyPage(() => import('./panels/role_list/role_list'), 'RoleList'),
  roleEdit: lazyPage(() => import('./panels/role_edit/role_edit'), 'RoleEdit'),
  roleView: lazyPage(() => import('./panels/role_view/role_view'), 'RoleView'),
  roleMapUser: lazyPage(() => import('./panels/role_mapping/role_edit_mapped_user'), 'RoleEditMappedUser'),
  userList: lazyPage(() => import('./panels/internal_user_list/internal_user_list'), 'InternalUserList'),
  userEdit: lazyPage(() => import('./panels/internal_user_edit/internal_user_edit'), 'InternalUserEdit'),
  lockouts: lazyPage(() => import('./panels/lockouts/lockouts_page'), 'LockoutsPage'),
  permissionList: lazyPage(() => import('./panels/permission_list/permission_list'), 'PermissionList'),
  actionGroupEdit: lazyPage(() => import('./panels/action_group_edit/action_group_edit'), 'ActionGroupEdit'),
  getStarted: lazyPage(() => import('./panels/get_started/get_started'), 'GetStarted'),
  auth: lazyPage(() => import('./panels/auth_view/auth_view'), 'AuthView'),
  tenants: lazyPage(() => import('./panels/tenant_list/tenants_page'), 'TenantsPage'),
  auditLogging: lazyPage(() => import('./panels/audit_logging/audit_logging'), 'AuditLogging'),
  auditGeneralSettings: (props) => <AuditSettingsEdit {...props} section="general" />,
  auditComplianceSettings: (props) => <AuditSettingsEdit {...props} section="compliance" />,
  auditEvents: lazyPage(() => {
    // The chart's chunk (@elastic/charts, ~1 MB) downloads beside the page's, not once the page
    // first draws; the page's own import() of it then finds it loaded.
    loadEventsChart().catch(() => undefined);
    return import('./panels/audit_events/audit_events');
  }, 'AuditEvents'),
  explain: lazyPage(() => import('./panels/check_access/check_access'), 'CheckAccess'),
  sessions: lazyPage(() => import('./panels/sessions/sessions_page'), 'SessionsPage'),
  apiTokens: lazyPage(() => import('./panels/api_tokens/api_tokens_page'), 'ApiTokensPage'),
  history: lazyPage(() => import('./panels/history/history_page'), 'HistoryPage'),
  historyVersion: lazyPage(() => import('./panels/history/history_version_page'), 'HistoryVersionPage'),
  transfer: lazyPage(() => import('./panels/import_export/import_export'), 'ImportExport'),
  alerts: lazyPage(() => import('./panels/alerts/alerts_page'), 'AlertsPage'),
};

/**
 * Starts downloading the page's chunk while the frame still asks the server who the user is and
 * which endpoints they may use (the page waits for both): the two no longer run one after the
 * other. The browser keeps the chunk, so drawing the page later loads nothing again; a failure
 * here is left to the page's own load to report.
 */
export function preloadPage(page: PageId): void {
  loaders
    .get(PAGES[page])?.()
    .catch(() => undefined);
}

export function renderPage(match: RouteMatch, props: PageProps): React.ReactElement {
  const Page = PAGES[match.page];
  return <Page {...props} action={match.action ?? 'create'} />;
}
