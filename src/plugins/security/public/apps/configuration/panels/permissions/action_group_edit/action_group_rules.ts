/** The action group form's rules, kept apart from the component so each is tested directly. */
import { CLUSTER_PERMISSIONS, INDEX_PERMISSIONS } from '../../../../../../common/permission_lists';
import { validateResourceName } from '../../../../../../common/resource_name';
import type { ActionGroup, ActionGroupType } from '../../../../../../common/types';
import { i18n } from '../../../../../../../../core/public';

export type EditableGroupType = Extract<ActionGroupType, 'cluster' | 'index' | 'all'>;
export const groupTypeOptions = (): Array<{ value: EditableGroupType; text: string }> => [
  { value: 'cluster', text: i18n.translate('security.actionGroups.form.typeCluster', { defaultMessage: 'Cluster' }) },
  { value: 'index', text: i18n.translate('security.actionGroups.form.typeIndex', { defaultMessage: 'Index' }) },
  {
    value: 'all',
    text: i18n.translate('security.actionGroups.form.typeAll', { defaultMessage: 'All (cluster and index)' }),
  },
];

/** The English texts, as the tests read them; the form shows them in the loaded locale. */
export const SELF_MEMBER_MESSAGE = 'An action group cannot contain itself. Remove it from the members.';
export const MEMBERS_REQUIRED_MESSAGE = 'Add at least one permission or action group.';
export const groupExistsMessage = (name: string) =>
  i18n.translate('security.actionGroups.form.nameTaken', {
    defaultMessage: "An action group named ''{name}'' already exists.",
    values: { name },
  });

export interface GroupFormErrors {
  name?: string;
  members?: string;
}

export function validateGroupForm(name: string, members: string[], checkName: boolean): GroupFormErrors {
  const errors: GroupFormErrors = {};
  const nameProblem = checkName ? validateResourceName(name) : null;
  if (nameProblem) errors.name = nameProblem;
  if (members.includes(name)) {
    errors.members = i18n.translate('security.actionGroups.form.selfMember', {
      defaultMessage: 'An action group cannot contain itself. Remove it from the members.',
    });
  } else if (members.length === 0) {
    errors.members = i18n.translate('security.actionGroups.form.membersRequired', {
      defaultMessage: 'Add at least one permission or action group.',
    });
  }
  return errors;
}

/**
 * What the members picker offers for a type: the fixed permissions of that scope and the other
 * action groups of a compatible type (a group is never offered as its own member).
 */
export function memberOptions(type: EditableGroupType, groups: Record<string, ActionGroup>, self: string): string[] {
  const fits = (groupType: ActionGroupType | undefined) =>
    type === 'all' || groupType === undefined || groupType === 'all' || groupType === type;
  const groupNames = Object.entries(groups)
    .filter(([name, group]) => name !== self && fits(group.type))
    .map(([name]) => name)
    .sort();
  const permissions =
    type === 'cluster'
      ? CLUSTER_PERMISSIONS
      : type === 'index'
        ? INDEX_PERMISSIONS
        : [...new Set([...CLUSTER_PERMISSIONS, ...INDEX_PERMISSIONS])];
  return [...groupNames, ...permissions];
}

/** The type a new group gets from preselected members: cluster or index when they all agree, else all. */
export function typeForMembers(members: string[], groups: Record<string, ActionGroup>): EditableGroupType {
  const cluster = new Set(CLUSTER_PERMISSIONS);
  const index = new Set(INDEX_PERMISSIONS);
  const scopes = new Set(
    members.map((member) => {
      const groupType = groups[member]?.type;
      if (groupType === 'cluster' || groupType === 'index') return groupType;
      if (groups[member]) return 'all';
      if (cluster.has(member) && !index.has(member)) return 'cluster';
      if (index.has(member) && !cluster.has(member)) return 'index';
      return member.startsWith('cluster:') ? 'cluster' : member.startsWith('indices:') ? 'index' : 'all';
    })
  );
  return scopes.size === 1 ? ([...scopes][0] as EditableGroupType) : 'all';
}
