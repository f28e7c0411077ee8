/**
 * The access explainer. It runs the code that enforces access (role resolution, action-group
 * expansion, tenant grants, API access, tenant selection) with a trace, and reads the decision
 * and the reasons from it: there is no second copy of the rules here, only their story.
 */
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../common/constants';
import type {
  ExplainCheck,
  ExplainGrant,
  ExplainMiss,
  ExplainResponse,
  ExplainSubstitution,
} from '../../../common/explain';
import { clusterActionGrants, grantingAction, indexActionGrants, indexPatternCovers } from './action_access';
import { expandActions, expansionPath } from './action_groups';
import { APPLICATION_CHECK_ACTIONS, applicationCheck } from './explain_application';
import { substitute } from './patterns';
import { tenantAccess, tenantLevelOf } from './tenants';
import { isSelectable, normalizeTenant, storageTenant, type Tenancy } from './tenant_selection';

import {
  type ExplainAsk,
  isTenantAction,
  WRITE_TENANT_ACTIONS,
  code,
  codes,
  type Evaluation,
  evaluate,
  grantOf,
  unmappedRoles,
  specificity,
  byNarrowest,
  mapFix,
  groupGranting,
} from './explain_evaluation';

export type { Evaluation, ExplainAsk };
export { evaluate, isTenantAction };

function clusterCheck(e: Evaluation, action: string): ExplainCheck {
  const groups = e.model.actionGroups;
  const grants = clusterActionGrants(e.roles, action, groups).map((g) => grantOf(g, 'cluster'));
  const misses: ExplainMiss[] = [];
  if (!grants.length) {
    const unmapped: Array<{ score: number; miss: ExplainMiss }> = [];
    for (const [role, definition] of unmappedRoles(e)) {
      const found = clusterActionGrants([[role, definition]], action, groups)[0];
      if (!found) continue;
      unmapped.push({
        score: specificity(found.expansion[found.expansion.length - 2] ?? action, action),
        miss: {
          role,
          message: `Role ${code(role)} allows ${code(action)} in its cluster permissions, but ${code(e.principal.user_name)} is not mapped to it.`,
          fix: mapFix(e, role),
        },
      });
    }
    misses.push(...byNarrowest(unmapped));
    const group = groupGranting(e, action);
    const target = e.roles[0]?.[0];
    misses.splice(0, 0, {
      role: target ?? '',
      message: e.roles.length
        ? `No cluster permission of ${codes(e.roles.map(([r]) => r))} covers ${code(action)}.`
        : `${code(e.principal.user_name)} has no defined role.`,
      fix: target
        ? `Add ${code(action)}${group ? ` (or the action group ${code(group)})` : ''} to the cluster permissions of role ${code(target)}.`
        : `Map ${code(e.principal.user_name)} to a role whose cluster permissions cover ${code(action)}.`,
    });
    // The unmapped role that would grant it is nearer than a change to a role.
    if (misses.length > 1) misses.push(misses.shift() as ExplainMiss);
  }
  return { kind: 'cluster', action, allowed: grants.length > 0, grants, notes: [], misses: misses.slice(0, 5) };
}

function indexCheck(e: Evaluation, action: string, index: string): ExplainCheck {
  const groups = e.model.actionGroups;
  const grants = indexActionGrants(e.roles, action, index, groups, e.variables).map((g) => grantOf(g, 'index'));
  const misses: ExplainMiss[] = [];
  if (!grants.length) {
    const patternOnly: ExplainMiss[] = [];
    const actionOnly: ExplainMiss[] = [];
    for (const [role, definition] of e.roles) {
      (definition.index_permissions ?? []).forEach((permission) => {
        const pattern = permission.index_patterns.find((p) => indexPatternCovers(p, index, e.variables));
        if (pattern !== undefined) {
          patternOnly.push({
            role,
            message: `Role ${code(role)} allows ${codes(permission.allowed_actions)} on ${code(pattern)}, not ${code(action)}.`,
            fix: `Add ${code(action)} to the allowed actions of role ${code(role)}'s index permission on ${code(pattern)}.`,
          });
        } else if (grantingAction(expandActions(permission.allowed_actions, groups), action, groups) !== undefined) {
          actionOnly.push({
            role,
            message: `Role ${code(role)} allows ${code(action)} on ${codes(permission.index_patterns)}, not on ${code(index)}.`,
            fix: `Add ${code(index)} to the index patterns of that permission of role ${code(role)}.`,
          });
        }
      });
    }
    const unmapped: Array<{ score: number; miss: ExplainMiss }> = [];
    for (const [role, definition] of unmappedRoles(e)) {
      const found = indexActionGrants([[role, definition]], action, index, groups, e.variables)[0];
      if (!found) continue;
      const granted = found.expansion[found.expansion.length - 2] ?? action;
      unmapped.push({
        score: specificity(found.pattern ?? index, index) + specificity(granted, action),
        miss: {
          role,
          message: `Role ${code(role)} allows ${code(action)} on ${code(found.pattern ?? index)}, but ${code(e.principal.user_name)} is not mapped to it.`,
          fix: mapFix(e, role),
        },
      });
    }
    misses.push(...patternOnly, ...byNarrowest(unmapped), ...actionOnly);
    if (!misses.length) {
      const target = e.roles[0]?.[0];
      misses.push({
        role: target ?? '',
        message: `No role of ${code(e.principal.user_name)} has an index permission covering ${code(index)}.`,
        fix: target
          ? `Add an index permission on ${code(index)} with ${code(action)} to role ${code(target)}.`
          : `Map ${code(e.principal.user_name)} to a role with an index permission on ${code(index)} that allows ${code(action)}.`,
      });
    }
  }
  return { kind: 'index', action, index, allowed: grants.length > 0, grants, notes: [], misses: misses.slice(0, 5) };
}

/** The tenant's key among the named grants, or null for the private tenant. */
function tenantKey(selection: string): string | null {
  if (selection === PRIVATE_TENANT) return null;
  return selection === '' ? GLOBAL_TENANT_NAME : selection;
}

function tenantCheck(e: Evaluation, tenant: string, action: string | undefined, tenancy: Tenancy): ExplainCheck {
  const write = action !== undefined && WRITE_TENANT_ACTIONS.has(action);
  const mode = write ? 'write' : 'read';
  const selection = normalizeTenant(tenant);
  // The very decisions the tenant switch and the saved-objects routes make.
  const readable = isSelectable(e.account, selection, tenancy);
  const allowed = readable && (!write || storageTenant(e.account, selection, tenancy).canWrite);
  const key = tenantKey(selection);
  const notes: string[] = [];
  if (!tenancy.enabled) {
    notes.push(
      selection === ''
        ? `Multitenancy is disabled: everyone works in the global tenant${write && e.account.readonly ? ', read-only for read-only roles' : ''}.`
        : 'Multitenancy is disabled: only the global tenant is used.'
    );
  } else if (selection === '' && !tenancy.globalEnabled) {
    notes.push('The global tenant is disabled in this server’s configuration.');
  } else if (key === null) {
    notes.push(
      tenancy.privateEnabled
        ? `Every user has a private tenant of their own (read and write) while private tenants are enabled.`
        : 'Private tenants are disabled.'
    );
  } else if (!e.model.tenantNames.includes(key)) {
    notes.push(`No tenant named ${code(key)} exists.`);
  }
  const grants: ExplainGrant[] = [];
  const misses: ExplainMiss[] = [];
  if (key !== null) {
    const byRole = new Map(e.roles);
    for (const step of e.trace.tenantGrants) {
      if (step.tenant !== key) continue;
      const permission = byRole.get(step.role)?.tenant_permissions[step.permission];
      if (!permission) continue;
      const reachedFrom = new Map<string, string>();
      tenantLevelOf(permission.allowed_actions, e.model.actionGroups, reachedFrom);
      const entry = {
        role: step.role,
        permission: `tenant_permissions[${step.permission}]`,
        pattern: step.pattern,
        ...(step.substituted !== undefined ? { substituted: step.substituted } : {}),
        expansion: expansionPath(reachedFrom, step.action),
      };
      if (step.level === 'write' || !write) grants.push(entry);
      else if (!allowed) {
        misses.push({
          role: step.role,
          message: `Role ${code(step.role)} allows read (${codes(permission.allowed_actions)}) on tenant ${code(step.pattern)}, not write.`,
          fix: `Give role ${code(step.role)}'s tenant permission on ${code(step.pattern)} the action ${code('kibana_all_write')}.`,
        });
      }
    }
    if (!allowed && e.model.tenantNames.includes(key)) {
      for (const [role, definition] of unmappedRoles(e)) {
        const granted = tenantAccess([[role, definition]], [key], e.model.actionGroups, e.variables);
        if (!(key in granted) || (write && !granted[key])) continue;
        misses.push({
          role,
          message: `Role ${code(role)} allows ${mode} on tenant ${code(key)}, but ${code(e.principal.user_name)} is not mapped to it.`,
          fix: mapFix(e, role),
        });
      }
      if (!misses.length) {
        const target = e.roles[0]?.[0];
        const group = write ? 'kibana_all_write' : 'kibana_all_read';
        misses.push({
          role: target ?? '',
          message: `No role of ${code(e.principal.user_name)} has a tenant permission covering ${code(key)}.`,
          fix: target
            ? `Add a tenant permission on ${code(key)} with ${code(group)} to role ${code(target)}.`
            : `Map ${code(e.principal.user_name)} to a role with a tenant permission on ${code(key)} (${code(group)}).`,
        });
      }
    }
  }
  return {
    kind: 'tenant',
    action: mode,
    tenant: selection === '' ? GLOBAL_TENANT_NAME : selection,
    allowed,
    grants,
    notes,
    misses: allowed ? [] : misses.slice(0, 5),
  };
}

function substitutions(e: Evaluation): ExplainSubstitution[] {
  const seen = new Map<string, string>();
  for (const [, role] of e.roles) {
    const patterns = [
      ...(role.index_permissions ?? []).flatMap((p) => [...p.index_patterns, ...(p.dls ? [p.dls] : [])]),
      ...role.tenant_permissions.flatMap((p) => p.tenant_patterns),
    ];
    for (const pattern of patterns)
      if (pattern.includes('${') && !seen.has(pattern)) seen.set(pattern, substitute(pattern, e.variables));
  }
  return [...seen].map(([pattern, substituted]) => ({ pattern, substituted }));
}

function apiAccessReason(e: Evaluation): string {
  const why = e.trace.apiAccess;
  if (!why) return 'No role is in the REST API role list and no cluster permission covers `restapi:admin/*`.';
  if ('role' in why) return `Role ${code(why.role)} is in the REST API role list.`;
  const permissions = why.permissions.map(code).join(', ');
  const endpoints = why.endpoints.map(code).join(', ');
  // One endpoint's permission opens that endpoint only: say which, so nobody reads "Yes" as "everything".
  return `The cluster permission${why.permissions.length > 1 ? 's' : ''} ${permissions} open${
    why.permissions.length > 1 ? '' : 's'
  } these security REST API endpoints only: ${endpoints}.`;
}

export function explainAccess(e: Evaluation, ask: ExplainAsk, tenancy: Tenancy): ExplainResponse {
  const checks: ExplainCheck[] = [];
  if (ask.index !== undefined && ask.action !== undefined) checks.push(indexCheck(e, ask.action, ask.index));
  if (ask.tenant !== undefined) checks.push(tenantCheck(e, ask.tenant, ask.action, tenancy));
  if (ask.app !== undefined) checks.push(applicationCheck(e, ask.app, ask.action, ask.applicationPermissions === true));
  if (
    ask.action !== undefined &&
    ask.index === undefined &&
    !(ask.tenant !== undefined && isTenantAction(ask.action)) &&
    !(ask.app !== undefined && APPLICATION_CHECK_ACTIONS.has(ask.action))
  )
    checks.push(clusterCheck(e, ask.action));
  const defined = new Set(e.roles.map(([name]) => name));
  return {
    user: {
      name: e.principal.user_name,
      backend_roles: [...e.principal.backend_roles],
      attribute_names: Object.keys(e.principal.attributes ?? {}),
    },
    mappings: e.trace.mappings.map((m) => ({ ...m })),
    roles: e.account.roles.map((name) => ({ name, defined: defined.has(name) })),
    api_access: { allowed: e.account.has_api_access, reason: apiAccessReason(e) },
    substitutions: substitutions(e),
    checks,
    allowed: checks.length ? checks.every((c) => c.allowed) : null,
  };
}
