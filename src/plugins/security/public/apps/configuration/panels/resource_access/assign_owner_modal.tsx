/**
 * "Assign owner" for an object without one: a user picker (typeahead over the internal users; a
 * directory user may be typed), then the object is owned, and from then on only its owner,
 * recipients and administrators see it.
 */
import React, { useState } from 'react';
import { EuiCallOut, EuiComboBox, EuiFormRow, EuiSpacer, EuiText } from '@elastic/eui';
import { ModalFrame, fetchErrorMessage } from '../../../../../../../core/public';
import type { ResourceSharingApi, UnownedResource } from '../../../../apis/resource_sharing_api';
import { matchingNames } from '../../../resource_access/share_flyout/share_model';
import { useSuggestions } from '../../utils/use_suggestions';
import { PRINCIPAL_MAX_LENGTH } from '../../../../../common/schemas/resource_sharing';
import { fieldLength, overLimitMessage } from '../../../limited_text_field';

const NO_NAMES: string[] = [];

export interface AssignOwnerModalProps {
  api: Pick<ResourceSharingApi, 'principals' | 'assignOwner'>;
  resource: UnownedResource;
  onDone(owner: string): void;
  onCancel(): void;
}

export const AssignOwnerModal: React.FC<AssignOwnerModalProps> = ({ api, resource, onDone, onCancel }) => {
  const [owner, setOwner] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState<string>();
  const users = useSuggestions(
    (search) => api.principals('user', search).then((answer) => answer.matches),
    NO_NAMES,
    []
  );
  const name = resource.title ?? resource.id;

  const assign = async () => {
    if (!owner) return;
    setBusy(true);
    setError(undefined);
    try {
      await api.assignOwner(resource.type, resource.id, owner);
      onDone(owner);
    } catch (failure) {
      console.error(failure);
      setError(fetchErrorMessage(failure) ?? `Could not give '${name}' an owner.`);
      setBusy(false);
    }
  };

  return (
    <ModalFrame
      title={`Assign an owner to ${name}`}
      onClose={onCancel}
      cancelTestSubj="assignOwnerCancel"
      confirm={{
        label: 'Assign owner',
        onClick: () => void assign(),
        isLoading: busy,
        isDisabled: !owner,
        'data-test-subj': 'assignOwnerConfirm',
      }}
      data-test-subj="assignOwnerModal"
    >
      <EuiText size="s">
        <p>
          The owner may share it and change who it is shared with. Once it has an owner, people of the tenant who are
          not given access no longer see it.
        </p>
      </EuiText>
      <EuiSpacer size="m" />
      <EuiFormRow
        label="Owner"
        helpText="An internal user, or a directory user's name."
        isInvalid={!!refused}
        error={refused}
      >
        <EuiComboBox<string>
          singleSelection={{ asPlainText: true }}
          placeholder="Search or type a user"
          options={matchingNames(users.items, users.typed).map((label) => ({ label }))}
          selectedOptions={owner ? [{ label: owner }] : []}
          onChange={(selected) => setOwner(selected[0]?.label)}
          onCreateOption={(value) => {
            const typed = value.trim();
            if (fieldLength(typed) > PRINCIPAL_MAX_LENGTH) return setRefused(overLimitMessage(PRINCIPAL_MAX_LENGTH));
            setRefused(undefined);
            setOwner(typed || undefined);
          }}
          isInvalid={!!refused}
          async
          isLoading={users.loading}
          onSearchChange={users.onSearchChange}
          customOptionText="Use {searchValue}"
          data-test-subj="assignOwnerUser"
        />
      </EuiFormRow>
      {error && (
        <>
          <EuiSpacer size="m" />
          <EuiCallOut
            color="danger"
            iconType="error"
            size="s"
            title={error}
            role="alert"
            data-test-subj="assignOwnerError"
          />
        </>
      )}
    </ModalFrame>
  );
};
