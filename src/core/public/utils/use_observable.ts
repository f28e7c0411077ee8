import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/**
 * The one way React components read service state. Subscribes on mount, unsubscribes on
 * unmount, and re-subscribes when the observable instance changes.
 */
export function useObservable<T>(observable$: Observable<T>, initialValue: T): T {
  const [value, setValue] = useState<T>(initialValue);
  useEffect(() => {
    const subscription = observable$.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [observable$]);
  return value;
}

/**
 * useObservable for an observable that hands its current value to each new subscriber at once (a
 * BehaviorSubject, or one piped through operators that keep that): the first render already has
 * that value, so a page never draws its empty state for a frame before its data (home drew "No
 * applications yet" first, and fetched the empty prompt's code for it). Only for such observables:
 * the value is read with a subscription made and ended during the first render.
 */
export function useCurrentObservable<T>(observable$: Observable<T>, fallback: T): T {
  const [current] = useState(() => {
    let value = fallback;
    observable$.subscribe((next) => (value = next)).unsubscribe();
    return value;
  });
  return useObservable(observable$, current);
}
