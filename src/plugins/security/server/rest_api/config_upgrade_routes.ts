/**
 * The configuration's format calls. `migrate` and `validate` (v6 → v7) answer as upstream 2.x did
 * for a configuration already in v7, which the stored one always is here (upstream 3.0 removed
 * both). `_upgrade_check` and `_upgrade_perform` compare the stored roles with the product's own
 * default roles (default_config/roles.yml), as upstream compares them with its shipped roles.yml:
 * a default role missing or different is an upgrade; a role of the user's own is never removed.
 */
import { HttpError } from '../../../../core/server';
import type { EntryByKind } from '../../common/types';
import { sameJson } from '../backend/same_json';
import type { UpsertBodyByKind } from '../backend/types';
import { defaultRoles, entryOperations, entryWriteJudge, type EntryWrites } from '../operations';
import type { RestApiRoute, RouteContext } from './types';

const ALREADY_MIGRATED = 'Can not migrate configuration because it was already migrated.';

/** Upstream upgrades roles only. */
const SUPPORTED = ['roles'];

/** Flags are the product's bookkeeping, not what a role grants. */
const FLAGS = ['reserved', 'hidden', 'static'];

function comparable(entry: object): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...entry };
  for (const flag of FLAGS) delete copy[flag];
  return copy;
}

type Role = EntryByKind['roles'];

interface RoleUpgrade {
  add: Array<[string, Role]>;
  modify: Array<[string, Role]>;
}

/** The `configs` query parameter (upstream reads it there; a body is not read), roles when absent. */
function configsOf(query: Record<string, string | undefined>): void {
  const asked = query.configs?.split(',').filter(Boolean) ?? SUPPORTED;
  const unsupported = asked.filter((config) => !SUPPORTED.includes(config));
  if (unsupported.length) throw new HttpError(400, `Unsupported configurations for upgrade[${unsupported.join(', ')}]`);
}

async function roleUpgrade({ operationsCaller }: RouteContext): Promise<RoleUpgrade> {
  const stored = await entryOperations.all(operationsCaller, 'roles');
  const defaults = defaultRoles();
  const upgrade: RoleUpgrade = { add: [], modify: [] };
  for (const [name, role] of defaults) {
    const current = stored.get(name);
    if (!current) upgrade.add.push([name, role]);
    else if (!sameJson(comparable(current), comparable(role))) upgrade.modify.push([name, role]);
  }
  return upgrade;
}

/** Upstream's `{roles: {add: [...], modify: [...]}}`, an operation listed only when it has items. */
function actions(upgrade: RoleUpgrade) {
  const roles: Record<string, string[]> = {};
  if (upgrade.add.length) roles.add = upgrade.add.map(([name]) => name);
  if (upgrade.modify.length) roles.modify = upgrade.modify.map(([name]) => name);
  return { roles };
}

const hasChanges = (upgrade: RoleUpgrade) => upgrade.add.length + upgrade.modify.length > 0;

export function configUpgradeRoutes(): RestApiRoute[] {
  const alreadyMigrated = async () => {
    throw new HttpError(400, ALREADY_MIGRATED);
  };

  const check = async (context: RouteContext) => {
    configsOf(context.query);
    const upgrade = await roleUpgrade(context);
    return hasChanges(upgrade)
      ? { status: 'OK', upgradeAvailable: true, upgradeActions: actions(upgrade) }
      : { status: 'OK', upgradeAvailable: false };
  };

  // Written once over the writes it is given: the operations run it, their judge is its
  // permission dry run (which the hooks alone answered allowed for an upgrade the rule refused).
  const perform = (writes: EntryWrites) => async (context: RouteContext) => {
    configsOf(context.query);
    const upgrade = await roleUpgrade(context);
    if (!hasChanges(upgrade)) throw new HttpError(400, "Unable to upgrade, no differences found in 'roles' config");
    // Through the same writes as a PUT of each role: the caller's grant limits, history and audit;
    // a static role the product keeps built in is refused there like any change to it.
    const changes = [...upgrade.add, ...upgrade.modify].map(([name, role]) => {
      const { reserved: _r, hidden: _h, static: _s, ...body } = role as Role & { static?: boolean };
      return { name, body: body as UpsertBodyByKind['roles'] };
    });
    await writes.change(context.operationsCaller, 'roles', changes);
    return { status: 'OK', upgrades: actions(upgrade) };
  };

  return [
    { method: 'POST', path: '/api/migrate', access: 'migrate', handler: alreadyMigrated },
    { method: 'GET', path: '/api/validate', access: 'migrate', handler: alreadyMigrated },
    { method: 'GET', path: '/api/_upgrade_check', access: 'upgrade', handler: check },
    {
      method: 'POST',
      path: '/api/_upgrade_perform',
      access: 'upgrade',
      handler: perform(entryOperations),
      dryRun: perform(entryWriteJudge),
    },
  ];
}
