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
