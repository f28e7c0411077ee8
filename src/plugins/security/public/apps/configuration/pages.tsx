/**
 * Which component draws which page. Every page is its own chunk (React.lazy, page_loaders.ts): the
 * app opens on one page, and the role editor with its permission lists need not load for the users list.
 */
import React, { lazy, useState } from 'react';
import type { EditAction } from './app_paths';
import type { PageId, RouteMatch } from './routes';
import { PAGE_LOADERS, loadedModule } from './page_loaders';
import type { PageProps } from './types';

/** What the frame renders for a route: the create, edit and duplicate pages read `action`. */
type PageComponent = React.ComponentType<PageProps & { action: EditAction }>;

/** Each page's chunk loader, so the frame can start one before the page is drawn (see preloadPage). */
const loaders = new Map<unknown, () => Promise<unknown>>();

/**
 * The page `name` exports, loaded with its chunk when first drawn. Once the chunk is in (the plugin
 * starts it while the shell boots, the frame while it asks who the user is), the page is drawn at
 * once: React.lazy would still suspend on its first draw (an import() always answers later), so
 * the page would show the spinner for one more commit and draw again.
 */
function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, React.ComponentType<P>>>,
  name: K
): React.FC<P> {
  // Typed as the page itself: React.lazy's props type does not follow a generic P.
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] }))) as unknown as React.ComponentType<P>;
  const Page: React.FC<P> = (props) => {
    // Chosen once per mount: turning from the lazy component to the loaded one would remount the page.
    const [Component] = useState<React.ComponentType<P>>(() => loadedModule(load)?.[name] ?? Lazy);
    return <Component {...props} />;
  };
  loaders.set(Page, load);
  return Page;
}

const L = PAGE_LOADERS;
const AuditSettingsEdit = lazyPage(L.auditSettings, 'AuditSettingsEdit');

const PAGES: Record<PageId, PageComponent> = {
  roleList: lazyPage(L.roleList, 'RoleList'),
  roleEdit: lazyPage(L.roleEdit, 'RoleEdit'),
  roleView: lazyPage(L.roleView, 'RoleView'),
  roleMapUser: lazyPage(L.roleMapUser, 'RoleEditMappedUser'),
  userList: lazyPage(L.userList, 'InternalUserList'),
  userEdit: lazyPage(L.userEdit, 'InternalUserEdit'),
  lockouts: lazyPage(L.lockouts, 'LockoutsPage'),
  permissionList: lazyPage(L.permissionList, 'PermissionList'),
  actionGroupEdit: lazyPage(L.actionGroupEdit, 'ActionGroupEdit'),
  getStarted: lazyPage(L.getStarted, 'GetStarted'),
  auth: lazyPage(L.auth, 'AuthView'),
  tenants: lazyPage(L.tenants, 'TenantsPage'),
  auditLogging: lazyPage(L.auditLogging, 'AuditLogging'),
  auditGeneralSettings: (props) => <AuditSettingsEdit {...props} section="general" />,
  auditComplianceSettings: (props) => <AuditSettingsEdit {...props} section="compliance" />,
  auditEvents: lazyPage(L.auditEvents, 'AuditEvents'),
  explain: lazyPage(L.explain, 'CheckAccess'),
  sessions: lazyPage(L.sessions, 'SessionsPage'),
  apiTokens: lazyPage(L.apiTokens, 'ApiTokensPage'),
  history: lazyPage(L.history, 'HistoryPage'),
  historyVersion: lazyPage(L.historyVersion, 'HistoryVersionPage'),
  transfer: lazyPage(L.transfer, 'ImportExport'),
  alerts: lazyPage(L.alerts, 'AlertsPage'),
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
