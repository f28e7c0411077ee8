/**
 * The hook that makes every configuration write a version. The repository tells the tracker what
 * each resource was before its first write in the transaction and what it is after its last; the
 * version counter's bump (which every writer makes once, in the same transaction) writes them as
 * one version. So a REST edit, an import, the start-up sync and a revert are recorded by the same
 * code, and a version commits or rolls back with its change.
 */
import type { Generated, Kysely } from 'kysely';
import {
  HISTORY_SUMMARY_RESOURCES,
  type HistoryAction,
  type HistoryChange,
  type HistoryOrigin,
  type HistoryResourceKind,
} from '../../../common/history';
import { sameJson } from '../same_json';
import { redactDocument } from './history_secrets';
import { jsonDiff } from './json_diff';

/** Who made a change and how it arrived; what a version says besides its changes. */
export interface ChangeContext {
  user: string | null;
  remote_address: string | null;
  origin: HistoryOrigin;
  reverted_to: number | null;
}

export interface HistoryTables {
  security_config_history: {
    version: Generated<number>;
    timestamp: number;
    user: string | null;
    remote_address: string | null;
    origin: string;
    reverted_to: number | null;
    resource_count: number;
    resources: string;
    changes: string;
  };
  security_config_history_resources: { version: number; kind: string; name: string; action: string };
}

type Json = Record<string, unknown>;

export interface Tracked {
  kind: HistoryResourceKind;
  name: string;
  before: Json | undefined;
  after: Json | undefined;
}

const RESOURCE_BATCH = 200;

const isHidden = (value: Json | undefined) => value?.hidden === true;

const DOCUMENTS: readonly string[] = ['config', 'audit', 'allowlist'];

/** The entry as history keeps it: never a password, a hash or a document's credentials. */
export function withoutSecrets(
  kind: HistoryResourceKind,
  value: Json | undefined,
  other: Json | undefined
): Json | null {
  if (value === undefined) return null;
  if (DOCUMENTS.includes(kind)) return redactDocument(value, other) as Json;
  if (kind !== 'internalusers') return value;
  const { hash: _hash, password: _password, ...rest } = value;
  return rest;
}

/** The change a tracked resource made, or undefined when it ended as it began. */
export function changeOf(
  kind: HistoryResourceKind,
  name: string,
  before: Json | undefined,
  after: Json | undefined
): HistoryChange | undefined {
  const passwordChanged =
    kind === 'internalusers' &&
    before !== undefined &&
    after !== undefined &&
    (before.hash ?? null) !== (after.hash ?? null);
  // The side before is redacted plainly; the side after marks the secrets that changed.
  const publicBefore = withoutSecrets(kind, before, undefined);
  const publicAfter = withoutSecrets(kind, after, before ?? {});
  if (sameJson(publicBefore, publicAfter) && !passwordChanged) return undefined;
  const action: HistoryAction = publicBefore === null ? 'create' : publicAfter === null ? 'delete' : 'update';
  return {
    kind,
    name,
    action,
    before: publicBefore,
    after: publicAfter,
    diff: jsonDiff(publicBefore ?? undefined, publicAfter ?? undefined),
    password_changed: passwordChanged,
  };
}

const KIND_ORDER: Record<string, number> = {
  config: 0,
  internalusers: 1,
  roles: 2,
  rolesmapping: 3,
  actiongroups: 4,
  tenants: 5,
  nodesdn: 6,
  audit: 7,
  allowlist: 8,
};

export class ChangeTracker {
  private readonly tracked = new Map<string, Tracked>();

  /** Notes a resource's state before a write: only the first one in a transaction counts. */
  before(kind: HistoryResourceKind, name: string, value: unknown): void {
    const key = `${kind}\u0000${name}`;
    if (!this.tracked.has(key))
      this.tracked.set(key, { kind, name, before: value as Json | undefined, after: value as Json | undefined });
  }

  after(kind: HistoryResourceKind, name: string, value: unknown): void {
    const found = this.tracked.get(`${kind}\u0000${name}`);
    if (found) found.after = value as Json | undefined;
  }

  /**
   * What the transaction changed so far, hidden entries and secrets included: the write rule
   * judges each resource as it was before the transaction and as it will be after it.
   */
  pending(): Tracked[] {
    return [...this.tracked.values()].filter(({ before, after }) => !sameJson(before ?? null, after ?? null));
  }

  /**
   * Writes what changed since the last flush as one version and returns its number (undefined when
   * nothing did). Hidden entries are never recorded: the API does not admit they exist.
   */
  async flush(db: Kysely<HistoryTables>, context: ChangeContext, now: number): Promise<number | undefined> {
    const changes: HistoryChange[] = [];
    for (const { kind, name, before, after } of this.tracked.values()) {
      if (isHidden(before) || isHidden(after)) continue;
      const change = changeOf(kind, name, before, after);
      if (change) changes.push(change);
    }
    this.tracked.clear();
    if (!changes.length) return undefined;
    changes.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const summary = changes
      .slice(0, HISTORY_SUMMARY_RESOURCES)
      .map(({ kind, name, action }) => ({ kind, name, action }));
    const row = await db
      .insertInto('security_config_history')
      .values({
        timestamp: now,
        user: context.user,
        remote_address: context.remote_address,
        origin: context.origin,
        reverted_to: context.reverted_to,
        resource_count: changes.length,
        resources: JSON.stringify(summary),
        changes: JSON.stringify(changes),
      })
      .returning('version')
      .executeTakeFirstOrThrow();
    const version = Number(row.version);
    for (let start = 0; start < changes.length; start += RESOURCE_BATCH) {
      await db
        .insertInto('security_config_history_resources')
        .values(
          changes
            .slice(start, start + RESOURCE_BATCH)
            .map(({ kind, name, action }) => ({ version, kind, name, action }))
        )
        .execute();
    }
    return version;
  }
}

const defined = (context: Partial<ChangeContext>): Partial<ChangeContext> =>
  Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined));

/**
 * The context a version is recorded with: what the writer was given (the caller's actor, handed
 * down explicitly), else "system". Never ambient state: whoever writes says who asked.
 */
export function resolveContext(explicit: Partial<ChangeContext> = {}): ChangeContext {
  return { user: null, remote_address: null, origin: 'system', reverted_to: null, ...defined(explicit) };
}
