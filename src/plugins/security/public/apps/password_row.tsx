/** One password field in its form row, as the user form and the reset-password dialog draw it. */
import React from 'react';
import { EuiFieldPassword, EuiFormRow } from '@elastic/eui';

export const PasswordRow: React.FC<{
  label: string;
  helpText?: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  /** Flags the field (the form row also marks it aria-invalid); `error` says why under it. */
  isInvalid?: boolean;
  error?: string;
  /** Offers the show/hide toggle. */
  dual?: boolean;
  id?: string;
  'data-test-subj': string;
}> = ({ label, helpText, value, onChange, autoComplete, isInvalid, error, dual, id, ...rest }) => (
  <EuiFormRow id={id} label={label} helpText={helpText} isInvalid={isInvalid} error={error}>
    <EuiFieldPassword
      type={dual ? 'dual' : undefined}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      isInvalid={isInvalid}
      data-test-subj={rest['data-test-subj']}
    />
  </EuiFormRow>
);
