import React, { useState } from 'react';
import { EuiComboBox, EuiFieldText, EuiForm, EuiFormRow, EuiTextArea } from '@elastic/eui';
import { i18n, ModalFrame } from '../../../../../core/public';
import { TITLE_MAX_LENGTH } from '../../../common';
import type { DashboardFormValues } from '../dashboards_api';
import messages from './messages.json';

export const TAG_MAX_LENGTH = 50;
export function validateTitle(title: string): string | undefined {
  const trimmed = title.trim();
  if (trimmed.length === 0) return i18n.translate(messages.formTitleRequiredError);
  if (trimmed.length > TITLE_MAX_LENGTH) {
    return i18n.translate(messages.formTitleTooLongError, { max: TITLE_MAX_LENGTH });
  }
  return undefined;
}

export interface DashboardFormModalProps {
  heading: string;
  initialValues?: DashboardFormValues;
  /** Resolves when saved; the caller closes the modal. A rejection keeps the user's input. */
  onSave(values: DashboardFormValues): Promise<void>;
  onCancel(): void;
}

const FORM_ID = 'dashboardForm';

const optional = () => i18n.translate(messages.formOptionalLabel);

/** One form for creating and renaming: a required title and an optional description. */
export const DashboardFormModal: React.FC<DashboardFormModalProps> = ({
  heading,
  initialValues = { title: '', description: '', tags: [] },
  onSave,
  onCancel,
}) => {
  const [title, setTitle] = useState(initialValues.title);
  const [description, setDescription] = useState(initialValues.description);
  const [tags, setTags] = useState<string[]>(initialValues.tags ?? []);
  // An empty field is not an error until the user has typed or tried to save.
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const titleError = validateTitle(title);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (titleError || saving) return;
    setSaving(true);
    try {
      await onSave({ title: title.trim(), description: description.trim(), tags });
    } catch {
      // The caller already told the user; the form stays as typed so nothing is lost.
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalFrame
      title={heading}
      onClose={onCancel}
      cancelTestSubj="dashboardCancelButton"
      confirm={{
        label: i18n.translate(messages.formSaveButton),
        form: FORM_ID,
        isLoading: saving,
        'data-test-subj': 'dashboardSaveButton',
      }}
      data-test-subj="dashboardFormModal"
    >
      <EuiForm id={FORM_ID} component="form" onSubmit={submit}>
        <EuiFormRow
          label={i18n.translate(messages.formTitleLabel)}
          isInvalid={showErrors && !!titleError}
          error={showErrors ? titleError : undefined}
        >
          <EuiFieldText
            name="title"
            value={title}
            isInvalid={showErrors && !!titleError}
            onChange={(e) => {
              setTitle(e.target.value);
              setShowErrors(true);
            }}
            data-test-subj="dashboardTitleInput"
          />
        </EuiFormRow>
        <EuiFormRow label={i18n.translate(messages.formDescriptionLabel)} labelAppend={optional()}>
          <EuiTextArea
            name="description"
            value={description}
            rows={3}
            onChange={(e) => setDescription(e.target.value)}
            data-test-subj="dashboardDescriptionInput"
          />
        </EuiFormRow>
        <EuiFormRow
          label={i18n.translate(messages.formTagsLabel)}
          labelAppend={optional()}
          helpText={i18n.translate(messages.formTagsHelpText)}
        >
          <EuiComboBox
            noSuggestions
            aria-label={i18n.translate(messages.formTagsLabel)}
            selectedOptions={tags.map((label) => ({ label }))}
            onCreateOption={(value) => {
              const tag = value.trim();
              if (tag && tag.length <= TAG_MAX_LENGTH && !tags.includes(tag)) setTags([...tags, tag]);
            }}
            onChange={(options) => setTags(options.map((o) => o.label))}
            data-test-subj="dashboardTagsInput"
          />
        </EuiFormRow>
      </EuiForm>
    </ModalFrame>
  );
};
