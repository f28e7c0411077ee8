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
import { messages } from './messages';

export const KIND_LABELS: Record<HistoryResourceKind, string> = {
  get roles() {
    return i18n.translate(messages.roles);
  },
  get rolesmapping() {
    return i18n.translate(messages.rolesmapping);
  },
  get actiongroups() {
    return i18n.translate(messages.actiongroups);
  },
  get internalusers() {
    return i18n.translate(messages.internalusers);
  },
  get tenants() {
    return i18n.translate(messages.tenants);
  },
  get nodesdn() {
    return i18n.translate(messages.nodesdn);
  },
  get config() {
    return i18n.translate(messages.config);
  },
  get audit() {
    return i18n.translate(messages.audit);
  },
  get allowlist() {
    return i18n.translate(messages.allowlist);
  },
};

export const ORIGIN_LABELS: Record<HistoryOrigin, string> = {
  get api() {
    return i18n.translate(messages.api);
  },
  get import() {
    return i18n.translate(messages.import);
  },
  get startup() {
    return i18n.translate(messages.startup);
  },
  get revert() {
    return i18n.translate(messages.revert);
  },
  get system() {
    return i18n.translate(messages.system);
  },
};

export const ACTION_LABELS: Record<HistoryAction, string> = {
  get create() {
    return i18n.translate(messages.create);
  },
  get update() {
    return i18n.translate(messages.update);
  },
  get delete() {
    return i18n.translate(messages.delete);
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
  return i18n.translate(messages.resourceTitle, { kind: KIND_LABELS[kind], name });
}

/** "Changed: Role all_access". */
export function changeTitle(action: HistoryAction, kind: HistoryResourceKind, name: string): string {
  return i18n.translate(messages.changeTitle, { action: ACTION_LABELS[action], resource: resourceTitle(kind, name) });
}
