import { validateResourceName } from '../../../common/resource_name';
import type { EntryByKind, EntryKind } from '../../../common/types';
import { alreadyExists, badRequest, notChangeable, notFound } from '../errors';
import type {
  AuditActor,
  EntriesBackend,
  EntryChange,
  ListOptions,
  ListResult,
  UpsertBodyByKind,
  UpsertOptions,
} from '../types';
import type { ConfigChange } from './audit_log';
import type { BackendContext } from './backend_context';
import { normalizeEntry, publicEntry, type StoredEntry } from './entry_forms';
import type { SecurityRepository } from './repository';
import { deleteRoleMapping } from './roles';
import { checkListOptions, checkNewPasswordCount, checkUpsert } from './upsert_checks';
import { hashPassword } from './passwords';
import { hashForUpsert } from './users';
import type { GrantLimits } from '../grant_limits/types';
import { judgeEntryChanges } from './write_rule_check';

/**
 * Users, roles, mappings, action groups, tenants and nodes DN through the REST API: the same
 * operations for every kind; a kind's own rules are in upsert_checks.ts, users' hashes in users.ts,
 * a role's mapping going with it in roles.ts.
 */
export class EmbeddedEntries implements EntriesBackend {
  constructor(private readonly ctx: BackendContext) {}

  async list<K extends EntryKind>(kind: K, options: ListOptions = {}): Promise<ListResult<EntryByKind[K]>> {
    checkListOptions(options);
    const page = await this.ctx.repository.list(kind, options);
    return {
      total: page.total,
      items: page.items.map(({ name, entry }) => ({ name, entry: publicEntry(kind, entry) })),
    };
  }

  async get<K extends EntryKind>(kind: K, name: string): Promise<EntryByKind[K]> {
    return publicEntry(kind, await visible(this.ctx.repository, kind, name));
  }

  async upsert<K extends EntryKind>(
    kind: K,
    name: string,
    body: UpsertBodyByKind[K],
    actor?: AuditActor,
    options: UpsertOptions = {}
  ): Promise<{ created: boolean }> {
    const problem = validateResourceName(name);
    if (problem) throw badRequest(`[name] ${problem}`);
    checkUpsert(kind, name, body, await this.ctx.current(), this.ctx.options.passwordPolicy);
    const existing = await this.ctx.repository.get(kind, name);
    if (existing) assertCreatable(kind, name, existing, options);
    const entry = normalizeEntry(kind, { ...body, description: body.description ?? '' }) as StoredEntry<K>;
    if (kind === 'internalusers') {
      (entry as StoredEntry<'internalusers'>).hash = await hashForUpsert(
        this.ctx,
        body as UpsertBodyByKind['internalusers'],
        existing as StoredEntry<'internalusers'> | undefined
      );
    }
    let before: StoredEntry<K> | undefined;
    await this.ctx.write(
      async (repository) => {
        // Checked again inside the write: another process may have created it meanwhile.
        before = await repository.get(kind, name);
        if (before) assertCreatable(kind, name, before, options);
        await repository.put(kind, name, entry);
      },
      actor,
      () => ({
        resource: kind,
        name,
        before: before && publicEntry(kind, before),
        after: publicEntry(kind, entry),
        // The fact, never the value: a password set (or a hash, by a trusted caller) is only flagged.
        ...(kind === 'internalusers' && ('password' in body || 'hash' in body)
          ? { extra: { password_changed: true } }
          : {}),
      })
    );
    if (kind === 'internalusers') this.ctx.verifier.forgetUser(name);
    return { created: !before };
  }

  changeEntries<K extends EntryKind>(kind: K, changes: Array<EntryChange<K>>, actor?: AuditActor): Promise<void> {
    return changeEntries(this.ctx, kind, changes, actor);
  }

  /** What `changeEntries` would refuse of the entries' flags and of the write rule, judged with reads only. */
  async judgeEntryChanges<K extends EntryKind>(
    kind: K,
    changes: ReadonlyArray<EntryChange<K>>,
    limits: GrantLimits | undefined
  ): Promise<void> {
    for (const { name, body } of changes) {
      const stored = await this.ctx.repository.get(kind, name);
      if (body === null) assertChangeable(kind, name, stored ?? { reserved: false, static: false, hidden: true });
      else if (stored) assertCreatable(kind, name, stored, {});
    }
    return judgeEntryChanges(this.ctx, kind, changes, limits);
  }

  async delete(kind: EntryKind, name: string, actor?: AuditActor): Promise<void> {
    let before: StoredEntry<EntryKind> | undefined;
    let mapping: StoredEntry<'rolesmapping'> | undefined;
    await this.ctx.write(
      async (repository) => {
        before = await visible(repository, kind, name);
        assertChangeable(kind, name, before);
        await repository.delete(kind, name);
        if (kind === 'roles') mapping = await deleteRoleMapping(repository, name);
      },
      actor,
      () => ({ resource: kind, name, before: before && publicEntry(kind, before), after: undefined }),
      undefined,
      () =>
        mapping
          ? [{ resource: 'rolesmapping', name, before: publicEntry('rolesmapping', mapping), after: undefined }]
          : []
    );
    if (kind === 'internalusers') this.ctx.verifier.forgetUser(name);
  }
}

/**
 * Creates, replaces (`body`) and deletes (`body: null`) several entries of one kind in one write
 * (a JSON Patch over many entries): every change passes the checks of `upsert` / `delete`, or
 * none is stored. Passwords are hashed before the transaction (bcrypt is slow).
 */
export async function changeEntries<K extends EntryKind>(
  ctx: BackendContext,
  kind: K,
  changes: Array<EntryChange<K>>,
  actor?: AuditActor
): Promise<void> {
  checkNewPasswordCount(kind, changes);
  // Each entry is checked against the configuration as the whole batch leaves it: judged against
  // the one before, two groups written together (`a` → `b`, `b` → `a`) each passed the cycle check
  // alone and stored a loop that every later import of an export then refused.
  const snapshot = (await ctx.current()).withChanges(
    changes.map(({ name, body }) => ({ kind, name, before: undefined, after: body ?? undefined }))
  );
  const prepared: Array<{ name: string; entry: StoredEntry<K> | null; input: EntryChange<K>['body'] }> = [];
  for (const { name, body } of changes) {
    const problem = validateResourceName(name);
    if (problem) throw badRequest(`[name] ${problem}`);
    if (body === null) {
      prepared.push({ name, entry: null, input: null });
      continue;
    }
    checkUpsert(kind, name, body, snapshot, ctx.options.passwordPolicy);
    const entry = normalizeEntry(kind, { ...body, description: body.description ?? '' }) as StoredEntry<K>;
    const password = kind === 'internalusers' ? (body as UpsertBodyByKind['internalusers']).password : undefined;
    if (password !== undefined) (entry as StoredEntry<'internalusers'>).hash = await hashPassword(password, ctx.rounds);
    prepared.push({ name, entry, input: body });
  }
  const recorded: ConfigChange[] = [];
  await ctx.write(
    async (repository) => {
      for (const { name, entry, input } of prepared) {
        if (entry === null) {
          const before = await visible(repository, kind, name);
          assertChangeable(kind, name, before);
          await repository.delete(kind, name);
          recorded.push({ resource: kind, name, before: publicEntry(kind, before), after: undefined });
          // As a single delete: a role takes its mapping with it.
          const mapping = kind === 'roles' ? await deleteRoleMapping(repository, name) : undefined;
          if (mapping)
            recorded.push({
              resource: 'rolesmapping',
              name,
              before: publicEntry('rolesmapping', mapping),
              after: undefined,
            });
          continue;
        }
        const before = await repository.get(kind, name);
        if (before) assertCreatable(kind, name, before, {});
        if (kind === 'internalusers') {
          const user = entry as StoredEntry<'internalusers'>;
          const given = input as UpsertBodyByKind['internalusers'];
          user.hash = user.hash || given.hash || (before as StoredEntry<'internalusers'> | undefined)?.hash || '';
          if (!user.hash) throw badRequest(`[password] is required to create the user '${name}'`);
        }
        await repository.put(kind, name, entry);
        recorded.push({
          resource: kind,
          name,
          before: before && publicEntry(kind, before),
          after: publicEntry(kind, entry),
          ...(kind === 'internalusers' && input && ('password' in input || 'hash' in input)
            ? { extra: { password_changed: true } }
            : {}),
        });
      }
    },
    actor,
    () => recorded[0],
    undefined,
    () => recorded.slice(1)
  );
  if (kind === 'internalusers') for (const { name } of prepared) ctx.verifier.forgetUser(name);
}

async function visible<K extends EntryKind>(
  repository: SecurityRepository,
  kind: K,
  name: string
): Promise<StoredEntry<K>> {
  const entry = await repository.get(kind, name);
  if (!entry || entry.hidden) throw notFound(kind, name);
  return entry;
}

type Flags = { reserved: boolean; hidden: boolean; static: boolean };

/** As assertChangeable, and with `createOnly` 409 for an entry that exists (a hidden one stays a 404). */
function assertCreatable(kind: EntryKind, name: string, entry: Flags, options: UpsertOptions): void {
  if (entry.hidden) throw notFound(kind, name);
  if (options.createOnly) throw alreadyExists(kind, name);
  assertChangeable(kind, name, entry);
}

function assertChangeable(kind: EntryKind, name: string, entry: Flags) {
  if (entry.hidden) throw notFound(kind, name);
  if (entry.static) throw notChangeable(kind, name, 'static');
  if (entry.reserved) throw notChangeable(kind, name, 'reserved');
}
