import { BehaviorSubject, type Observable } from 'rxjs';

export interface PersistedLogOptions<T> {
  maxLength: number;
  /** Two entries with the same key are the same entry; the newer one replaces the older. */
  keyOf: (item: T) => string;
  /** Guards against hand-edited or outdated storage contents. */
  isValid: (item: unknown) => item is T;
}

/** A newest-first list kept in localStorage under one key. */
export class PersistedLog<T> {
  private readonly items$: BehaviorSubject<T[]>;

  constructor(
    private readonly storageKey: string,
    private readonly options: PersistedLogOptions<T>,
    private readonly storage: Storage = window.localStorage
  ) {
    this.items$ = new BehaviorSubject(this.load());
  }

  add(item: T) {
    const key = this.options.keyOf(item);
    const next = [item, ...this.items$.value.filter((existing) => this.options.keyOf(existing) !== key)].slice(
      0,
      this.options.maxLength
    );
    this.items$.next(next);
    try {
      this.storage.setItem(this.storageKey, JSON.stringify(next));
    } catch {
      // A full or disabled storage must not break navigation; the list still works in memory.
    }
  }

  get(): T[] {
    return this.items$.value;
  }

  get$(): Observable<T[]> {
    return this.items$.asObservable();
  }

  stop() {
    this.items$.complete();
  }

  private load(): T[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.storageKey) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      return parsed.filter(this.options.isValid).slice(0, this.options.maxLength);
    } catch {
      // SPEC 8: a malformed stored history falls back to an empty list.
      return [];
    }
  }
}
