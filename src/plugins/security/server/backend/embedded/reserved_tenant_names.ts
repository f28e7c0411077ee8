/**
 * Stores written before the tenant-name rule (tenant_names.ts) applied to imports may hold custom
 * tenants named `global`, `Private`, `__user__x`…: selecting one means the global or a private
 * tenant, so it was never reachable. At start they are renamed (`renamed_<name>`, a number added
 * when that is taken), with the role tenant permissions that named them exactly, in one write
 * transaction that is a configuration version of its own; the caller logs each rename.
 */
import type { PluginStore } from '../../../../../core/server';
import { validateResourceName } from '../../../common/resource_name';
import { SecurityRepository, type SecurityConfigTables } from './repository';
import { tenantNameProblem } from './tenant_names';

const MAX_NAME = 50;

function freeName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const prefix = n === 1 ? 'renamed_' : `renamed${n}_`;
    const candidate = `${prefix}${name}`.slice(0, MAX_NAME);
    if (!taken.has(candidate) && !tenantNameProblem(candidate) && !validateResourceName(candidate)) return candidate;
  }
}

export async function renameReservedTenants(
  store: PluginStore<SecurityConfigTables>
): Promise<Array<{ from: string; to: string }>> {
  return store.transaction<SecurityConfigTables, Array<{ from: string; to: string }>>(async (trx) => {
    const repository = new SecurityRepository(trx, store.dialect);
    const tenants = await repository.all('tenants');
    const taken = new Set(tenants.map(([name]) => name));
    const renames: Array<{ from: string; to: string }> = [];
    for (const [name, entry] of tenants) {
      if (entry.static || !tenantNameProblem(name)) continue;
      const to = freeName(name, taken);
      taken.add(to);
      await repository.put('tenants', to, entry);
      await repository.delete('tenants', name);
      renames.push({ from: name, to });
    }
    if (!renames.length) return renames;
    const renamed = new Map(renames.map(({ from, to }) => [from, to]));
    for (const [role, entry] of await repository.all('roles')) {
      let changed = false;
      const tenant_permissions = entry.tenant_permissions.map((permission) => ({
        ...permission,
        tenant_patterns: permission.tenant_patterns.map((pattern) => {
          const to = renamed.get(pattern);
          if (to === undefined) return pattern;
          changed = true;
          return to;
        }),
      }));
      if (changed) await repository.put('roles', role, { ...entry, tenant_permissions });
    }
    await repository.bumpVersion({ origin: 'startup' });
    return renames;
  });
}
