import React, { Suspense, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { useObservable } from '../../utils/use_observable';

/**
 * Renders its (lazy) children only while the slot holds an overlay: the flyout and modal hosts,
 * and EUI's flyout and modal with them, are fetched when the first one opens, not with the shell.
 */
export const WhenActive: React.FC<{ active$: Observable<unknown>; children: ReactNode }> = ({ active$, children }) => {
  const active = useObservable(active$, null);
  return active ? <Suspense fallback={null}>{children}</Suspense> : null;
};
