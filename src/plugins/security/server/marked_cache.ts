/** Entries kept at most; past it the cache starts over (callers put only what the store holds). */
const MARKED_CACHE_LIMIT = 10_000;

interface Entry<Value> {
  /** The store's change mark read before the value was read. */
  mark: number;
  value: Value;
}

/**
 * What a request read from the store, by key, so a later request whose data nothing changed reads
 * nothing (sessions, API tokens). An entry is good only under the store's change mark it was read
 * at (another process committed: read again) and only until this process learns of a change, which
 * drops that entry or all of them.
 */
export class MarkedCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  /** Moves on every drop, so a read begun before a change cannot put its answer in after it. */
  private generation = 0;

  /** The generation to give `put` for a read starting now. */
  begin(): number {
    return this.generation;
  }

  get(key: string, mark: number): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.mark === mark) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The entry whatever its mark, for a caller that updates what this process itself wrote. */
  peek(key: string): Value | undefined {
    return this.entries.get(key)?.value;
  }

  put(key: string, generation: number, mark: number, value: Value): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= MARKED_CACHE_LIMIT) this.entries.clear();
    this.entries.set(key, { mark, value });
  }

  drop(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  /** Drops the entries whose value `matches` (one user's, for a flush of that user's cache). */
  dropWhere(matches: (value: Value) => boolean): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  dropAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
