import type { SessionContext } from './types';

/** Sessions kept at most; past it the cache starts over (a stranger's cookies cannot grow it: only live sessions enter). */
const SESSION_CACHE_LIMIT = 10_000;

/** What a request reads with its session (see SessionStore.findForRequest). */
export interface CachedFacts {
  configVersion: number;
  userBody: string | null;
}

interface Entry {
  /** The store's change mark read before the session was read. */
  mark: number;
  session: SessionContext;
  facts: CachedFacts;
}

/**
 * Live sessions by session id, with what their requests read beside them, so a request needs no
 * store read while nothing changed. An entry is good only under the change mark it was read at
 * (another process committed: read again) and only until this process learns of a change (its
 * own session writes, a configuration change, a notice from another instance), which drops them all.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on every drop, so a read begun before a change cannot put its answer in after it. */
  private generation = 0;

  /** The generation to give `put` for a read starting now. */
  begin(): number {
    return this.generation;
  }

  get(sessionId: string, mark: number): Entry | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.mark === mark) return entry;
    this.entries.delete(sessionId);
    return undefined;
  }

  put(sessionId: string, generation: number, entry: Entry): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= SESSION_CACHE_LIMIT) this.entries.clear();
    this.entries.set(sessionId, entry);
  }

  /** The session's activity was written: its entry shows the new last_seen. */
  touched(sessionId: string, session: SessionContext): void {
    const entry = this.entries.get(sessionId);
    if (entry && entry.session.id === session.id) entry.session = session;
  }

  dropAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
