import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchErrorStatus } from '../../../../core/public';

export interface FeatureList<T> {
  items: T[];
  loading: boolean;
  /** The server answered 404: the feature is turned off there (its routes are not registered). */
  off: boolean;
  /** Why the last load failed (cleared by the next one that succeeds); unset with `onFailed`. */
  loadError: unknown;
  load(): Promise<void>;
}

/**
 * The list of an optional feature (API tokens, security keys), loaded at once and again on
 * `load()`. A 404 is not a failure: it is how the server says the feature is turned off. A page
 * that shows a failed load with its other failures passes `onFailed` (told instead of `loadError`).
 */
export function useFeatureList<T>(list: () => Promise<T[]>, onFailed?: (error: unknown) => void): FeatureList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [off, setOff] = useState(false);
  const [loadError, setLoadError] = useState<unknown>();
  // The latest callback, without reloading when a page passes a new one each render.
  const failed = useRef(onFailed);
  failed.current = onFailed;
  const load = useCallback(async () => {
    setLoading(true);
    try {
      setItems(await list());
      if (!failed.current) setLoadError(undefined);
    } catch (e) {
      if (fetchErrorStatus(e) === 404) setOff(true);
      else if (failed.current) failed.current(e);
      else setLoadError(e);
    } finally {
      setLoading(false);
    }
  }, [list]);
  useEffect(() => void load(), [load]);
  return { items, loading, off, loadError, load };
}
