/**
 * Which component draws which page. Every page is its own chunk (React.lazy): the app opens on
 * one page, and the role editor with its permission lists need not load for the users list.
 */
import React, { lazy } from 'react';
import type { RouteMatch } from './routes';
import type { PageProps } from './types';
import { PlaceholderPage } from './panels/placeholder/placeholder_page';

const RoleList = lazy(() => import('./panels/role_list/role_list').then((m) => ({ default: m.RoleList })));
const RoleEdit = lazy(() => import('./panels/role_edit/role_edit').then((m) => ({ default: m.RoleEdit })));
const RoleView = lazy(() => import('./panels/role_view/role_view').then((m) => ({ default: m.RoleView })));
const RoleEditMappedUser = lazy(() =>
  import('./panels/role_mapping/role_edit_mapped_user').then((m) => ({ default: m.RoleEditMappedUser }))
);
const InternalUserList = lazy(() =>
  import('./panels/internal_user_list/internal_user_list').then((m) => ({ default: m.InternalUserList }))
);
const InternalUserEdit = lazy(() =>
  import('./panels/internal_user_edit/internal_user_edit').then((m) => ({ default: m.InternalUserEdit }))
);
const PermissionList = lazy(() =>
  import('./panels/permission_list/permission_list').then((m) => ({ default: m.PermissionList }))
);
const ActionGroupEdit = lazy(() =>
  import('./panels/action_group_edit/action_group_edit').then((m) => ({ default: m.ActionGroupEdit }))
);
const GetStarted = lazy(() => import('./panels/get_started/get_started').then((m) => ({ default: m.GetStarted })));
const AuthView = lazy(() => import('./panels/auth_view/auth_view').then((m) => ({ default: m.AuthView })));
const TenantsPage = lazy(() => import('./panels/tenant_list/tenants_page').then((m) => ({ default: m.TenantsPage })));
const AuditLogging = lazy(() =>
  import('./panels/audit_logging/audit_logging').then((m) => ({ default: m.AuditLogging }))
);
const AuditSettingsEdit = lazy(() =>
  import('./panels/audit_logging/audit_settings_edit').then((m) => ({ default: m.AuditSettingsEdit }))
);
const AuditEvents = lazy(() => import('./panels/audit_events/audit_events').then((m) => ({ default: m.AuditEvents })));
const SessionsPage = lazy(() => import('./panels/sessions/sessions_page').then((m) => ({ default: m.SessionsPage })));
const ApiTokensPage = lazy(() =>
  import('./panels/api_tokens/api_tokens_page').then((m) => ({ default: m.ApiTokensPage }))
);
const ImportExport = lazy(() =>
  import('./panels/import_export/import_export').then((m) => ({ default: m.ImportExport }))
);
const CheckAccess = lazy(() => import('./panels/check_access/check_access').then((m) => ({ default: m.CheckAccess })));
const AlertsPage = lazy(() => import('./panels/alerts/alerts_page').then((m) => ({ default: m.AlertsPage })));
const HistoryPage = lazy(() => import('./panels/history/history_page').then((m) => ({ default: m.HistoryPage })));
const HistoryVersionPage = lazy(() =>
  import('./panels/history/history_version_page').then((m) => ({ default: m.HistoryVersionPage }))
);

export function renderPage(match: RouteMatch, props: PageProps): React.ReactElement {
  const action = match.action ?? 'create';
  switch (match.page) {
    case 'roleList':
      return <RoleList {...props} />;
    case 'roleEdit':
      return <RoleEdit {...props} action={action} />;
    case 'roleView':
      return <RoleView {...props} />;
    case 'roleMapUser':
      return <RoleEditMappedUser {...props} />;
    case 'userList':
      return <InternalUserList {...props} />;
    case 'userEdit':
      return <InternalUserEdit {...props} action={action} />;
    case 'permissionList':
      return <PermissionList {...props} />;
    case 'actionGroupEdit':
      return <ActionGroupEdit {...props} action={action} />;
    case 'getStarted':
      return <GetStarted {...props} />;
    case 'auth':
      return <AuthView {...props} />;
    case 'tenants':
      return <TenantsPage {...props} />;
    case 'auditLogging':
      return <AuditLogging {...props} />;
    case 'auditGeneralSettings':
      return <AuditSettingsEdit {...props} section="general" />;
    case 'auditComplianceSettings':
      return <AuditSettingsEdit {...props} section="compliance" />;
    case 'auditEvents':
      return <AuditEvents {...props} />;
    case 'explain':
      return <CheckAccess {...props} />;
    case 'sessions':
      return <SessionsPage {...props} />;
    case 'apiTokens':
      return <ApiTokensPage {...props} />;
    case 'history':
      return <HistoryPage {...props} />;
    case 'historyVersion':
      return <HistoryVersionPage {...props} />;
    case 'transfer':
      return <ImportExport {...props} />;
    case 'alerts':
      return <AlertsPage {...props} />;
    default:
      return <PlaceholderPage kind={match.page} />;
  }
}
