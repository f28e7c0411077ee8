import React from 'react';
import { EuiComboBox, EuiFormRow } from '@elastic/eui';
import type { ComboOptions } from './permission_options';

interface Props {
  /** Names the input for assistive technology when there is no visible label tying to it. */
  'aria-label': string;
  values: string[];
  onChange(values: string[]): void;
  options?: ComboOptions;
  placeholder?: string;
  isInvalid?: boolean;
  isLoading?: boolean;
  onSearchChange?(search: string): void;
  'data-test-subj'?: string;
}

/**
 * A multi-value picker of strings that also takes values typed in (press Enter): permissions,
 * patterns and names outside the offered lists are legitimate (custom actions, wildcards,
 * external users).
 */
export const StringComboBox: React.FC<Props> = ({ values, onChange, options = [], ...rest }) => {
  const add = (value: string) => {
    const trimmed = value.trim();
    if (trimmed && !values.includes(trimmed)) onChange([...values, trimmed]);
  };
  return (
    <EuiComboBox<string>
      fullWidth
      aria-label={rest['aria-label']}
      placeholder={rest.placeholder}
      options={options}
      selectedOptions={values.map((value) => ({ label: value }))}
      onChange={(selected) => onChange(selected.map((option) => option.label))}
      onCreateOption={add}
      noSuggestions={options.length === 0}
      isInvalid={rest.isInvalid}
      isLoading={rest.isLoading}
      async={rest.onSearchChange !== undefined}
      onSearchChange={rest.onSearchChange}
      data-test-subj={rest['data-test-subj']}
    />
  );
};

/** What a labelled picker row says: its label, help, placeholder and test id. */
export interface StringComboBoxRowText {
  label: string;
  helpText: string;
  placeholder: string;
  /** The input's accessible name when it differs from the label. */
  ariaLabel?: string;
  testSubj: string;
}

/** A full-width form row holding a StringComboBox; an error marks both the row and the picker. */
export const StringComboBoxRow: React.FC<
  Pick<Props, 'values' | 'onChange' | 'options' | 'isLoading' | 'onSearchChange'> & {
    text: StringComboBoxRowText;
    error?: string;
  }
> = ({ text, error, ...picker }) => (
  <EuiFormRow label={text.label} helpText={text.helpText} fullWidth isInvalid={!!error} error={error}>
    <StringComboBox
      {...picker}
      aria-label={text.ariaLabel ?? text.label}
      placeholder={text.placeholder}
      isInvalid={!!error}
      data-test-subj={text.testSubj}
    />
  </EuiFormRow>
);
