/** Create, edit (description only) or duplicate a tenant, in a modal over the tenant list. */
import React, { useState } from 'react';
import { EuiCallOut, EuiForm, EuiSpacer, useGeneratedHtmlId } from '@elastic/eui';
import { i18n, ModalFrame } from '../../../../../../../core/public';
import { RESOURCE_NAME_MAX_LENGTH } from '../../../../../common/constants';
import { validateResourceName } from '../../../../../common/resource_name';
import { LimitedTextRow } from '../../../limited_text_field';
import { useUnsavedChanges } from '../../utils/leave_guard';
import { errorText } from '../../utils/toasts';
import messages from './messages.json';

export type TenantEditMode = 'create' | 'edit' | 'duplicate';

const titles = (): Record<TenantEditMode, string> => ({
  create: i18n.translate(messages.editModalCreateTitle),
  edit: i18n.translate(messages.editModalEditTitle),
  duplicate: i18n.translate(messages.editModalDuplicateTitle),
});

export const tenantExistsMessage = (name: string) => i18n.translate(messages.editModalNameTakenError, { name });

export interface TenantEditModalProps {
  mode: TenantEditMode;
  initialName?: string;
  initialDescription?: string;
  /** Names already taken: creating one of them would silently replace that tenant. */
  existingNames: ReadonlySet<string>;
  onSave(name: string, description: string): Promise<void>;
  onClose(): void;
}

export const TenantEditModal: React.FC<TenantEditModalProps> = ({
  mode,
  initialName = '',
  initialDescription = '',
  existingNames,
  onSave,
  onClose,
}) => {
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  // A successful save closes the modal, which ends the guard with it.
  useUnsavedChanges({ name, description }, true);
  const formId = useGeneratedHtmlId({ prefix: 'tenantEditForm' });
  const editing = mode === 'edit';

  const nameProblem = editing
    ? undefined
    : (validateResourceName(name) ?? (existingNames.has(name) ? tenantExistsMessage(name) : undefined));
  const nameError = submitted ? nameProblem : undefined;

  const submit = async () => {
    setSubmitted(true);
    setSaveError(undefined);
    if (nameProblem || saving) return;
    setSaving(true);
    try {
      await onSave(name, description);
    } catch (error) {
      // The server's refusals (a reserved name, a private-tenant name, ...) are shown as sent.
      setSaveError(errorText(error));
      setSaving(false);
    }
  };

  return (
    <ModalFrame
      title={titles()[mode]}
      onClose={onClose}
      cancelTestSubj="tenantEditCancel"
      confirm={{
        label: editing ? i18n.translate(messages.editModalSaveButton) : i18n.translate(messages.editModalCreateButton),
        form: formId,
        isLoading: saving,
        isDisabled: saving,
        'data-test-subj': 'tenantEditSave',
      }}
      data-test-subj="tenantEditModal"
    >
      {saveError && (
        <>
          <EuiCallOut color="danger" iconType="alert" title={saveError} role="alert" data-test-subj="tenantSaveError" />
          <EuiSpacer size="m" />
        </>
      )}
      <EuiForm component="form" id={formId} onSubmit={(e) => (e.preventDefault(), void submit())}>
        <LimitedTextRow
          label={i18n.translate(messages.editModalNameLabel)}
          helpText={
            editing ? i18n.translate(messages.editModalNameFixedHelp) : i18n.translate(messages.editModalNameHelp)
          }
          limit={RESOURCE_NAME_MAX_LENGTH}
          value={name}
          disabled={editing}
          error={nameError}
          onChange={setName}
          data-test-subj="tenantNameInput"
        />
        <LimitedTextRow
          label={i18n.translate(messages.editModalDescriptionLabel)}
          helpText={i18n.translate(messages.editModalDescriptionHelp)}
          value={description}
          onChange={setDescription}
          data-test-subj="tenantDescriptionInput"
        />
      </EuiForm>
    </ModalFrame>
  );
};
