/**
 * The state of one page of a server-paged list (history, audit events, sessions): the rows, the
 * total, whether a load is under way and its error text. Only the answer to the latest request is
 * shown (useLoad): an earlier, slower one must not win.
 */
import { useState, type DependencyList } from 'react';
import { useLoad } from '../../../../core/public';

export interface ServerPage<Item> {
  items: Item[];
  total: number;
}

export interface ServerPageOptions<Item> {
  /** The text shown for a failed load (the table is emptied). */
  errorText(error: unknown): string;
  /** Sees each page before it is shown; false drops it (e.g. another page is asked instead). */
  onPage?(page: ServerPage<Item>): boolean | void;
}

export function useServerPage<Item>(
  /** Asks for the page; undefined asks nothing (and drops an answer still on its way). */
  load: () => Promise<ServerPage<Item>> | undefined,
  deps: DependencyList,
  { errorText, onPage }: ServerPageOptions<Item>
): ServerPage<Item> & { loading: boolean; error?: string } {
  const [page, setPage] = useState<ServerPage<Item>>({ items: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  useLoad(
    () => {
      const promise = load();
      setLoading(!!promise);
      return promise;
    },
    deps,
    {
      onLoad: (next) => {
        if (onPage?.(next) === false) return;
        setPage(next);
        setError(undefined);
      },
      onError: (failure) => {
        setPage({ items: [], total: 0 });
        setError(errorText(failure));
      },
      onSettled: () => setLoading(false),
    }
  );
  return { ...page, loading, error };
}

/** Goes back to the first page when `value` changes: the page shown may not exist for the new one. */
export function useFirstPageOn<T>(value: T, setPageIndex: (index: number) => void): void {
  const [last, setLast] = useState(value);
  if (last !== value) {
    setLast(value);
    setPageIndex(0);
  }
}
