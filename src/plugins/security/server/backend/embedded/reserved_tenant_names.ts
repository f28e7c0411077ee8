/**
 * Stores written before the tenant-name rule (tenant_names.ts) applied to imports may hold custom
 * tenants named `global`, `Private`, `__user__x`…: selecting one means the global or a private
 * tenant, so it was never reachable. At start they are renamed (`renamed_<name>`, a number added
 * when that is taken), with the role tenant permissions that named them exactly, in one write
 * transaction that is a configuration version of its own; the caller logs each rename.
 *
 * A custom tenant's saved objects are stored under its name, so they move to the new name first
 * (core's transaction, before the rename's: the same store connection cannot hold both). Moving
 * is idempotent and the new names are derived from the tenants alone, so a start that stops
 * between the two finds the same names next time and finishes. Objects under `__user__<name>`
 * stay: that is also the storage of user <name>'s private tenant, and the two cannot be told apart.
 */
import type { PluginStore } from '../../../../../core/server';
import { validateResourceName } from '../../../common/resource_name';
import { PRIVATE_TENANT } from '../../../common/constants';
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

export interface TenantRename {
  from: string;
  to: string;
  /** Saved objects moved with it; null when they stay (see above). */
  movedObjects: number | null;
}

/** Moves the saved objects stored under one tenant id to another (core's saved objects service). */
export type MoveTenantObjects = (from: string, to: string) => Promise<number>;

/** The one log line of a rename. */
export function renameMessage({ from, to, movedObjects }: TenantRename): string {
  const objects =
    movedObjects === null
      ? `the saved objects under '${from}' stay there (that is also where a user's private tenant keeps its objects)`
      : `${movedObjects} saved object${movedObjects === 1 ? '' : 's'} moved with it`;
  return `Renamed the tenant '${from}' to '${to}': its name reads as the global or the private tenant, so it could not be selected; ${objects}.`;
}

/** The renames the tenants of `repository` call for, in name order. */
async function planRenames(repository: SecurityRepository): Promise<Array<{ from: string; to: string }>> {
  const tenants = await repository.all('tenants');
  const taken = new Set(tenants.map(([name]) => name));
  const renames: Array<{ from: string; to: string }> = [];
  for (const [name, entry] of tenants) {
    if (entry.static || !tenantNameProblem(name)) continue;
    const to = freeName(name, taken);
    taken.add(to);
    renames.push({ from: name, to });
  }
  return renames;
}

/** Private tenants are stored as `__user__<user name>`, in exactly this spelling of the prefix. */
const sharesPrivateStorage = (name: string) => name.startsWith(PRIVATE_TENANT);

export async function renameReservedTenants(
  store: PluginStore<SecurityConfigTables>,
  moveObjects?: MoveTenantObjects
): Promise<TenantRename[]> {
  const planned = await planRenames(new SecurityRepository(store.kysely<SecurityConfigTables>(), store.dialect));
  if (!planned.length) return [];
  const moved = new Map<string, number | null>();
  for (const { from, to } of planned) {
    moved.set(`${from}\u0000${to}`, moveObjects && !sharesPrivateStorage(from) ? await moveObjects(from, to) : null);
  }
  return store.transaction<SecurityConfigTables, TenantRename[]>(async (trx) => {
    const repository = new SecurityRepository(trx, store.dialect);
    // Planned again under the write lock: another instance may have renamed them meanwhile.
    const renames = await planRenames(repository);
    if (!renames.length) return [];
    for (const { from, to } of renames) {
      await repository.put('tenants', to, (await repository.get('tenants', from))!);
      await repository.delete('tenants', from);
    }
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
    return renames.map(({ from, to }) => ({ from, to, movedObjects: moved.get(`${from}\u0000${to}`) ?? null }));
  });
}
