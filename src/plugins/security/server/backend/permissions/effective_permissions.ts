/** Everything one user may do, merged over their roles: cluster actions, actions per index pattern, tenants. */
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../common/constants';
import type { EffectiveIndexPermission, EffectivePermissions } from '../../../common/explain';
import { expandActions } from './action_groups';
import { substitute } from './patterns';
import { isSelectable, storageTenant, type Tenancy } from './tenant_selection';
import type { Evaluation } from './explain_access';

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

export function effectivePermissions(e: Evaluation, tenancy: Tenancy): EffectivePermissions {
  const groups = e.model.actionGroups;
  // Action groups are listed by what they stand for, not by name.
  const leaves = (actions: readonly string[]) => [...expandActions(actions, groups)].filter((a) => !groups.has(a));

  const cluster = { actions: new Set<string>(), roles: new Set<string>() };
  const indices = new Map<
    string,
    { actions: Set<string>; roles: Set<string>; dls: Set<string>; fls: Set<string>; masked: Set<string> }
  >();
  for (const [role, definition] of e.roles) {
    const clusterActions = leaves(definition.cluster_permissions);
    if (clusterActions.length) cluster.roles.add(role);
    for (const action of clusterActions) cluster.actions.add(action);
    for (const permission of definition.index_permissions ?? []) {
      const actions = leaves(permission.allowed_actions);
      for (const raw of permission.index_patterns) {
        const pattern = substitute(raw, e.variables);
        let merged = indices.get(pattern);
        if (!merged) {
          merged = { actions: new Set(), roles: new Set(), dls: new Set(), fls: new Set(), masked: new Set() };
          indices.set(pattern, merged);
        }
        merged.roles.add(role);
        for (const action of actions) merged.actions.add(action);
        if (permission.dls) merged.dls.add(substitute(permission.dls, e.variables));
        for (const field of permission.fls ?? []) merged.fls.add(field);
        for (const field of permission.masked_fields ?? []) merged.masked.add(field);
      }
    }
  }
  const indexList: EffectiveIndexPermission[] = [...indices]
    .map(([pattern, m]) => ({
      pattern,
      actions: sorted(m.actions),
      roles: sorted(m.roles),
      dls: sorted(m.dls),
      fls: sorted(m.fls),
      masked_fields: sorted(m.masked),
    }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));

  // Tenants as the tenant switch and the saved-objects routes decide them.
  const tenantRoles = new Map<string, Set<string>>();
  for (const step of e.trace.tenantGrants) {
    const roles = tenantRoles.get(step.tenant) ?? new Set<string>();
    roles.add(step.role);
    tenantRoles.set(step.tenant, roles);
  }
  const tenants: EffectivePermissions['tenants'] = [];
  const candidates = [
    ...(e.account.tenant_grants.named[GLOBAL_TENANT_NAME] !== undefined || !tenancy.enabled ? [''] : []),
    PRIVATE_TENANT,
    ...sorted(Object.keys(e.account.tenant_grants.named).filter((name) => name !== GLOBAL_TENANT_NAME)),
  ];
  for (const selection of candidates) {
    if (!isSelectable(e.account, selection, tenancy)) continue;
    const name = selection === '' ? GLOBAL_TENANT_NAME : selection;
    tenants.push({
      tenant: name,
      access: storageTenant(e.account, selection, tenancy).canWrite ? 'write' : 'read',
      roles: sorted(tenantRoles.get(name) ?? []),
    });
  }

  return {
    user: e.principal.user_name,
    roles: [...e.account.roles],
    cluster: { actions: sorted(cluster.actions), roles: sorted(cluster.roles) },
    indices: indexList,
    tenants,
    api_access: e.account.has_api_access,
    api_endpoints: [...e.account.api_endpoints],
  };
}
