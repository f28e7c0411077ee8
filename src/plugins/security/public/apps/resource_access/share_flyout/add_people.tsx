/**
 * "Add people": who (a user, role or backend role, picked with typeahead over the principals the
 * server knows, or typed: directory users and roles of a cluster need not be known here) and at
 * which level. Enter in the name box picks the typed name; Add puts it in the list.
 */
import React, { useState } from 'react';
import {
  EuiButton,
  EuiComboBox,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiSelect,
  EuiSpacer,
  EuiTitle,
  type EuiComboBoxOptionOption,
} from '@elastic/eui';
import { SHARE_LEVELS, type ShareLevel } from '../../../../../../core/public';
import type { PrincipalKind, ResourceSharingApi } from '../../../apis/resource_sharing_api';
import { PRINCIPAL_MAX_LENGTH } from '../../../../common/schemas/resource_sharing';
import { fieldLength, overLimitMessage } from '../../limited_text_field';
import { useSuggestions } from '../../configuration/utils/use_suggestions';
import { PRINCIPAL_KINDS, matchingNames, type Recipient } from './share_model';
import { KIND_LABELS, LEVEL_LABELS } from './share_texts';

const NO_NAMES: string[] = [];

export const levelOptions = SHARE_LEVELS.map((level) => ({ value: level, text: LEVEL_LABELS[level] }));

export interface AddPeopleProps {
  api: Pick<ResourceSharingApi, 'principals'>;
  onAdd(recipient: Recipient): void;
}

export const AddPeople: React.FC<AddPeopleProps> = ({ api, onAdd }) => {
  const [kind, setKind] = useState<PrincipalKind>('user');
  const [name, setName] = useState<string>();
  const [level, setLevel] = useState<ShareLevel>('read_only');
  // A failed search leaves the names typed accepted: the server checks nothing here.
  const suggestions = useSuggestions(
    (search) => api.principals(kind, search).then((answer) => answer.matches),
    NO_NAMES,
    [kind]
  );
  const options: Array<EuiComboBoxOptionOption<string>> = matchingNames(suggestions.items, suggestions.typed).map(
    (label) => ({ label })
  );
  const [refused, setRefused] = useState<string>();
  const pick = (value: string) => {
    const typed = value.trim();
    // The server takes names up to its limit: a longer one is refused here, with the reason.
    if (fieldLength(typed) > PRINCIPAL_MAX_LENGTH) return setRefused(overLimitMessage(PRINCIPAL_MAX_LENGTH));
    setRefused(undefined);
    setName(typed || undefined);
  };
  const add = () => {
    if (!name) return;
    onAdd({ kind, name, level });
    setName(undefined);
  };
  return (
    <section aria-labelledby="shareAddPeopleTitle" data-test-subj="shareAddPeople">
      <EuiTitle size="xs">
        <h3 id="shareAddPeopleTitle">Add people</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiFlexGroup gutterSize="s" alignItems="flexEnd" wrap responsive={false}>
        <EuiFlexItem grow={false} style={{ minWidth: 140 }}>
          <EuiFormRow label="Kind" display="rowCompressed">
            <EuiSelect
              compressed
              options={PRINCIPAL_KINDS.map((value) => ({ value, text: KIND_LABELS[value] }))}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as PrincipalKind);
                setName(undefined);
              }}
              data-test-subj="shareAddKind"
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 200 }}>
          <EuiFormRow label="Name" display="rowCompressed" isInvalid={!!refused} error={refused}>
            <EuiComboBox<string>
              compressed
              singleSelection={{ asPlainText: true }}
              placeholder={`Search or type a ${KIND_LABELS[kind].toLowerCase()}`}
              options={options}
              selectedOptions={name ? [{ label: name }] : []}
              onChange={(selected) => setName(selected[0]?.label)}
              onCreateOption={pick}
              isInvalid={!!refused}
              async
              isLoading={suggestions.loading}
              onSearchChange={suggestions.onSearchChange}
              customOptionText="Add {searchValue}"
              data-test-subj="shareAddName"
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false} style={{ minWidth: 150 }}>
          <EuiFormRow label="Access" display="rowCompressed">
            <EuiSelect
              compressed
              options={levelOptions}
              value={level}
              onChange={(event) => setLevel(event.target.value as ShareLevel)}
              data-test-subj="shareAddLevel"
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton size="s" iconType="plusCircle" onClick={add} isDisabled={!name} data-test-subj="shareAddButton">
            Add
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
    </section>
  );
};
