/**
 * The access explainer. It runs the code that enforces access (role resolution, action-group
 * expansion, tenant grants, API access, tenant selection) with a trace, and reads the decision
 * and the reasons from it: there is no second copy of the rules here, only their story.
 */
import type { ServerText } from '../../../../../core/server';
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
  type Evaluation,
  evaluate,
  grantOf,
  unmappedRoles,
  specificity,
  byNarrowest,
  groupGranting,
} from './explain_evaluation';
import * as texts from './explain_texts';

type Check = ExplainCheck<ServerText>;
type Miss = ExplainMiss<ServerText>;

export type { Evaluation, ExplainAsk };
export { evaluate, isTenantAction };

function clusterCheck(e: Evaluation, action: string): Check {
  const groups = e.model.actionGroups;
  const grants = clusterActionGrants(e.roles, action, groups).map((g) => grantOf(g, 'cluster'));
  const misses: Miss[] = [];
  if (!grants.length) {
    const unmapped: Array<{ score: number; miss: Miss }> = [];
    for (const [role, definition] of unmappedRoles(e)) {
      const found = clusterActionGrants([[role, definition]], action, groups)[0];
      if (!found) continue;
      unmapped.push({
        score: specificity(found.expansion[found.expansion.length - 2] ?? action, action),
        miss: {
          role,
          message: texts.unmappedClusterRole(role, action, e.principal.user_name),
          fix: texts.mapFix(e, role),
        },
      });
    }
    misses.push(...byNarrowest(unmapped));
    const group = groupGranting(e, action);
    misses.splice(
      0,
      0,
      lastResortMiss(
        e,
        e.roles.length
          ? texts.noClusterPermission(
              e.roles.map(([r]) => r),
              action
            )
          : texts.noDefinedRole(e.principal.user_name),
        (target) => texts.addClusterActionFix(action, group, target),
        () => texts.mapToClusterRoleFix(e.principal.user_name, action)
      )
    );
    // The unmapped role that would grant it is nearer than a change to a role.
    if (misses.length > 1) misses.push(misses.shift() as Miss);
  }
  return { kind: 'cluster', action, allowed: grants.length > 0, grants, notes: [], misses: misses.slice(0, 5) };
}

/**
 * The miss when nothing nearer grants it: add the permission to the user's first role or, with no
 * role mapped, map the user to one that has it.
 */
function lastResortMiss(
  e: Evaluation,
  message: ServerText,
  addToRole: (role: string) => ServerText,
  mapToRole: () => ServerText
): Miss {
  const target = e.roles[0]?.[0];
  return { role: target ?? '', message, fix: target ? addToRole(target) : mapToRole() };
}

function indexCheck(e: Evaluation, action: string, index: string): Check {
  const groups = e.model.actionGroups;
  const grants = indexActionGrants(e.roles, action, index, groups, e.variables).map((g) => grantOf(g, 'index'));
  const misses: Miss[] = [];
  if (!grants.length) {
    const patternOnly: Miss[] = [];
    const actionOnly: Miss[] = [];
    for (const [role, definition] of e.roles) {
      (definition.index_permissions ?? []).forEach((permission) => {
        const pattern = permission.index_patterns.find((p) => indexPatternCovers(p, index, e.variables));
        if (pattern !== undefined) {
          patternOnly.push({
            role,
            message: texts.indexPatternOnly(role, permission.allowed_actions, pattern, action),
            fix: texts.addIndexActionFix(action, role, pattern),
          });
        } else if (grantingAction(expandActions(permission.allowed_actions, groups), action, groups) !== undefined) {
          actionOnly.push({
            role,
            message: texts.indexActionOnly(role, action, permission.index_patterns, index),
            fix: texts.addIndexPatternFix(index, role),
          });
        }
      });
    }
    const unmapped: Array<{ score: number; miss: Miss }> = [];
    for (const [role, definition] of unmappedRoles(e)) {
      const found = indexActionGrants([[role, definition]], action, index, groups, e.variables)[0];
      if (!found) continue;
      const granted = found.expansion[found.expansion.length - 2] ?? action;
      unmapped.push({
        score: specificity(found.pattern ?? index, index) + specificity(granted, action),
        miss: {
          role,
          message: texts.unmappedIndexRole(role, action, found.pattern ?? index, e.principal.user_name),
          fix: texts.mapFix(e, role),
        },
      });
    }
    misses.push(...patternOnly, ...byNarrowest(unmapped), ...actionOnly);
    if (!misses.length) {
      misses.push(
        lastResortMiss(
          e,
          texts.noIndexPermission(e.principal.user_name, index),
          (target) => texts.addIndexPermissionFix(index, action, target),
          () => texts.mapToIndexRoleFix(e.principal.user_name, index, action)
        )
      );
    }
  }
  return { kind: 'index', action, index, allowed: grants.length > 0, grants, notes: [], misses: misses.slice(0, 5) };
}

/** The tenant's key among the named grants, or null for the private tenant. */
function tenantKey(selection: string): string | null {
  if (selection === PRIVATE_TENANT) return null;
  return selection === '' ? GLOBAL_TENANT_NAME : selection;
}

function tenantCheck(e: Evaluation, tenant: string, action: string | undefined, tenancy: Tenancy): Check {
  const write = action !== undefined && WRITE_TENANT_ACTIONS.has(action);
  const mode = write ? 'write' : 'read';
  const selection = normalizeTenant(tenant);
  // The very decisions the tenant switch and the saved-objects routes make.
  const readable = isSelectable(e.account, selection, tenancy);
  const allowed = readable && (!write || storageTenant(e.account, selection, tenancy).canWrite);
  const key = tenantKey(selection);
  const notes: ServerText[] = [];
  if (!tenancy.enabled) {
    notes.push(
      selection === '' ? texts.multitenancyOffGlobal(write && e.account.readonly) : texts.multitenancyOffOnlyGlobal()
    );
  } else if (selection === '' && !tenancy.globalEnabled) {
    notes.push(texts.globalTenantDisabled());
  } else if (key === null) {
    notes.push(tenancy.privateEnabled ? texts.privateTenantsEnabled() : texts.privateTenantsDisabled());
  } else if (!e.model.tenantNames.includes(key)) {
    notes.push(texts.noSuchTenant(key));
  }
  const grants: ExplainGrant[] = [];
  const misses: Miss[] = [];
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
          message: texts.tenantReadOnly(step.role, permission.allowed_actions, step.pattern),
          fix: texts.tenantWriteFix(step.role, step.pattern),
        });
      }
    }
    if (!allowed && e.model.tenantNames.includes(key)) {
      for (const [role, definition] of unmappedRoles(e)) {
        const granted = tenantAccess([[role, definition]], [key], e.model.actionGroups, e.variables);
        if (!(key in granted) || (write && !granted[key])) continue;
        misses.push({
          role,
          message: texts.unmappedTenantRole(role, mode, key, e.principal.user_name),
          fix: texts.mapFix(e, role),
        });
      }
      if (!misses.length) {
        const group = write ? 'kibana_all_write' : 'kibana_all_read';
        misses.push(
          lastResortMiss(
            e,
            texts.noTenantPermission(e.principal.user_name, key),
            (target) => texts.addTenantPermissionFix(key, group, target),
            () => texts.mapToTenantRoleFix(e.principal.user_name, key, group)
          )
        );
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

function apiAccessReason(e: Evaluation): ServerText {
  const why = e.trace.apiAccess;
  if (!why) return texts.noApiAccess();
  if ('role' in why) return texts.apiAccessByRole(why.role);
  return texts.apiAccessByPermissions(why.permissions, why.endpoints);
}

/** The answer with its sentences as messages: the route translates them for the reader. */
export function explainAccess(e: Evaluation, ask: ExplainAsk, tenancy: Tenancy): ExplainResponse<ServerText> {
  const checks: Check[] = [];
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
