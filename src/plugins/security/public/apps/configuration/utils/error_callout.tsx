import React from 'react';
import { EuiCallOut, EuiSpacer } from '@elastic/eui';

/**
 * What went wrong with the action a dialog or flyout offers, under its content: nothing without
 * an error. Announced (role alert), since it appears after the click that caused it.
 */
export const ErrorCallout: React.FC<{ error?: string; size?: 's' | 'm'; 'data-test-subj': string }> = ({
  error,
  size,
  'data-test-subj': testSubj,
}) =>
  error ? (
    <>
      <EuiSpacer size="m" />
      <EuiCallOut
        color="danger"
        iconType="error"
        {...(size ? { size } : {})}
        title={error}
        role="alert"
        data-test-subj={testSubj}
      />
    </>
  ) : null;
