/**
 * The whole configuration as it was right after a version (upstream's configuration versions,
 * security 3.3). Not stored twice: history keeps each version's changes with the state before and
 * after, so the configuration now, walked back version by version through each change's `before`,
 * is the configuration at any retained version. Like history, a snapshot holds no hash, no
 * password and no document credential, and no hidden entry (none hidden now either).
 */
import type { EntryKind } from '../../../common/types';
import type { HistoryResourceKind } from '../../../common/history';
import type { HistorySnapshot } from '../types';
import { ENTRY_KINDS } from './config_validation';
import { hiddenKey } from './history_hidden';
import { versionNotFound } from './history_revert';
import { withoutSecrets } from './history_tracker';
import type { DocumentKind, SecurityRepository } from './repository';

type Json = Record<string, unknown>;

const DOCUMENT_KINDS: readonly DocumentKind[] = ['config', 'audit', 'allowlist'];
const isDocument = (kind: HistoryResourceKind): kind is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(kind);

interface State {
  entries: Record<EntryKind, Map<string, Json>>;
  documents: Record<DocumentKind, Json | null>;
}

async function currentState(repository: SecurityRepository): Promise<State> {
  const entries = {} as State['entries'];
  for (const kind of ENTRY_KINDS) {
    const visible = new Map<string, Json>();
    for (const [name, entry] of await repository.all(kind)) {
      const value = entry as unknown as Json;
      if (value.hidden !== true) visible.set(name, withoutSecrets(kind, value, undefined) as Json);
    }
    entries[kind] = visible;
  }
  const documents = {} as State['documents'];
  for (const kind of DOCUMENT_KINDS) {
    const value = await repository.getDocument<Json>(kind);
    documents[kind] = value === undefined ? null : (withoutSecrets(kind, value, undefined) as Json);
  }
  return { entries, documents };
}

const byName = (entries: Map<string, Json>) =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

function freeze(state: State): Pick<HistorySnapshot, 'entries' | 'documents'> {
  const entries = {} as HistorySnapshot['entries'];
  for (const kind of ENTRY_KINDS) entries[kind] = structuredClone(byName(state.entries[kind]));
  return { entries, documents: structuredClone(state.documents) };
}

/**
 * The snapshots after each version in `wanted` (all at least `oldest`), newest first. 404 (upstream's
 * "Version v9 not found") when `oldest` is not a retained version.
 */
export async function snapshotsSince(
  repository: SecurityRepository,
  oldest: number,
  wanted: ReadonlySet<number>
): Promise<HistorySnapshot[]> {
  const versions = await repository.history().versionsFrom(oldest);
  if (versions.at(-1)?.summary.version !== oldest) throw versionNotFound(oldest);
  const state = await currentState(repository);
  // An entry hidden now was never in any snapshot, as far as the API admits (history_hidden.ts).
  const hidden = await repository.hiddenKeys();
  const snapshots: HistorySnapshot[] = [];
  for (const { summary, changes } of versions) {
    if (wanted.has(summary.version)) {
      snapshots.push({ version: summary.version, timestamp: summary.timestamp, user: summary.user, ...freeze(state) });
    }
    // Undo the version: what each resource it touched was before it.
    for (const { kind, name, before } of changes) {
      if (hidden.has(hiddenKey(kind, name))) continue;
      if (isDocument(kind)) state.documents[kind] = before;
      else if (before === null) state.entries[kind].delete(name);
      else state.entries[kind].set(name, before);
    }
  }
  return snapshots;
}
