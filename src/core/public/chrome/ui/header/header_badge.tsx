import React from 'react';
import type { Observable } from 'rxjs';
import { EuiBetaBadge } from '@elastic/eui';
import { useObservable } from '../../../utils/use_observable';
import type { ChromeBadge } from '../../types';

interface Props {
  badge$: Observable<ChromeBadge | undefined>;
}

export const HeaderBadge: React.FC<Props> = ({ badge$ }) => {
  const badge = useObservable(badge$, undefined);
  if (!badge) return null;
  return (
    <EuiBetaBadge
      label={badge.text}
      tooltipContent={badge.tooltip}
      iconType={badge.iconType}
      // An icon-only badge shows no text, so screen readers need its text as a label.
      aria-label={badge.text}
      data-test-subj="headerBadge"
    />
  );
};
