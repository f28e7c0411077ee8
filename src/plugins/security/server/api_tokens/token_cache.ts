/** Tokens kept at most; past it the cache starts over (only ids of stored tokens enter it). */
const TOKEN_CACHE_LIMIT = 10_000;

interface Entry<Row> {
  /** The store's change mark read before the row was read. */
  mark: number;
  row: Row;
}

/**
 * Token rows by token id, as a request last read them, so a request whose token nothing changed
 * reads nothing from the store (the session cache's rule, session_cache.ts). An entry is good only
 * under the change mark it was read at (another process committed: read again) and only until
 * this process learns of a change: a revocation's notice drops that token, a configuration change
 * (its version, an owner's entry) drops them all.
 */
export class TokenRowCache<Row> {
  private readonly entries = new Map<string, Entry<Row>>();
  /** Moves on every drop, so a read begun before a change cannot put its answer in after it. */
  private generation = 0;

  /** The generation to give `put` for a read starting now. */
  begin(): number {
    return this.generation;
  }

  get(id: string, mark: number): Row | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.mark === mark) return entry.row;
    this.entries.delete(id);
    return undefined;
  }

  put(id: string, generation: number, mark: number, row: Row): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= TOKEN_CACHE_LIMIT) this.entries.clear();
    this.entries.set(id, { mark, row });
  }

  drop(id: string): void {
    this.generation++;
    this.entries.delete(id);
  }

  dropAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
