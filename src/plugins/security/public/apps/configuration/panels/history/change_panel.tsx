import React from 'react';
import { EuiPanel, EuiSpacer } from '@elastic/eui';
import type { HistoryChange } from '../../../../../common/history';
import { ChangeDiff } from './change_diff';

/** A resource's change in its own panel below the one before: its heading, then the diff. */
export const ChangePanel: React.FC<{
  change: HistoryChange;
  /** The space above the panel. */
  spacerSize?: 'm';
  paddingSize?: 's';
  'data-test-subj': string;
  children: React.ReactNode;
}> = ({ change, spacerSize, paddingSize, children, ...rest }) => (
  <>
    <EuiSpacer size={spacerSize} />
    <EuiPanel hasBorder paddingSize={paddingSize} data-test-subj={rest['data-test-subj']}>
      {children}
      <EuiSpacer size="s" />
      <ChangeDiff change={change} />
    </EuiPanel>
  </>
);
