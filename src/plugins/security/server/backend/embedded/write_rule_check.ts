import type { EntryKind } from '../../../common/types';
import type { AuditActor, EntryChange } from '../types';
import { changesGrants, checkWriteRule } from '../grant_limits/write_rule';
import type { GrantLimits } from '../grant_limits/types';
import { normalizeEntry, type StoredEntry } from './entry_forms';
import { snapshotGrantView } from './grant_view';
import type { Tracked } from './history_tracker';
import type { SecurityRepository } from './repository';
import type { ConfigSnapshot } from './snapshot';

type Users = Array<[string, StoredEntry<'internalusers'>]>;

/** What a judgement reads of the backend (its BackendContext): the stored entries and the cached configuration. */
export interface JudgeContext {
  readonly repository: SecurityRepository;
  readonly restApiRoles: readonly string[];
  /** `opensearch_security.application_permissions.enabled`: an administrator also needs the Security app. */
  readonly applicationPermissions: boolean;
  current(): Promise<ConfigSnapshot>;
}

/** The server settings the rule reads: who the REST API roles are, and whether apps are permissions. */
export type RuleSettings = Pick<JudgeContext, 'restApiRoles' | 'applicationPermissions'>;

/**
 * The write rule (grant_limits/write_rule.ts) on what this transaction changed: each entry before
 * and after, on the configuration as the evaluation reads it on each side.
 */
export async function enforceWriteRule(
  repository: SecurityRepository,
  before: ConfigSnapshot,
  actor: AuditActor,
  settings: RuleSettings
): Promise<void> {
  const changes = repository.pendingChanges();
  if (!changes.length) return;
  await judgeTracked(changes, before, () => repository.all('internalusers'), actor.grants, settings);
}

/**
 * What `changeEntries(kind, changes)` would meet of the write rule, judged without writing (a
 * permission dry run): the changes the write would track are built from the stored entries as
 * they are now (a role's mapping going with it, as `delete` does), and judged as a write judges
 * its own, on the cached configuration with them applied. Reads only: no transaction, no lock.
 */
export async function judgeEntryChanges<K extends EntryKind>(
  ctx: JudgeContext,
  kind: K,
  changes: ReadonlyArray<EntryChange<K>>,
  limits: GrantLimits | undefined
): Promise<void> {
  const tracked: Tracked[] = [];
  for (const { name, body } of changes) {
    const stored = await ctx.repository.get(kind, name);
    const after = body === null ? undefined : normalizeEntry(kind, { ...body, description: body.description ?? '' });
    tracked.push({ kind, name, before: json(stored), after: json(after) });
    if (body === null && kind === 'roles') {
      const mapping = await ctx.repository.get('rolesmapping', name);
      if (mapping) tracked.push({ kind: 'rolesmapping', name, before: json(mapping), after: undefined });
    }
  }
  const usersAfter = async (): Promise<Users> => {
    const users = new Map(await ctx.repository.all('internalusers'));
    for (const change of tracked) {
      if (change.kind !== 'internalusers') continue;
      if (change.after) users.set(change.name, change.after as unknown as StoredEntry<'internalusers'>);
      else users.delete(change.name);
    }
    return [...users];
  };
  await judgeTracked(tracked, await ctx.current(), usersAfter, limits, ctx);
}

const json = (entry: object | undefined) => entry as Tracked['before'];

/**
 * The rule on `changes`, from the side before: the users are read only when no mapping gives
 * anyone every endpoint (a configuration that keeps its admins in users' own roles), the side
 * before from the side after with the changed users put back.
 */
async function judgeTracked(
  changes: readonly Tracked[],
  before: ConfigSnapshot,
  readUsersAfter: () => Promise<Users>,
  limits: GrantLimits | undefined,
  settings: RuleSettings
): Promise<void> {
  const restApiRoles = [...new Set([...settings.restApiRoles, ...(limits?.restApiRoles ?? [])])];
  const { applicationPermissions } = settings;
  const after = changesGrants(changes) ? before.withChanges(changes) : before;
  let usersAfter: Promise<Map<string, readonly string[]>> | undefined;
  const ownRolesAfter = () =>
    (usersAfter ??= readUsersAfter().then(
      (rows) => new Map(rows.map(([name, user]) => [name, user.opendistro_security_roles]))
    ));
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
      before: snapshotGrantView(before, restApiRoles, ownRolesBefore, applicationPermissions),
      after: snapshotGrantView(
        after,
        restApiRoles,
        async () => (await ownRolesAfter()).values(),
        applicationPermissions
      ),
    },
    limits
  );
}
