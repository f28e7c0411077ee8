/**
 * "Assign owner" for an object without one: a user picker (typeahead over the internal users; a
 * directory user may be typed), then the object is owned, and from then on only its owner,
 * recipients and administrators see it.
 */
import React, { useState } from 'react';
import { EuiSpacer, EuiText } from '@elastic/eui';
import { ModalFrame, fetchErrorMessage, i18n } from '../../../../../../../core/public';
import type { ResourceSharingApi, UnownedResource } from '../../../../apis/resource_sharing_api';
import { PrincipalPickerRow } from '../../../resource_access/principal_picker';
import { ErrorCallout } from '../../utils/error_callout';
import messages from './messages.json';

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
      setError(fetchErrorMessage(failure) ?? i18n.translate(messages.assignError, { name }));
      setBusy(false);
    }
  };

  return (
    <ModalFrame
      title={i18n.translate(messages.assignTitle, { name })}
      onClose={onCancel}
      cancelTestSubj="assignOwnerCancel"
      confirm={{
        label: i18n.translate(messages.assignConfirmButton),
        onClick: () => void assign(),
        isLoading: busy,
        isDisabled: !owner,
        'data-test-subj': 'assignOwnerConfirm',
      }}
      data-test-subj="assignOwnerModal"
    >
      <EuiText size="s">
        <p>{i18n.translate(messages.assignBody)}</p>
      </EuiText>
      <EuiSpacer size="m" />
      <PrincipalPickerRow
        api={api}
        kind="user"
        value={owner}
        onChange={setOwner}
        label={i18n.translate(messages.assignOwnerLabel)}
        helpText={i18n.translate(messages.assignOwnerHelp)}
        placeholder={i18n.translate(messages.assignOwnerPlaceholder)}
        // EUI fills in {searchValue}: quoted, so the message keeps it for EUI.
        createText={i18n.translate(messages.assignUseTyped)}
        data-test-subj="assignOwnerUser"
      />
      <ErrorCallout error={error} size="s" data-test-subj="assignOwnerError" />
    </ModalFrame>
  );
};
