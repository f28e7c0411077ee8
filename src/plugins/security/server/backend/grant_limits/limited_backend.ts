/**
 * The security backend as one caller may write to it. Both listeners (the `/api/v1` routes and the
 * REST API listener) take their backend for a caller from here, so no route writes around the
 * rule. A backend that enforces the write rule itself (the embedded one: on each entry before and
 * after the write, inside its transaction) is handed the caller's limits with the actor; a cluster
 * judges each write itself, made as the caller; another one gets the check on the bodies written,
 * before the call.
 */
import { GRANTED_PARTS } from '../permissions/api_grants';
import type { AuditActor, SecurityBackend } from '../types';
import { GrantRules, grantsRefused, isUnlimited } from './grant_rules';
import { assertNamesWithin, usersWritten } from './user_within';
import { holdsPart, type GrantLimits } from './types';

type Writes = Pick<SecurityBackend, 'upsert' | 'delete' | 'changeEntries' | 'history' | 'transfer'>;

/** An actor is always given by the routes; a write without one still carries the limits. */
const limitedActor = (actor: AuditActor | undefined, grants: GrantLimits): AuditActor => ({
  ...(actor ?? { user: '', request: { remote_address: '', method: '', path: '' } }),
  grants,
});

function entryWrites(
  backend: SecurityBackend,
  limits: GrantLimits
): Pick<Writes, 'upsert' | 'delete' | 'changeEntries'> {
  const judged = ruledWrites(backend, limits);
  // Before the write and outside its transaction: asking a directory may take a while.
  return {
    upsert: async (kind, name, body, actor, options) => {
      await assertNamesWithin(backend, limits, usersWritten(kind, [{ name, body }]));
      return judged.upsert(kind, name, body, actor, options);
    },
    delete: judged.delete,
    changeEntries: async (kind, changes, actor) => {
      await assertNamesWithin(backend, limits, usersWritten(kind, changes));
      return judged.changeEntries(kind, changes, actor);
    },
  };
}

function ruledWrites(
  backend: SecurityBackend,
  limits: GrantLimits
): Pick<Writes, 'upsert' | 'delete' | 'changeEntries'> {
  if (backend.enforcesWriteRule) {
    return {
      upsert: (kind, name, body, actor, options) =>
        backend.upsert(kind, name, body, limitedActor(actor, limits), options),
      delete: (kind, name, actor) => backend.delete(kind, name, limitedActor(actor, limits)),
      changeEntries: (kind, changes, actor) => backend.changeEntries(kind, changes, limitedActor(actor, limits)),
    };
  }
  // Read as the caller, the configuration lacks what the cluster's evaluation reads (hidden
  // entries, and the kinds a one-endpoint administrator may not read): judged on it, a users-only
  // administrator could write no user at all. The cluster judges the write, made as the caller.
  if (backend.judgedByCluster) {
    return {
      upsert: (kind, name, body, actor, options) => backend.upsert(kind, name, body, actor, options),
      delete: (kind, name, actor) => backend.delete(kind, name, actor),
      changeEntries: (kind, changes, actor) => backend.changeEntries(kind, changes, actor),
    };
  }
  return {
    upsert: async (kind, name, body, actor, options) => {
      await new GrantRules(backend, limits).check(kind, name, body);
      return backend.upsert(kind, name, body, actor, options);
    },
    delete: (kind, name, actor) => backend.delete(kind, name, actor),
    changeEntries: async (kind, changes, actor) => {
      const rules = new GrantRules(backend, limits);
      for (const { name, body } of changes) await rules.check(kind, name, body);
      return backend.changeEntries(kind, changes, actor);
    },
  };
}

function limitedWrites(backend: SecurityBackend, limits: GrantLimits): Writes {
  /**
   * An import or a revert replaces whole kinds at once: only a caller who holds every endpoint may
   * do it. Both need every configuration endpoint already, so this refuses only a caller who
   * lacks the rest, and who would otherwise hand it out.
   */
  const wholeConfiguration = async (): Promise<never> => {
    const missing = GRANTED_PARTS.filter((part) => !holdsPart(limits, part));
    throw grantsRefused(missing.join(', '));
  };
  const { history, transfer } = backend;
  return {
    ...entryWrites(backend, limits),
    history: history && {
      listHistory: (filter) => history.listHistory(filter),
      getHistoryVersion: (version) => history.getHistoryVersion(version),
      revertHistory: wholeConfiguration,
      historySnapshots: (which) => history.historySnapshots(which),
      previousVersion: (version) => history.previousVersion(version),
    },
    transfer: transfer && {
      importConfig: wholeConfiguration,
      exportConfig: (dir) => transfer.exportConfig(dir),
      importFiles: wholeConfiguration,
      exportFiles: (options) => transfer.exportFiles(options),
    },
  };
}

/** `backend` for a caller with `limits`: reads pass through; every entry write is judged. */
export function limitedBackend(backend: SecurityBackend, limits: GrantLimits): SecurityBackend {
  if (isUnlimited(limits)) return backend;
  const writes: Record<PropertyKey, unknown> = { ...limitedWrites(backend, limits) };
  return new Proxy(backend, {
    get(target, property) {
      if (Object.hasOwn(writes, property)) return writes[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
