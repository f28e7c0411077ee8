/**
 * What the role editor offers to pick (SPEC 3 "Role"): action groups of the matching type first,
 * then the fixed permission list extended by the configuration's `include` lists.
 */
import type { EuiComboBoxOptionOption } from '@elastic/eui';
import type { PublicSecurityConfig } from '../../../../../../common/config';
import { CLUSTER_PERMISSIONS, INDEX_PERMISSIONS } from '../../../../../../common/permission_lists';
import type { ActionGroup } from '../../../../../../common/types';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

export type ComboOptions = Array<EuiComboBoxOptionOption<string>>;

/** A picker whose options the server searches as one types (see useSuggestions). */
export interface PickerSearch {
  isLoading: boolean;
  onSearchChange(search: string): void;
}

/** The English group labels, as the tests read them; the pickers show them in the loaded locale. */
export const PERMISSION_GROUPS_LABEL = 'Permission groups';
export const SINGLE_PERMISSIONS_LABEL = 'Single permissions';
const permissionGroupsLabel = () => i18n.translate(messages.permissionGroupsLabel);
const singlePermissionsLabel = () => i18n.translate(messages.singlePermissionsLabel);

/**
 * How many action groups a picker offers at once: the server answers a page of names matching
 * what is typed (there may be 10,000), and typing narrows it.
 */
export const GROUP_SUGGESTIONS = 50;

const byName = (a: string, b: string) => a.localeCompare(b);
/** Case-insensitive containment, as EuiComboBox filters (its async mode leaves filtering to us). */
const containing = (typed: string) => {
  const wanted = typed.trim().toLowerCase();
  return (name: string) => wanted === '' || name.toLowerCase().includes(wanted);
};
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

/**
 * `typed`, for a server-searched picker (which EuiComboBox does not filter), narrows both lists and
 * offers at most GROUP_SUGGESTIONS groups; without it every group given is offered.
 */
function grouped(groups: string[], singles: string[], typed?: string): ComboOptions {
  const match = containing(typed ?? '');
  const shownGroups = typed === undefined ? groups : groups.filter(match).slice(0, GROUP_SUGGESTIONS);
  const shownSingles = singles.filter(match);
  const options: ComboOptions = [];
  if (shownGroups.length)
    options.push({ label: permissionGroupsLabel(), isGroupLabelOption: true }, ...toOptions(shownGroups));
  if (shownSingles.length || !typed?.trim())
    options.push({ label: singlePermissionsLabel(), isGroupLabelOption: true }, ...toOptions(shownSingles));
  return options;
}

/** A role's cluster or index permission picker: that kind's action groups, then the single permissions (with the deployment's own). */
type PermissionOptions = (
  groups: Record<string, ActionGroup>,
  config: PublicSecurityConfig,
  typed?: string
) => ComboOptions;

export const clusterPermissionOptions: PermissionOptions = (groups, config, typed) =>
  grouped(
    groupNames(groups, 'cluster'),
    [...CLUSTER_PERMISSIONS, ...(config.clusterPermissions?.include ?? [])],
    typed
  );

export const indexPermissionOptions: PermissionOptions = (groups, config, typed) =>
  grouped(groupNames(groups, 'index'), [...INDEX_PERMISSIONS, ...(config.indexPermissions?.include ?? [])], typed);

export function nameOptions(names: string[], typed = ''): ComboOptions {
  return toOptions([...names].filter(containing(typed)).sort(byName));
}
