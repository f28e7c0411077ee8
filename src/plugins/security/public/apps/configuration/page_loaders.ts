/**
 * Each page's chunk loader, apart from the components: the plugin starts the chunk of the page
 * being opened while the shell still boots (early_start.ts), without loading the app to know it,
 * and the frame draws the page from the same chunk (pages.tsx).
 */
import { loadEventsChart } from './panels/audit_events/load_events_chart';

const LOADERS = {
  roleList: () => import('./panels/role_list/role_list'),
  roleEdit: () => import('./panels/role_edit/role_edit'),
  roleView: () => import('./panels/role_view/role_view'),
  roleMapUser: () => import('./panels/role_mapping/role_edit_mapped_user'),
  userList: () => import('./panels/internal_user_list/internal_user_list'),
  userEdit: () => import('./panels/internal_user_edit/internal_user_edit'),
  lockouts: () => import('./panels/lockouts/lockouts_page'),
  permissionList: () => import('./panels/permission_list/permission_list'),
  actionGroupEdit: () => import('./panels/action_group_edit/action_group_edit'),
  getStarted: () => import('./panels/get_started/get_started'),
  auth: () => import('./panels/auth_view/auth_view'),
  tenants: () => import('./panels/tenant_list/tenants_page'),
  auditLogging: () => import('./panels/audit_logging/audit_logging'),
  auditSettings: () => import('./panels/audit_logging/audit_settings_edit'),
  auditEvents: () => {
    // The chart's chunk downloads beside the page's, not once the page first draws; the page's
    // own import() of it then finds it loaded.
    loadEventsChart().catch(() => undefined);
    return import('./panels/audit_events/audit_events');
  },
  explain: () => import('./panels/check_access/check_access'),
  sessions: () => import('./panels/sessions/sessions_page'),
  apiTokens: () => import('./panels/api_tokens/api_tokens_page'),
  history: () => import('./panels/history/history_page'),
  historyVersion: () => import('./panels/history/history_version_page'),
  transfer: () => import('./panels/import_export/import_export'),
  alerts: () => import('./panels/alerts/alerts_page'),
};

export type LoadablePage = keyof typeof LOADERS;

/** The modules that are in, by the loader that brought them. */
const loadedModules = new Map<unknown, unknown>();

/**
 * Each loader notes its module once it is in: whoever started it (the plugin while the shell
 * boots, or the frame), the page can then be drawn at once instead of suspending (pages.tsx).
 */
export const PAGE_LOADERS = Object.fromEntries(
  Object.entries(LOADERS).map(([page, load]) => {
    const noting = (): Promise<unknown> =>
      load().then((module: unknown) => {
        loadedModules.set(noting, module);
        return module;
      });
    return [page, noting];
  })
) as unknown as typeof LOADERS;

/** The module `load` (one of PAGE_LOADERS) brought, if it is in already. */
export function loadedModule<Module>(load: () => Promise<Module>): Module | undefined {
  return loadedModules.get(load) as Module | undefined;
}
