import React, { Suspense, lazy } from 'react';
import type { Observable } from 'rxjs';
import { useObservable } from '../../../utils/use_observable';
import type { ChromeBadge } from '../../types';

// Only read-only apps set a badge: its code loads when the first one does.
const HeaderBadgeView = lazy(() =>
  import(/* webpackChunkName: "header_badge" */ './header_badge_view').then((m) => ({ default: m.HeaderBadgeView }))
);

interface Props {
  badge$: Observable<ChromeBadge | undefined>;
}

export const HeaderBadge: React.FC<Props> = ({ badge$ }) => {
  const badge = useObservable(badge$, undefined);
  if (!badge) return null;
  return (
    <Suspense fallback={null}>
      <HeaderBadgeView badge={badge} />
    </Suspense>
  );
};
