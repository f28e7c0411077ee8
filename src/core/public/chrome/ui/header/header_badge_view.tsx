import React from 'react';
import { EuiBetaBadge } from '@elastic/eui';
import type { ChromeBadge } from '../../types';

/** The badge itself (EUI's beta badge, its tooltip and colors): a chunk of its own, see HeaderBadge. */
export const HeaderBadgeView: React.FC<{ badge: ChromeBadge }> = ({ badge }) => (
  <EuiBetaBadge
    label={badge.text}
    tooltipContent={badge.tooltip}
    iconType={badge.iconType}
    // An icon-only badge shows no text, so screen readers need its text as a label.
    aria-label={badge.text}
    data-test-subj="headerBadge"
  />
);
