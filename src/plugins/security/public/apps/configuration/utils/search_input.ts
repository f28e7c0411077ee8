/**
 * A list's search box that filters as the user types. A server-paged list asks the server only
 * once typing pauses (one request per pause, not one per key); Enter or the clear button search
 * at once.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInput {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onSearch(value: string): void;
}

/** Props for an EuiFieldSearch; `setSearch` receives the trimmed text. */
export function useSearchInput(setSearch: (search: string) => void, delayMs = SEARCH_DEBOUNCE_MS): SearchInput {
  const [value, setValue] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(setSearch);
  latest.current = setSearch;
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.target.value;
      setValue(next);
      clearTimeout(timer.current);
      // Emptied (or cleared): every row again without waiting.
      if (next.trim() === '') latest.current('');
      else timer.current = setTimeout(() => latest.current(next.trim()), delayMs);
    },
    [delayMs]
  );
  const onSearch = useCallback((next: string) => {
    clearTimeout(timer.current);
    setValue(next);
    latest.current(next.trim());
  }, []);
  return { value, onChange, onSearch };
}
