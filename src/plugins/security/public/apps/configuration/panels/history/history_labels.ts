/** How the history pages name resource kinds and origins, and where a resource's own page is. */
import type { HistoryOrigin, HistoryResourceKind } from '../../../../../common/history';
import { permissionPaths } from '../permissions/paths';
import { rolePaths } from '../roles/paths';
import { TENANTS_PATH } from '../tenant_list/paths';
import { userPaths } from '../users/paths';

export const KIND_LABELS: Record<HistoryResourceKind, string> = {
  roles: 'Role',
  rolesmapping: 'Role mapping',
  actiongroups: 'Action group',
  internalusers: 'Internal user',
  tenants: 'Tenant',
  nodesdn: 'Nodes DN',
  config: 'Security configuration',
  audit: 'Audit configuration',
  allowlist: 'Allowlist',
};

export const ORIGIN_LABELS: Record<HistoryOrigin, string> = {
  api: 'API or UI',
  import: 'Import',
  startup: 'Start-up',
  revert: 'Revert',
  system: 'System',
};

export const ACTION_LABELS = { create: 'Created', update: 'Changed', delete: 'Deleted' } as const;

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
  return ['config', 'audit', 'allowlist'].includes(kind) ? KIND_LABELS[kind] : `${KIND_LABELS[kind]} ${name}`;
}
