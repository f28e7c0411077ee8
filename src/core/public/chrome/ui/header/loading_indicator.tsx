import React, { useMemo } from 'react';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { EuiProgress } from '@elastic/eui';
import { useObservable } from '../../../utils/use_observable';
import { i18n } from '../../../i18n';
import messages from './messages.json';

interface Props {
  loadingCount$: Observable<number>;
  'data-test-subj': string;
}

/**
 * A thin bar across the top of the page while any request counted by http is in flight. It
 * redraws only when it shows or hides, not with each request that starts or ends meanwhile: each
 * draw of EuiProgress works out its styles for every colour it offers (some 10–25 ms).
 */
export const LoadingIndicator: React.FC<Props> = React.memo(function LoadingIndicator({
  loadingCount$,
  'data-test-subj': testSubj,
}) {
  const busy$ = useMemo(
    () =>
      loadingCount$.pipe(
        map((count) => count > 0),
        distinctUntilChanged()
      ),
    [loadingCount$]
  );
  const busy = useObservable(busy$, false);
  if (!busy) return null;
  // An indeterminate EuiProgress is a plain div: without a role its aria-label is prohibited (axe).
  return (
    <EuiProgress
      size="xs"
      color="accent"
      position="fixed"
      role="progressbar"
      aria-label={i18n.translate(messages.loadingIndicatorAriaLabel)}
      data-test-subj={testSubj}
    />
  );
});
