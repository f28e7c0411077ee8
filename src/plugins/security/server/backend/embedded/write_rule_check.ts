import type { AuditActor } from '../types';
import { changesGrants, checkWriteRule } from '../grant_limits/write_rule';
import { normalizeEntry } from './entry_forms';
import { snapshotGrantView } from './grant_view';
import type { SecurityRepository } from './repository';
import type { ConfigSnapshot } from './snapshot';

/**
 * The write rule (grant_limits/write_rule.ts) on what this transaction changed: each entry before
 * and after, on the configuration as the evaluation reads it on each side. The users are read
 * only when no mapping gives anyone every endpoint (a configuration that keeps its admins in
 * users' own roles), the side before from the side after with the changed users put back.
 */
export async function enforceWriteRule(
  repository: SecurityRepository,
  before: ConfigSnapshot,
  actor: AuditActor,
  configuredRestApiRoles: readonly string[]
): Promise<void> {
  const changes = repository.pendingChanges();
  if (!changes.length) return;
  const restApiRoles = [...new Set([...configuredRestApiRoles, ...(actor.grants?.restApiRoles ?? [])])];
  const after = changesGrants(changes) ? before.withChanges(changes) : before;
  let usersAfter: Promise<Map<string, readonly string[]>> | undefined;
  const ownRolesAfter = () =>
    (usersAfter ??= repository
      .all('internalusers')
      .then((rows) => new Map(rows.map(([name, user]) => [name, user.opendistro_security_roles]))));
  const ownRolesBefore = async () => {
    const users = new Map(await ownRolesAfter());
    for (const change of changes) {
      if (change.kind !== 'internalusers') continue;
      if (change.before)
        users.set(change.name, normalizeEntry('internalusers', change.before).opendistro_security_roles);
      else users.delete(change.name);
    }
    return users.values();
  };
  await checkWriteRule(
    changes,
    {
      before: snapshotGrantView(before, restApiRoles, ownRolesBefore),
      after: snapshotGrantView(after, restApiRoles, async () => (await ownRolesAfter()).values()),
    },
    actor.grants
  );
}
