/**
 * The five entry resources (roles, role mappings, action groups, internal users, tenants) and the
 * nodes DN, as both HTTP faces read and write them. A write goes through the caller's grant limits
 * (the write rule, `backend/grant_limits`) with the caller's actor, which the backend records as the
 * compliance event and the history version of the same transaction; a read never answers a
 * password or a hash. The faces only translate shapes and error texts around these.
 */
import { HttpError } from '../../../../core/server';
import type { EntryByKind, EntryKind } from '../../common/types';
import type { EntryChange, ListOptions, ListResult } from '../backend/types';
import { judgeEntryWrite } from '../backend/grant_limits';
import type { Caller, EntryOperations, EntryWrites } from './types';
import { writerFor as writer } from './writer';

export const DELETE_SELF_MESSAGE = 'You cannot delete the user you are signed in as.';

/** Whatever the backend answers, a user's hash or password never leaves through an operation. */
function withoutSecrets<K extends EntryKind>(kind: K, entry: EntryByKind[K]): EntryByKind[K] {
  if (kind !== 'internalusers') return entry;
  const {
    hash: _hash,
    password: _password,
    ...rest
  } = entry as EntryByKind[K] & { hash?: unknown; password?: unknown };
  return rest as EntryByKind[K];
}

export const entryOperations: EntryOperations = {
  /**
   * 403 when `names` hold the caller's own user: deleting oneself would end one's own session
   * mid-task and can lock the last administrator out. `delete` and `change` check it themselves;
   * a face that looks the entry up first calls it before, so the refusal comes first there too.
   */
  refuseSelfDelete(caller: Caller, kind: EntryKind, names: readonly string[]): void {
    if (kind === 'internalusers' && caller.username !== undefined && names.includes(caller.username)) {
      throw new HttpError(403, DELETE_SELF_MESSAGE);
    }
  },

  /** One page of the kind's entries (hidden ones never), in the requested order. */
  async list<K extends EntryKind>(caller: Caller, kind: K, options?: ListOptions): Promise<ListResult<EntryByKind[K]>> {
    const result = await caller.backend.list(kind, options);
    return { ...result, items: result.items.map(({ name, entry }) => ({ name, entry: withoutSecrets(kind, entry) })) };
  },

  /** Every visible entry of the kind, by name. */
  async all<K extends EntryKind>(caller: Caller, kind: K): Promise<Map<string, EntryByKind[K]>> {
    const { items } = await entryOperations.list(caller, kind);
    return new Map(items.map(({ name, entry }) => [name, entry]));
  },

  /** One entry; 404 when it does not exist or is hidden. */
  async get<K extends EntryKind>(caller: Caller, kind: K, name: string): Promise<EntryByKind[K]> {
    return withoutSecrets(kind, await caller.backend.get(kind, name));
  },

  /** One entry, or undefined where `get` answers 404 (missing and hidden alike). */
  async find<K extends EntryKind>(caller: Caller, kind: K, name: string): Promise<EntryByKind[K] | undefined> {
    try {
      return await entryOperations.get(caller, kind, name);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return undefined;
      throw error;
    }
  },

  /** Creates or replaces an entry (`createOnly`: 409 when it exists). */
  upsert(caller, kind, name, body, options) {
    return options
      ? writer(caller).upsert(kind, name, body, caller.actor, options)
      : writer(caller).upsert(kind, name, body, caller.actor);
  },

  /** Deletes an entry (a role takes its mapping with it); never the caller's own user. */
  async delete(caller: Caller, kind: EntryKind, name: string): Promise<void> {
    entryOperations.refuseSelfDelete(caller, kind, [name]);
    await writer(caller).delete(kind, name, caller.actor);
  },

  /** Several creates, replaces and deletes of one kind, all stored or none; never deleting the caller's own user. */
  async change<K extends EntryKind>(caller: Caller, kind: K, changes: Array<EntryChange<K>>): Promise<void> {
    entryOperations.refuseSelfDelete(
      caller,
      kind,
      changes.filter(({ body }) => body === null).map(({ name }) => name)
    );
    await writer(caller).changeEntries(kind, changes, caller.actor);
  },
};

/**
 * The entry writes as a permission dry run runs them: each refuses (403) what the write would refuse
 * of the write rule and the self-delete rule, and writes nothing. A face's write handler, given
 * these instead of `entryOperations`, is its dry run: it reads and checks the request as the write
 * does, and stops where the write would begin.
 */
export const entryWriteJudge: EntryWrites = {
  async upsert(caller, kind, name, body) {
    await judgeEntryWrite(caller.backend, caller.grants, kind, [{ name, body }]);
    return { created: false };
  },
  async delete(caller, kind, name) {
    entryOperations.refuseSelfDelete(caller, kind, [name]);
    await judgeEntryWrite(caller.backend, caller.grants, kind, [{ name, body: null }]);
  },
  async change(caller, kind, changes) {
    const deleted = changes.filter(({ body }) => body === null).map(({ name }) => name);
    entryOperations.refuseSelfDelete(caller, kind, deleted);
    await judgeEntryWrite(caller.backend, caller.grants, kind, changes);
  },
};
