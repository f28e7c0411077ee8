import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** What to do with a load's outcome; called only while the load is still the current one. */
export interface LoadHandlers<T> {
  onLoad?: (value: T) => void;
  onError?: (error: unknown) => void;
  /** After onLoad or onError (e.g. to clear a spinner). */
  onSettled?: () => void;
}

/**
 * The one way a component loads something: runs `load` on mount and whenever `deps` change, and
 * drops the outcome (aborting the signal it handed out) once the component unmounts or a newer
 * load starts, so a slow answer never overwrites a newer one or touches an unmounted component.
 * The handlers are read when the outcome arrives, so they may close over fresh state.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T> | undefined,
  deps: DependencyList,
  handlers: LoadHandlers<T> = {}
): void {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    let current = true;
    const promise = loadRef.current(controller.signal);
    if (promise) {
      promise.then(
        (value) => {
          if (!current) return;
          handlersRef.current.onLoad?.(value);
          handlersRef.current.onSettled?.();
        },
        (error: unknown) => {
          if (!current) return;
          handlersRef.current.onError?.(error);
          handlersRef.current.onSettled?.();
        }
      );
    }
    return () => {
      current = false;
      controller.abort();
    };
    // The caller's deps decide when to load again (like useEffect's).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

export type AsyncState<T> =
  | { status: 'loading'; value?: undefined; error?: undefined }
  | { status: 'loaded'; value: T; error?: undefined }
  | { status: 'failed'; value?: undefined; error: unknown };

export type AsyncResult<T> = AsyncState<T> & {
  /** Loads again with the same deps. */
  reload: () => void;
};

/**
 * State form of useLoad: `{ status, value, error }` for the latest load of `load` (re-run when
 * `deps` change or on `reload()`); earlier or unmounted loads are dropped. `onError` runs once per
 * failure (e.g. a toast).
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  onError?: (error: unknown) => void
): AsyncResult<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useLoad(
    (signal) => {
      setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
      return load(signal);
    },
    [...deps, generation],
    {
      onLoad: (value) => setState({ status: 'loaded', value }),
      onError: (error) => {
        setState({ status: 'failed', error });
        onError?.(error);
      },
    }
  );
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}
