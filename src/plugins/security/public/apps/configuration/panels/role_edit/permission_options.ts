/**
 * What the role editor offers to pick (SPEC 3 "Role"): action groups of the matching type first,
 * then the fixed permission list extended by the configuration's `include` lists.
 */
import type { EuiComboBoxOptionOption } from '@elastic/eui';
import type { PublicSecurityConfig } from '../../../../../common/config';
import { CLUSTER_PERMISSIONS, INDEX_PERMISSIONS } from '../../../../../common/permission_lists';
import type { ActionGroup } from '../../../../../common/types';

export type ComboOptions = Array<EuiComboBoxOptionOption<string>>;

export const PERMISSION_GROUPS_LABEL = 'Permission groups';
export const SINGLE_PERMISSIONS_LABEL = 'Single permissions';

const byName = (a: string, b: string) => a.localeCompare(b);
const toOptions = (names: Iterable<string>): ComboOptions => [...new Set(names)].map((name) => ({ label: name }));

/**
 * Groups of `type` or 'all'. A group stored without a type is offered too: OpenSearch applies it
 * wherever its actions fit, so hiding it would make a valid role uneditable.
 */
function groupNames(groups: Record<string, ActionGroup>, type: 'cluster' | 'index'): string[] {
  return Object.entries(groups)
    .filter(([, group]) => !group.hidden && (group.type === undefined || group.type === type || group.type === 'all'))
    .map(([name]) => name)
    .sort(byName);
}

function grouped(groups: string[], singles: Iterable<string>): ComboOptions {
  const options: ComboOptions = [];
  if (groups.length) options.push({ label: PERMISSION_GROUPS_LABEL, isGroupLabelOption: true }, ...toOptions(groups));
  options.push({ label: SINGLE_PERMISSIONS_LABEL, isGroupLabelOption: true }, ...toOptions(singles));
  return options;
}

export function clusterPermissionOptions(
  groups: Record<string, ActionGroup>,
  config: PublicSecurityConfig
): ComboOptions {
  return grouped(groupNames(groups, 'cluster'), [
    ...CLUSTER_PERMISSIONS,
    ...(config.clusterPermissions?.include ?? []),
  ]);
}

export function indexPermissionOptions(
  groups: Record<string, ActionGroup>,
  config: PublicSecurityConfig
): ComboOptions {
  return grouped(groupNames(groups, 'index'), [...INDEX_PERMISSIONS, ...(config.indexPermissions?.include ?? [])]);
}

export function nameOptions(names: string[]): ComboOptions {
  return toOptions([...names].sort(byName));
}
