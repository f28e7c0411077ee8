/**
 * How the history pages name resource kinds, origins and actions (getters: translated when a page
 * reads them), the titles built from them, and where a resource's own page is.
 */
import type { HistoryAction, HistoryOrigin, HistoryResourceKind } from '../../../../../common/history';
import { i18n } from '../../../../../../../core/public';
import { permissionPaths } from '../permissions/paths';
import { rolePaths } from '../roles/paths';
import { TENANTS_PATH } from '../tenant_list/paths';
import { userPaths } from '../users/paths';

export const KIND_LABELS: Record<HistoryResourceKind, string> = {
  get roles() {
    return i18n.translate('security.history.kind.roles', { defaultMessage: 'Role' });
  },
  get rolesmapping() {
    return i18n.translate('security.history.kind.rolesmapping', { defaultMessage: 'Role mapping' });
  },
  get actiongroups() {
    return i18n.translate('security.history.kind.actiongroups', { defaultMessage: 'Action group' });
  },
  get internalusers() {
    return i18n.translate('security.history.kind.internalusers', { defaultMessage: 'Internal user' });
  },
  get tenants() {
    return i18n.translate('security.history.kind.tenants', { defaultMessage: 'Tenant' });
  },
  get nodesdn() {
    return i18n.translate('security.history.kind.nodesdn', { defaultMessage: 'Nodes DN' });
  },
  get config() {
    return i18n.translate('security.history.kind.config', { defaultMessage: 'Security configuration' });
  },
  get audit() {
    return i18n.translate('security.history.kind.audit', { defaultMessage: 'Audit configuration' });
  },
  get allowlist() {
    return i18n.translate('security.history.kind.allowlist', { defaultMessage: 'Allowlist' });
  },
};

export const ORIGIN_LABELS: Record<HistoryOrigin, string> = {
  get api() {
    return i18n.translate('security.history.origin.api', { defaultMessage: 'API or UI' });
  },
  get import() {
    return i18n.translate('security.history.origin.import', { defaultMessage: 'Import' });
  },
  get startup() {
    return i18n.translate('security.history.origin.startup', { defaultMessage: 'Start-up' });
  },
  get revert() {
    return i18n.translate('security.history.origin.revert', { defaultMessage: 'Revert' });
  },
  get system() {
    return i18n.translate('security.history.origin.system', { defaultMessage: 'System' });
  },
};

export const ACTION_LABELS: Record<HistoryAction, string> = {
  get create() {
    return i18n.translate('security.history.action.create', { defaultMessage: 'Created' });
  },
  get update() {
    return i18n.translate('security.history.action.update', { defaultMessage: 'Changed' });
  },
  get delete() {
    return i18n.translate('security.history.action.delete', { defaultMessage: 'Deleted' });
  },
};

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
  return i18n.translate('security.history.resourceTitle', {
    defaultMessage: '{kind} {name}',
    values: { kind: KIND_LABELS[kind], name },
  });
}

/** "Changed: Role all_access". */
export function changeTitle(action: HistoryAction, kind: HistoryResourceKind, name: string): string {
  return i18n.translate('security.history.changeTitle', {
    defaultMessage: '{action}: {resource}',
    values: { action: ACTION_LABELS[action], resource: resourceTitle(kind, name) },
  });
}
