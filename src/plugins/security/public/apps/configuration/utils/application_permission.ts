/**
 * Application permissions of a role as the Security app shows and edits them (issue 41): which
 * apps a role grants, read only (`application_read`) or in full (`application_all`).
 */
import type { Role } from '../../../../common/types';
import type { ApplicationPermission } from '../types';
import { i18n } from '../../../../../../core/public';

export const APPLICATION_READ_ACTION = 'application_read';
export const APPLICATION_ALL_ACTION = 'application_all';

export type ApplicationPermissionType = 'None' | 'Read only' | 'All';

/** The choices of the role editor, each sent as one action group. */
export const APPLICATION_PERMISSION_OPTIONS: ReadonlyArray<{
  type: Exclude<ApplicationPermissionType, 'None'>;
  action: string;
}> = [
  { type: 'Read only', action: APPLICATION_READ_ACTION },
  { type: 'All', action: APPLICATION_ALL_ACTION },
];

/** What a user reads for a type, in the loaded locale. */
export function applicationPermissionLabel(type: ApplicationPermissionType): string {
  if (type === 'All') return i18n.translate('security.utils.applicationPermission.all', { defaultMessage: 'All' });
  if (type === 'Read only')
    return i18n.translate('security.utils.applicationPermission.readOnly', { defaultMessage: 'Read only' });
  return i18n.translate('security.utils.applicationPermission.none', { defaultMessage: 'None' });
}

/** All wins over read, as write does for tenants; neither (only custom groups) is 'None'. */
export function applicationPermissionType(allowedActions: readonly string[] | undefined): ApplicationPermissionType {
  const actions = allowedActions ?? [];
  if (actions.includes(APPLICATION_ALL_ACTION)) return 'All';
  if (actions.includes(APPLICATION_READ_ACTION)) return 'Read only';
  return 'None';
}

/** The single action group the editor sends for a type ('None' sends none). */
export function applicationPermissionActions(type: ApplicationPermissionType): string[] {
  const option = APPLICATION_PERMISSION_OPTIONS.find((candidate) => candidate.type === type);
  return option ? [option.action] : [];
}

/** The actions besides the two the editor's select stands for: kept as they are on save. */
export function otherApplicationActions(allowedActions: readonly string[] | undefined): string[] {
  return (allowedActions ?? []).filter(
    (action) => action !== APPLICATION_READ_ACTION && action !== APPLICATION_ALL_ACTION
  );
}

/**
 * The role's application permissions. Read through a widened type so this side works whether or
 * not the shared role schema already declares the field; a malformed entry reads as empty lists.
 */
export function applicationPermissionsOf(role: Role | undefined): ApplicationPermission[] {
  const stored = (role as { application_permissions?: unknown } | undefined)?.application_permissions;
  if (!Array.isArray(stored)) return [];
  return stored.map((entry: Partial<ApplicationPermission> | null) => ({
    application_patterns: Array.isArray(entry?.application_patterns) ? [...entry.application_patterns] : [],
    allowed_actions: Array.isArray(entry?.allowed_actions) ? [...entry.allowed_actions] : [],
  }));
}

/** What the role view's Permissions column says: the type, then any other action group by name. */
export function describeApplicationActions(allowedActions: readonly string[] | undefined): string {
  const type = applicationPermissionType(allowedActions);
  const others = otherApplicationActions(allowedActions);
  if (type === 'None') return others.length > 0 ? others.join(', ') : applicationPermissionLabel('None');
  return [applicationPermissionLabel(type), ...others].join(', ');
}
