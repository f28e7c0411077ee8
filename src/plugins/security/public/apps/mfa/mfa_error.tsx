import React from 'react';
import { EuiCallOut } from '@elastic/eui';

/**
 * The red line a refused code or key leaves in the two-step flyout and the step-up prompt: an
 * alert, so a screen reader says it as soon as it shows.
 */
export const MfaError: React.FC<{ error: string; 'data-test-subj': string }> = ({
  error,
  'data-test-subj': testSubj,
}) => <EuiCallOut color="danger" iconType="error" title={error} size="s" role="alert" data-test-subj={testSubj} />;
