import React, { useState } from 'react';
import { EuiComboBox, EuiFormRow } from '@elastic/eui';
import { fieldLength, limitNote, overLimitMessage, withCounter } from '../../../../limited_text_field';
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
  /** The most characters one typed value may hold (names); patterns and permissions have none. */
  limit?: number;
  /** Called with why a typed value was not added (over `limit`), or undefined once one is. */
  onRefused?(message: string | undefined): void;
  'data-test-subj'?: string;
}

/**
 * A multi-value picker of strings that also takes values typed in (press Enter): permissions,
 * patterns and names outside the offered lists are legitimate (custom actions, wildcards,
 * external users).
 */
export const StringComboBox: React.FC<Props> = ({ values, onChange, options = [], limit, onRefused, ...rest }) => {
  const add = (value: string) => {
    const trimmed = value.trim();
    // Refused whole, never cut: the typed text stays in the box to be shortened.
    if (limit !== undefined && fieldLength(trimmed) > limit) {
      onRefused?.(overLimitMessage(limit));
      return false;
    }
    onRefused?.(undefined);
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
  Pick<Props, 'values' | 'onChange' | 'options' | 'isLoading' | 'onSearchChange' | 'limit'> & {
    text: StringComboBoxRowText;
    error?: string;
  }
> = ({ text, error, ...picker }) => {
  const [refused, setRefused] = useState<string>();
  const shown = refused ?? error;
  // A limited picker says its limit under its help, as the text fields say theirs.
  const helpText =
    picker.limit === undefined ? text.helpText : withCounter(text.helpText, limitNote(picker.limit), text.testSubj);
  return (
    <EuiFormRow label={text.label} helpText={helpText} fullWidth isInvalid={!!shown} error={shown}>
      <StringComboBox
        {...picker}
        onRefused={setRefused}
        aria-label={text.ariaLabel ?? text.label}
        placeholder={text.placeholder}
        isInvalid={!!shown}
        data-test-subj={text.testSubj}
      />
    </EuiFormRow>
  );
};
