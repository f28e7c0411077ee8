/**
 * The access explainer's sentences (the Check access page's notes, misses, fixes and API-access
 * reason): messages translated on the way out, in the reader's language (routes/explain.ts).
 * Their English is what the explainer said before, word for word; the names in them are data,
 * marked as code, and stay as they are.
 */
import { i18n, type LocalizedMessage } from '../../../../../core/server';
import type { Evaluation } from './explain_evaluation';

export const code = (text: string) => `\`${text}\``;
export const codes = (list: readonly string[]) => list.map(code).join(', ');

export const mapUserFix = (user: string, backendRoles: readonly string[], role: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.mapUser', {
    defaultMessage:
      '{withBackendRoles, select, yes {Map user {user} (or one of their backend roles: {backendRoles}) to role {role}.} other {Map user {user} to role {role}.}}',
    values: {
      withBackendRoles: backendRoles.length ? 'yes' : 'no',
      user: code(user),
      backendRoles: codes(backendRoles),
      role: code(role),
    },
  });

export const unmappedClusterRole = (role: string, action: string, user: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.unmappedClusterRole', {
    defaultMessage: 'Role {role} allows {action} in its cluster permissions, but {user} is not mapped to it.',
    values: { role: code(role), action: code(action), user: code(user) },
  });

export const noClusterPermission = (roles: readonly string[], action: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.noClusterPermission', {
    defaultMessage: 'No cluster permission of {roles} covers {action}.',
    values: { roles: codes(roles), action: code(action) },
  });

export const noDefinedRole = (user: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.noDefinedRole', {
    defaultMessage: '{user} has no defined role.',
    values: { user: code(user) },
  });

export const addClusterActionFix = (action: string, group: string | undefined, role: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.addClusterAction', {
    defaultMessage:
      '{withGroup, select, yes {Add {action} (or the action group {group}) to the cluster permissions of role {role}.} other {Add {action} to the cluster permissions of role {role}.}}',
    values: { withGroup: group ? 'yes' : 'no', action: code(action), group: code(group ?? ''), role: code(role) },
  });

export const mapToClusterRoleFix = (user: string, action: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.mapToClusterRole', {
    defaultMessage: 'Map {user} to a role whose cluster permissions cover {action}.',
    values: { user: code(user), action: code(action) },
  });

export const indexPatternOnly = (role: string, actions: readonly string[], pattern: string, action: string) =>
  i18n.defineMessage('security.checkAccess.reason.indexPatternOnly', {
    defaultMessage: 'Role {role} allows {actions} on {pattern}, not {action}.',
    values: { role: code(role), actions: codes(actions), pattern: code(pattern), action: code(action) },
  });

export const addIndexActionFix = (action: string, role: string, pattern: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.addIndexAction', {
    defaultMessage: "Add {action} to the allowed actions of role {role}'s index permission on {pattern}.",
    values: { action: code(action), role: code(role), pattern: code(pattern) },
  });

export const indexActionOnly = (role: string, action: string, patterns: readonly string[], index: string) =>
  i18n.defineMessage('security.checkAccess.reason.indexActionOnly', {
    defaultMessage: 'Role {role} allows {action} on {patterns}, not on {index}.',
    values: { role: code(role), action: code(action), patterns: codes(patterns), index: code(index) },
  });

export const addIndexPatternFix = (index: string, role: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.addIndexPattern', {
    defaultMessage: 'Add {index} to the index patterns of that permission of role {role}.',
    values: { index: code(index), role: code(role) },
  });

export const unmappedIndexRole = (role: string, action: string, pattern: string, user: string) =>
  i18n.defineMessage('security.checkAccess.reason.unmappedIndexRole', {
    defaultMessage: 'Role {role} allows {action} on {pattern}, but {user} is not mapped to it.',
    values: { role: code(role), action: code(action), pattern: code(pattern), user: code(user) },
  });

export const noIndexPermission = (user: string, index: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.noIndexPermission', {
    defaultMessage: 'No role of {user} has an index permission covering {index}.',
    values: { user: code(user), index: code(index) },
  });

export const addIndexPermissionFix = (index: string, action: string, role: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.addIndexPermission', {
    defaultMessage: 'Add an index permission on {index} with {action} to role {role}.',
    values: { index: code(index), action: code(action), role: code(role) },
  });

export const mapToIndexRoleFix = (user: string, index: string, action: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.mapToIndexRole', {
    defaultMessage: 'Map {user} to a role with an index permission on {index} that allows {action}.',
    values: { user: code(user), index: code(index), action: code(action) },
  });

export const noApiAccess = (): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.noApiAccess', {
    defaultMessage: 'No role is in the REST API role list and no cluster permission covers {permission}.',
    values: { permission: code('restapi:admin/*') },
  });

export const apiAccessByRole = (role: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.apiAccessByRole', {
    defaultMessage: 'Role {role} is in the REST API role list.',
    values: { role: code(role) },
  });

/** One endpoint's permission opens that endpoint only: it says which, so nobody reads "Yes" as "everything". */
export const apiAccessByPermissions = (permissions: readonly string[], endpoints: readonly string[]) =>
  i18n.defineMessage('security.checkAccess.reason.apiAccessByPermissions', {
    defaultMessage:
      '{count, plural, one {The cluster permission {permissions} opens these security REST API endpoints only: {endpoints}.} other {The cluster permissions {permissions} open these security REST API endpoints only: {endpoints}.}}',
    values: { count: permissions.length, permissions: codes(permissions), endpoints: codes(endpoints) },
  });

export const multitenancyOffGlobal = (readOnlyRoles: boolean): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.multitenancyOffGlobal', {
    defaultMessage:
      '{readOnlyRoles, select, yes {Multitenancy is disabled: everyone works in the global tenant, read-only for read-only roles.} other {Multitenancy is disabled: everyone works in the global tenant.}}',
    values: { readOnlyRoles: readOnlyRoles ? 'yes' : 'no' },
  });

export const multitenancyOffOnlyGlobal = (): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.multitenancyOffOnlyGlobal', {
    defaultMessage: 'Multitenancy is disabled: only the global tenant is used.',
  });

export const globalTenantDisabled = (): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.globalTenantDisabled', {
    defaultMessage: 'The global tenant is disabled in this server’s configuration.',
  });

export const privateTenantsEnabled = (): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.privateTenantsEnabled', {
    defaultMessage: 'Every user has a private tenant of their own (read and write) while private tenants are enabled.',
  });

export const privateTenantsDisabled = (): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.privateTenantsDisabled', {
    defaultMessage: 'Private tenants are disabled.',
  });

export const noSuchTenant = (tenant: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.noSuchTenant', {
    defaultMessage: 'No tenant named {tenant} exists.',
    values: { tenant: code(tenant) },
  });

export const tenantReadOnly = (role: string, actions: readonly string[], pattern: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.tenantReadOnly', {
    defaultMessage: 'Role {role} allows read ({actions}) on tenant {pattern}, not write.',
    values: { role: code(role), actions: codes(actions), pattern: code(pattern) },
  });

export const tenantWriteFix = (role: string, pattern: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.tenantWriteFix', {
    defaultMessage: "Give role {role}'s tenant permission on {pattern} the action {action}.",
    values: { role: code(role), pattern: code(pattern), action: code('kibana_all_write') },
  });

export const unmappedTenantRole = (role: string, mode: 'read' | 'write', tenant: string, user: string) =>
  i18n.defineMessage('security.checkAccess.reason.unmappedTenantRole', {
    defaultMessage:
      '{mode, select, write {Role {role} allows write on tenant {tenant}, but {user} is not mapped to it.} other {Role {role} allows read on tenant {tenant}, but {user} is not mapped to it.}}',
    values: { mode, role: code(role), tenant: code(tenant), user: code(user) },
  });

export const noTenantPermission = (user: string, tenant: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.noTenantPermission', {
    defaultMessage: 'No role of {user} has a tenant permission covering {tenant}.',
    values: { user: code(user), tenant: code(tenant) },
  });

export const addTenantPermissionFix = (tenant: string, group: string, role: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.addTenantPermission', {
    defaultMessage: 'Add a tenant permission on {tenant} with {group} to role {role}.',
    values: { tenant: code(tenant), group: code(group), role: code(role) },
  });

export const mapToTenantRoleFix = (user: string, tenant: string, group: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.mapToTenantRole', {
    defaultMessage: 'Map {user} to a role with a tenant permission on {tenant} ({group}).',
    values: { user: code(user), tenant: code(tenant), group: code(group) },
  });

export const appReadOnly = (role: string, pattern: string, actions: readonly string[]): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.appReadOnly', {
    defaultMessage: 'Role {role} opens {pattern} read-only ({actions}).',
    values: { role: code(role), pattern: code(pattern), actions: codes(actions) },
  });

export const appWriteFix = (role: string, pattern: string, action: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.appWriteFix', {
    defaultMessage: "Give role {role}'s application permission on {pattern} the action {action}.",
    values: { role: code(role), pattern: code(pattern), action: code(action) },
  });

export const appPermissionsOff = (): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.appPermissionsOff', {
    defaultMessage: 'Application permissions are off in this server’s configuration: every app is open to every user.',
  });

export const readOnlyApps = (user: string, setting: string, apps: readonly string[]): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.readOnlyApps', {
    defaultMessage: '{user} holds a read-only role ({setting}) and no security API access: only {apps}, read-only.',
    values: { user: code(user), setting: code(setting), apps: codes(apps) },
  });

export const securityAppNeedsApi = (user: string, hasApiAccess: boolean): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.securityAppNeedsApi', {
    defaultMessage:
      '{hasApiAccess, select, yes {The Security app also needs the security REST API: {user} has it.} other {The Security app also needs the security REST API: {user} lacks it.}}',
    values: { hasApiAccess: hasApiAccess ? 'yes' : 'no', user: code(user) },
  });

export const unmappedAppRole = (role: string, app: string, user: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.unmappedAppRole', {
    defaultMessage: 'Role {role} opens {app}, but {user} is not mapped to it.',
    values: { role: code(role), app: code(app), user: code(user) },
  });

export const noAppPermission = (user: string, app: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.noAppPermission', {
    defaultMessage: 'No role of {user} has an application permission covering {app}.',
    values: { user: code(user), app: code(app) },
  });

export const addAppPermissionFix = (app: string, action: string, user: string): LocalizedMessage =>
  i18n.defineMessage('security.checkAccess.reason.addAppPermission', {
    defaultMessage: 'Add an application permission on {app} with {action} to a role of {user}.',
    values: { app: code(app), action: code(action), user: code(user) },
  });

/** The fix for a role no mapping gives this principal: map the user (or a backend role) to it. */
export function mapFix(e: Evaluation, role: string): LocalizedMessage {
  return mapUserFix(e.principal.user_name, e.principal.backend_roles, role);
}
