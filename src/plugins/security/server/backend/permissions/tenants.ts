import { PRIVATE_TENANT, GLOBAL_TENANT_NAME, TENANT_READ_ACTION, TENANT_WRITE_ACTION } from '../../../common/constants';
import { expandActions, type ActionGroupLookup } from './action_groups';
import type { AccessTrace } from './access_trace';
import { compilePattern, isPlainName, substitute, type PatternVariables } from './patterns';

export interface TenantPermissionLike {
  tenant_patterns: readonly string[];
  allowed_actions: readonly string[];
}

// What the static kibana_all_read / kibana_all_write groups grant, for roles naming the actions.
const READ_ACTION = 'kibana:saved_objects/*/read';
const WRITE_ACTION = 'kibana:saved_objects/*/write';

/** The level a tenant permission's actions give, with the (expanded) action that decided it. */
export function tenantLevelOf(
  actions: readonly string[],
  groups: ActionGroupLookup,
  reachedFrom?: Map<string, string>
): { level: 'write' | 'read'; action: string } | null {
  const expanded = expandActions(actions, groups, reachedFrom);
  let read: string | undefined;
  for (const action of expanded) {
    if (action === TENANT_WRITE_ACTION || compilePattern(action)(WRITE_ACTION)) return { level: 'write', action };
    if (read === undefined && (action === TENANT_READ_ACTION || compilePattern(action)(READ_ACTION))) read = action;
  }
  return read !== undefined ? { level: 'read', action: read } : null;
}

/** 'write' (which includes read), 'read', or null when the actions grant no tenant access. */
export function tenantAccessLevel(actions: readonly string[], groups: ActionGroupLookup): 'write' | 'read' | null {
  return tenantLevelOf(actions, groups)?.level ?? null;
}

/**
 * The tenants a user's roles open: true = read and write, false = read only (write wins when
 * several roles grant one tenant). `tenantNames` are the tenants that exist; patterns may use
 * `${user.name}` and the other user variables. Given a trace, each grant is recorded in it.
 */
export function tenantAccess(
  roles: Iterable<[string, { tenant_permissions: readonly TenantPermissionLike[] }]>,
  tenantNames: readonly string[],
  groups: ActionGroupLookup,
  variables: PatternVariables,
  trace?: AccessTrace
): Record<string, boolean> {
  const access: Record<string, boolean> = {};
  const existing = new Set(tenantNames);
  for (const [role, { tenant_permissions: permissions }] of roles) {
    permissions.forEach((permission, index) => {
      const decided = tenantLevelOf(permission.allowed_actions, groups);
      if (!decided) return;
      const write = decided.level === 'write';
      for (const pattern of permission.tenant_patterns) {
        const grant = (tenant: string) => {
          access[tenant] = access[tenant] === true || write;
          trace?.tenantGrants.push({
            role,
            permission: index,
            pattern,
            ...(pattern.includes('${') ? { substituted: substitute(pattern, variables) } : {}),
            tenant,
            level: decided.level,
            action: decided.action,
          });
        };
        if (isPlainName(pattern)) {
          if (existing.has(pattern)) grant(pattern);
          continue;
        }
        const matches = compilePattern(pattern, variables);
        const reachesGlobal = reachesGlobalTenant(pattern, variables);
        for (const tenant of tenantNames) {
          if (matches(tenant) && (tenant !== GLOBAL_TENANT_NAME || reachesGlobal)) grant(tenant);
        }
      }
    });
  }
  return access;
}

/**
 * A user's values (their name, roles, attributes) name their own tenants, never the global one: a
 * pattern with variables reaches the global tenant only as it would with every value empty. Else
 * `${user.name}` with write (each user's own tenant) gave a user named `global_tenant` (any
 * directory, SSO or proxy user so named) write on the global tenant their roles give read only.
 */
function reachesGlobalTenant(pattern: string, variables: PatternVariables): boolean {
  if (!pattern.includes('${')) return true;
  const emptied = Object.fromEntries(Object.keys(variables).map((name) => [name, '']));
  return compilePattern(pattern, emptied)(GLOBAL_TENANT_NAME);
}

/**
 * Whether an account may read or write a tenant selection: '' (or global_tenant) is the global
 * tenant, '__user__' the user's private one, anything else a custom tenant by name. Decided on the
 * account's grants, never on the wire `tenants` map (which keys the private tenant by user name).
 */
export function canAccessTenant(
  account: { tenant_grants: { named: Record<string, boolean>; private: boolean; private_read_only?: boolean } },
  selection: string,
  mode: 'read' | 'write'
): boolean {
  const grants = account.tenant_grants;
  // The private tenant is its own grant, never looked up under a name a tenant could also have.
  if (selection === PRIVATE_TENANT) return grants.private && (mode === 'read' || grants.private_read_only !== true);
  const key = selection === '' ? GLOBAL_TENANT_NAME : selection;
  if (!Object.prototype.hasOwnProperty.call(grants.named, key)) return false;
  return mode === 'read' || grants.named[key] === true;
}
