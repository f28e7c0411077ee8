/**
 * What the access explainer reads its reasons from: the evaluation of one principal (roles,
 * grants, API access, traced by the code that enforces them) and the small helpers every check
 * shares. The checks themselves are in explain_access.ts.
 */
import type { ServerText } from '../../../../../core/server';
import type { ExplainGrant, ExplainMiss } from '../../../common/explain';
import { AccessTrace } from './access_trace';
import {
  definedRoles,
  resolveAccount,
  type AccountOptions,
  type PermissionModel,
  type RoleLike,
  type ServerAccountInfo,
} from './account';
import { grantingAction, type ActionGrant } from './action_access';
import { expandActions } from './action_groups';
import { type PatternVariables } from './patterns';
import type { Principal } from './role_mappings';

export interface ExplainAsk {
  action?: string;
  index?: string;
  tenant?: string;
  /** An app id (issue 41). */
  app?: string;
  /** `opensearch_security.application_permissions.enabled` (the route knows it; default off). */
  applicationPermissions?: boolean;
}

export const WRITE_TENANT_ACTIONS = new Set(['write', 'kibana_all_write', 'kibana:saved_objects/*/write']);
export const TENANT_ACTIONS = new Set([
  ...WRITE_TENANT_ACTIONS,
  'read',
  'kibana_all_read',
  'kibana:saved_objects/*/read',
]);

export function isTenantAction(action: string): boolean {
  return TENANT_ACTIONS.has(action);
}

/** What the explainer works from: the enforcing model, the account it resolves and its trace. */
export interface Evaluation {
  model: PermissionModel;
  principal: Principal;
  account: ServerAccountInfo;
  trace: AccessTrace;
  roles: Array<[string, RoleLike]>;
  variables: PatternVariables;
}

/** Resolves the account exactly as a request of this principal would, recording why. */
export function evaluate(model: PermissionModel, principal: Principal, options: AccountOptions): Evaluation {
  const trace = new AccessTrace();
  const account = resolveAccount(principal, model, options, trace);
  return {
    model,
    principal,
    account,
    trace,
    roles: definedRoles(account.roles, model),
    variables: trace.variables,
  };
}

export function grantOf(grant: ActionGrant, kind: 'cluster' | 'index'): ExplainGrant {
  return {
    role: grant.role,
    permission: kind === 'cluster' ? 'cluster_permissions' : `index_permissions[${grant.permission}]`,
    ...(grant.pattern !== undefined ? { pattern: grant.pattern } : {}),
    ...(grant.substituted !== undefined ? { substituted: grant.substituted } : {}),
    expansion: grant.expansion,
    ...(grant.dls !== undefined ? { dls: grant.dls } : {}),
    ...(grant.fls ? { fls: grant.fls } : {}),
    ...(grant.masked_fields ? { masked_fields: grant.masked_fields } : {}),
  };
}

/**
 * Roles that exist but the user is not mapped to: the candidates every check offers as a fix. A
 * hidden role is none: the API admits no hidden entry exists (its GET is a 404, no mapping to it
 * can be written), so offering it would name it and propose a change the API refuses.
 */
export function unmappedRoles(e: Evaluation): Array<[string, RoleLike]> {
  const mapped = new Set(e.account.roles);
  return [...e.model.roles]
    .filter(([name, role]) => !mapped.has(name) && role.hidden !== true)
    .sort(([a], [b]) => a.localeCompare(b));
}

/** How narrowly a pattern names what it grants: roles granting exactly the asked thing are suggested first. */
export function specificity(pattern: string, asked: string): number {
  return pattern === asked ? 10_000 : pattern.replace(/[*?]/g, '').length;
}

/** Unmapped roles that would grant, narrowest first (least privilege), each with its score. */
export function byNarrowest<T extends { score: number; miss: ExplainMiss<ServerText> }>(
  found: T[]
): Array<ExplainMiss<ServerText>> {
  return found.sort((a, b) => b.score - a.score || a.miss.role.localeCompare(b.miss.role)).map((f) => f.miss);
}

/** A group (by name) whose members grant `action`, to suggest instead of the bare action (never a hidden one). */
export function groupGranting(e: Evaluation, action: string): string | undefined {
  const names = [...e.model.actionGroups]
    .filter(([, group]) => group.hidden !== true)
    .map(([name]) => name)
    .sort();
  return names.find(
    (name) =>
      name !== action && grantingAction(expandActions([name], e.model.actionGroups), action, e.model.actionGroups)
  );
}
