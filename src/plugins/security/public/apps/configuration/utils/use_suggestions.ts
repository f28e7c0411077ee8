/**
 * A picker's suggestions asked of the server as one types (issue 43: a store may hold 10,000 action
 * groups or 1,000 tenants; loading them all and filtering in the browser stalls every keystroke).
 * The request waits for a typing pause, the latest search wins, and `typed` is what is in the box
 * now, so the picker can narrow the last answer at once while the next one is on its way.
 */
import { useEffect, useState } from 'react';
import { useLoad } from '../../../../../../core/public';

/** The typing pause before a search goes to the server. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;

export interface Suggestions<T> {
  /** The latest answer (empty until the first arrives). */
  items: T;
  /** The text in the picker's box now. */
  typed: string;
  /** From a change of the text until its answer (or failure) arrives. */
  loading: boolean;
  onSearchChange(search: string): void;
}

/**
 * `fetch` answers the suggestions for a search (trimmed; '' for the first page), or undefined when
 * there is nothing to ask (the endpoint is not open to this user). A failure leaves the last
 * suggestions in place: typed values are accepted without them.
 */
export function useSuggestions<T>(
  fetch: (search: string) => Promise<T> | undefined,
  empty: T,
  deps: readonly unknown[]
): Suggestions<T> {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [items, setItems] = useState<T>(empty);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return undefined;
    const timer = setTimeout(() => setSearch(wanted), SUGGESTIONS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);

  useLoad(
    () => {
      const pending = fetch(search);
      setLoading(pending !== undefined);
      return pending;
    },
    [search, ...deps],
    {
      onLoad: setItems,
      onSettled: () => setLoading(false),
    }
  );

  return {
    items,
    typed,
    loading: loading || typed.trim() !== search,
    onSearchChange: setTyped,
  };
}
