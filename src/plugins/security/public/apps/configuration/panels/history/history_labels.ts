/**
 * How the history pages name resource kinds, origins and actions (`translatedLabels`: translated
 * when a page reads them), the titles built from them, and where a resource's own page is.
 */
import type { HistoryAction, HistoryOrigin, HistoryResourceKind } from '../../../../../common/history';
import { i18n, translatedLabels } from '../../../../../../../core/public';
import { permissionPaths } from '../permissions/paths';
import { rolePaths } from '../roles/paths';
import { TENANTS_PATH } from '../tenant_list/paths';
import { userPaths } from '../users/paths';
import messages from './messages.json';

export const KIND_LABELS = translatedLabels<HistoryResourceKind>({
  roles: messages.kindRoles,
  rolesmapping: messages.kindRolesmapping,
  actiongroups: messages.kindActiongroups,
  internalusers: messages.kindInternalusers,
  tenants: messages.kindTenants,
  nodesdn: messages.kindNodesdn,
  config: messages.kindConfig,
  audit: messages.kindAudit,
  allowlist: messages.kindAllowlist,
});

export const ORIGIN_LABELS = translatedLabels<HistoryOrigin>({
  api: messages.originApi,
  import: messages.originImport,
  startup: messages.originStartup,
  revert: messages.originRevert,
  system: messages.originSystem,
});

export const ACTION_LABELS = translatedLabels<HistoryAction>({
  create: messages.actionCreate,
  update: messages.actionUpdate,
  delete: messages.actionDelete,
});

/** The page of a resource, for kinds that have one (documents and nodes DN do not). */
export function resourcePath(kind: HistoryResourceKind, name: string): string | undefined {
  switch (kind) {
    case 'roles':
      return rolePaths.view(name);
    case 'rolesmapping':
      return rolePaths.mapUsers(name);
    case 'actiongroups':
      return permissionPaths.actionGroupEdit(name);
    case 'internalusers':
      return userPaths.userEdit(name);
    case 'tenants':
      return TENANTS_PATH;
    default:
      return undefined;
  }
}

/** "Role all_access" / "Security configuration" (documents have one name, `config`). */
export function resourceTitle(kind: HistoryResourceKind, name: string): string {
  if (['config', 'audit', 'allowlist'].includes(kind)) return KIND_LABELS[kind];
  return i18n.translate(messages.resourceTitle, { kind: KIND_LABELS[kind], name });
}

/** "Changed: Role all_access". */
export function changeTitle(action: HistoryAction, kind: HistoryResourceKind, name: string): string {
  return i18n.translate(messages.changeTitle, { action: ACTION_LABELS[action], resource: resourceTitle(kind, name) });
}
