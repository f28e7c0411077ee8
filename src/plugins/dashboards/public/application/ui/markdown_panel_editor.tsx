import React, { useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiSpacer,
} from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import { markdownPanelDefaultTitle } from '../panels';
import { MarkdownEditorField } from './markdown_lazy';
import messages from './messages.json';

/** Why a save failed, as the editor shows it; a conflict offers to reload. */
export type SaveFailure = { conflict: true } | { conflict: false; message: string };

interface Props {
  initialTitle: string;
  initialMarkdown: string;
  /** Resolves when saved (the editor then closes); rejects with what to tell the user. */
  onSave(title: string, markdown: string): Promise<void>;
  onCancel(): void;
  onReload(): void;
}

const textLabel = () => i18n.translate(messages.panelEditorTextLabel);

/** Edits a text panel in place: its title and its markdown. */
export const MarkdownPanelEditor: React.FC<Props> = ({ initialTitle, initialMarkdown, onSave, onCancel, onReload }) => {
  const [title, setTitle] = useState(initialTitle);
  const [markdown, setMarkdown] = useState(initialMarkdown);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure>();

  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      await onSave(title.trim() || markdownPanelDefaultTitle(), markdown);
    } catch (error) {
      setFailure(error as SaveFailure);
      setSaving(false);
    }
  };

  return (
    <div data-test-subj="markdownPanelEditForm">
      {failure && (
        <>
          <EuiCallOut
            color="danger"
            iconType="error"
            size="s"
            title={
              failure.conflict
                ? i18n.translate(messages.panelEditorConflictTitle)
                : i18n.translate(messages.panelEditorNotSavedTitle)
            }
            data-test-subj="markdownPanelSaveError"
          >
            <p>{failure.conflict ? i18n.translate(messages.panelEditorConflictBody) : failure.message}</p>
            {failure.conflict && (
              <EuiButton size="s" color="danger" onClick={onReload} data-test-subj="markdownPanelReload">
                {i18n.translate(messages.panelEditorReloadButton)}
              </EuiButton>
            )}
          </EuiCallOut>
          <EuiSpacer size="s" />
        </>
      )}
      <EuiFormRow label={i18n.translate(messages.panelEditorTitleLabel)} fullWidth>
        <EuiFieldText
          fullWidth
          value={title}
          maxLength={255}
          placeholder={markdownPanelDefaultTitle()}
          onChange={(e) => setTitle(e.target.value)}
          data-test-subj="markdownPanelTitleInput"
        />
      </EuiFormRow>
      <EuiFormRow label={textLabel()} fullWidth>
        <MarkdownEditorField label={textLabel()} value={markdown} onChange={setMarkdown} />
      </EuiFormRow>
      <EuiSpacer size="s" />
      <EuiFlexGroup justifyContent="flexEnd" gutterSize="s" responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty size="s" onClick={onCancel} data-test-subj="markdownPanelCancel">
            {i18n.translate(messages.panelEditorCancelButton)}
          </EuiButtonEmpty>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton
            size="s"
            fill
            iconType="save"
            isLoading={saving}
            onClick={() => void save()}
            data-test-subj="markdownPanelSave"
          >
            {i18n.translate(messages.panelEditorSaveButton)}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
    </div>
  );
};
