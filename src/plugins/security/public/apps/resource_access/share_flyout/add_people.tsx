/**
 * "Add people": who (a user, role or backend role, picked with typeahead over the principals the
 * server knows, or typed: directory users and roles of a cluster need not be known here) and at
 * which level. Enter in the name box picks the typed name; Add puts it in the list.
 */
import React, { useState } from 'react';
import { EuiButton, EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiSelect, EuiSpacer, EuiTitle } from '@elastic/eui';
import { SHARE_LEVELS, i18n, type ShareLevel } from '../../../../../../core/public';
import type { PrincipalKind, ResourceSharingApi } from '../../../apis/resource_sharing_api';
import { PrincipalPickerRow } from '../principal_picker';
import { PRINCIPAL_KINDS, type Recipient } from './share_model';
import { KIND_LABELS, LEVEL_LABELS } from './share_texts';
import messages from './messages.json';

export const levelOptions = () => SHARE_LEVELS.map((level) => ({ value: level, text: LEVEL_LABELS[level] }));

export interface AddPeopleProps {
  api: Pick<ResourceSharingApi, 'principals'>;
  onAdd(recipient: Recipient): void;
}

export const AddPeople: React.FC<AddPeopleProps> = ({ api, onAdd }) => {
  const [kind, setKind] = useState<PrincipalKind>('user');
  const [name, setName] = useState<string>();
  const [level, setLevel] = useState<ShareLevel>('read_only');
  const add = () => {
    if (!name) return;
    onAdd({ kind, name, level });
    setName(undefined);
  };
  return (
    <section aria-labelledby="shareAddPeopleTitle" data-test-subj="shareAddPeople">
      <EuiTitle size="xs">
        <h3 id="shareAddPeopleTitle">{i18n.translate(messages.addPeopleTitle)}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiFlexGroup gutterSize="s" alignItems="flexEnd" wrap responsive={false}>
        <EuiFlexItem grow={false} style={{ minWidth: 140 }}>
          <EuiFormRow label={i18n.translate(messages.addPeopleKindLabel)} display="rowCompressed">
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
          <PrincipalPickerRow
            api={api}
            kind={kind}
            value={name}
            onChange={setName}
            label={i18n.translate(messages.addPeopleNameLabel)}
            placeholder={i18n.translate(messages.addPeopleNamePlaceholder, { kind })}
            // EUI puts the typed text in place of its own {searchValue}: the message passes it on.
            createText={i18n.translate(messages.addPeopleCreateOption, { searchValue: '{searchValue}' })}
            compressed
            data-test-subj="shareAddName"
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false} style={{ minWidth: 150 }}>
          <EuiFormRow label={i18n.translate(messages.addPeopleAccessLabel)} display="rowCompressed">
            <EuiSelect
              compressed
              options={levelOptions()}
              value={level}
              onChange={(event) => setLevel(event.target.value as ShareLevel)}
              data-test-subj="shareAddLevel"
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton size="s" iconType="plusCircle" onClick={add} isDisabled={!name} data-test-subj="shareAddButton">
            {i18n.translate(messages.addPeopleAddButton)}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
    </section>
  );
};
