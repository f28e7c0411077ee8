/**
 * A principal's name, picked with typeahead over the names the server knows or typed: directory
 * users and a cluster's roles need not be known here. A typed name over the server's limit is
 * refused with the reason. Used by "Add people" and "Assign owner".
 */
import React, { useState } from 'react';
import { EuiComboBox, EuiFormRow } from '@elastic/eui';
import type { PrincipalKind, ResourceSharingApi } from '../../apis/resource_sharing_api';
import { PRINCIPAL_MAX_LENGTH } from '../../../common/schemas/resource_sharing';
import { fieldLength, overLimitMessage } from '../limited_text_field';
import { useSuggestions } from '../configuration/utils/use_suggestions';
import { matchingNames } from './share_flyout/share_model';

const NO_NAMES: string[] = [];

export interface PrincipalPickerRowProps {
  api: Pick<ResourceSharingApi, 'principals'>;
  kind: PrincipalKind;
  value?: string;
  onChange(name: string | undefined): void;
  label: string;
  helpText?: string;
  placeholder: string;
  /** The option that takes the typed text as it is, with `{searchValue}` in it. */
  createText: string;
  compressed?: boolean;
  'data-test-subj': string;
}

export const PrincipalPickerRow: React.FC<PrincipalPickerRowProps> = (props) => {
  const { api, kind, value, onChange, compressed } = props;
  const [refused, setRefused] = useState<string>();
  // A failed search leaves the names typed accepted: the server checks nothing here.
  const suggestions = useSuggestions(
    (search) => api.principals(kind, search).then((answer) => answer.matches),
    NO_NAMES,
    [kind]
  );
  const pick = (text: string) => {
    const typed = text.trim();
    if (fieldLength(typed) > PRINCIPAL_MAX_LENGTH) return setRefused(overLimitMessage(PRINCIPAL_MAX_LENGTH));
    setRefused(undefined);
    onChange(typed || undefined);
  };
  return (
    <EuiFormRow
      label={props.label}
      helpText={props.helpText}
      {...(compressed ? { display: 'rowCompressed' as const } : {})}
      isInvalid={!!refused}
      error={refused}
    >
      <EuiComboBox<string>
        compressed={compressed}
        singleSelection={{ asPlainText: true }}
        placeholder={props.placeholder}
        options={matchingNames(suggestions.items, suggestions.typed).map((label) => ({ label }))}
        selectedOptions={value ? [{ label: value }] : []}
        onChange={(selected) => onChange(selected[0]?.label)}
        onCreateOption={pick}
        isInvalid={!!refused}
        async
        isLoading={suggestions.loading}
        onSearchChange={suggestions.onSearchChange}
        customOptionText={props.createText}
        data-test-subj={props['data-test-subj']}
      />
    </EuiFormRow>
  );
};
