import React from 'react';
import type { Observable } from 'rxjs';
import { EuiProgress } from '@elastic/eui';
import { useObservable } from '../../../utils/use_observable';

interface Props {
  loadingCount$: Observable<number>;
  'data-test-subj': string;
}

/** A thin bar across the top of the page while any request counted by http is in flight. */
export const LoadingIndicator: React.FC<Props> = ({ loadingCount$, 'data-test-subj': testSubj }) => {
  const loadingCount = useObservable(loadingCount$, 0);
  if (loadingCount <= 0) return null;
  // An indeterminate EuiProgress is a plain div: without a role its aria-label is prohibited (axe).
  return (
    <EuiProgress
      size="xs"
      color="accent"
      position="fixed"
      role="progressbar"
      aria-label="Loading content"
      data-test-subj={testSubj}
    />
  );
};
