/**
 * The access explainer at scale: one user holding 50 roles, over 500 action groups (nested ten
 * deep), 50 more roles the user is not mapped to (which a denial searches for its near misses)
 * and 100 tenants. Measured in process on the evaluator the server runs (no HTTP, no SQLite),
 * median of many runs.
 */
import { performance } from 'perf_hooks';
import type { PermissionModel, RoleLike } from '../src/plugins/security/server/backend/permissions/account';
import {
  RoleMappingIndex,
  type RoleMappingLike,
} from '../src/plugins/security/server/backend/permissions/role_mappings';
import { evaluate, explainAccess } from '../src/plugins/security/server/backend/permissions/explain_access';
import { effectivePermissions } from '../src/plugins/security/server/backend/permissions/effective_permissions';
import type { Tenancy } from '../src/plugins/security/server/backend/permissions/tenant_selection';
import { median } from './util';

const ROLES = 50;
const GROUPS = 500;
const RUNS = 200;

function buildModel(): PermissionModel {
  const actionGroups = new Map<string, { allowed_actions: string[] }>();
  for (let i = 0; i < GROUPS; i++) {
    // Every tenth group starts a chain; the others include the previous one and two actions of their own.
    const members = [`indices:data/read/bench_${i}`, `cluster:monitor/bench_${i}`];
    if (i % 10 !== 0) members.push(`group_${i - 1}`);
    actionGroups.set(`group_${i}`, { allowed_actions: members });
  }
  const roles = new Map<string, RoleLike>();
  const mappings: Array<[string, RoleMappingLike]> = [];
  for (let i = 0; i < ROLES * 2; i++) {
    const group = `group_${(i * 10 + 9) % GROUPS}`;
    roles.set(`role_${i}`, {
      cluster_permissions: [group],
      index_permissions: [
        {
          index_patterns: [`logs-${i}-*`, 'team-${user.name}-*'],
          allowed_actions: [group],
          dls: '{"term":{"owner":"${user.name}"}}',
        },
        { index_patterns: [`metrics-${i}`], allowed_actions: ['read'] },
      ],
      tenant_permissions: [{ tenant_patterns: [`tenant_${i}`], allowed_actions: ['kibana_all_read'] }],
    });
    // The first half is mapped to the user through its backend roles.
    mappings.push([
      `role_${i}`,
      { users: [], backend_roles: i < ROLES ? [`br_${i}`] : ['nobody'], hosts: [], and_backend_roles: [] },
    ]);
  }
  actionGroups.set('read', { allowed_actions: ['indices:data/read*'] });
  actionGroups.set('kibana_all_read', { allowed_actions: ['kibana:saved_objects/*/read'] });
  return {
    roles,
    actionGroups,
    mappings: new RoleMappingIndex(mappings),
    tenantNames: ['global_tenant', ...Array.from({ length: 100 }, (_, i) => `tenant_${i}`)],
    multitenancyEnabled: true,
    privateTenantEnabled: true,
  };
}

const TENANCY: Tenancy = { enabled: true, globalEnabled: true, privateEnabled: true, preferred: [], defaultTenant: '' };
const PRINCIPAL = {
  user_name: 'bench_user',
  backend_roles: Array.from({ length: ROLES }, (_, i) => `br_${i}`),
  is_internal_user: true,
};
const OPTIONS = { restApiRoles: ['all_access'], readonlyRoles: ['kibana_read_only'] };

function time(fn: () => unknown): number {
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    runs.push(performance.now() - start);
  }
  return median(runs);
}

export function measureExplainScale() {
  const model = buildModel();
  const ask = (query: { action?: string; index?: string; tenant?: string }) => () =>
    explainAccess(evaluate(model, PRINCIPAL, OPTIONS), query, TENANCY);
  const allowed = ask({ action: 'indices:data/read/bench_0', index: 'logs-0-2024' });
  const denied = ask({ action: 'indices:data/write/index', index: 'logs-9-2024' });
  const deniedCluster = ask({ action: 'cluster:admin/bench_nothing' });
  if (allowed().allowed !== true || denied().allowed !== false || deniedCluster().allowed !== false)
    throw new Error('explain bench: unexpected decisions');
  return {
    allowed: time(allowed),
    denied: time(denied),
    cluster: time(deniedCluster),
    tenant: time(ask({ tenant: 'tenant_3', action: 'write' })),
    effective: time(() => effectivePermissions(evaluate(model, PRINCIPAL, OPTIONS), TENANCY)),
  };
}

export function benchExplainScale() {
  const r = measureExplainScale();
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  process.stdout.write(
    `access explainer (a user with ${ROLES} roles, ${GROUPS} action groups nested 10 deep, ${ROLES} unmapped roles; in process, median of ${RUNS}):\n` +
      `  explain an allowed index action: ${ms(r.allowed)}\n` +
      `  explain a denied index action (near misses searched): ${ms(r.denied)}\n` +
      `  explain a denied cluster action (action groups searched for a fix): ${ms(r.cluster)}\n` +
      `  explain a denied tenant write: ${ms(r.tenant)}\n` +
      `  effective permissions: ${ms(r.effective)}\n`
  );
}

if (require.main === module) benchExplainScale();
