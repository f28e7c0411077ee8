import React from 'react';
import { EuiButton, EuiButtonEmpty } from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import messages from './messages.json';

interface Props {
  /** The user may change this dashboard (rename, delete, edit its panels). */
  canWrite: boolean;
  /** The user may delete it (a share below full access may edit but not delete). */
  canDelete: boolean;
  /** Panels can be added (the panel list could be read). */
  canEditPanels: boolean;
  editMode: boolean;
  /** A panel is being edited or added: the mode stays until it is saved or cancelled. */
  busy: boolean;
  deleting: boolean;
  share: React.ReactElement;
  onEditMode(editMode: boolean): void;
  onAddPanel(): void;
  onRename(): void;
  onDelete(): void;
}

/**
 * The header's controls (EUI renders them right to left: the first is the rightmost). View mode
 * (OSD's): Share, and Edit for a writer; edit mode: Add text panel, Done editing, Share, Rename, Delete.
 */
export function dashboardHeaderItems(props: Props): React.ReactElement[] {
  const { canWrite, canEditPanels, editMode, busy, deleting, share } = props;
  if (!canWrite) return [share];
  if (!editMode) {
    return [
      <EuiButton
        key="edit"
        fill
        iconType="pencil"
        onClick={() => props.onEditMode(true)}
        data-test-subj="dashboardEditModeButton"
      >
        {i18n.translate(messages.headerEditButton)}
      </EuiButton>,
      share,
    ];
  }
  return [
    ...(canEditPanels
      ? [
          <EuiButton
            key="add"
            fill
            iconType="plusCircle"
            isDisabled={busy}
            onClick={props.onAddPanel}
            data-test-subj="dashboardAddPanelButton"
          >
            {i18n.translate(messages.headerAddTextPanelButton)}
          </EuiButton>,
        ]
      : []),
    <EuiButton
      key="done"
      iconType="eye"
      isDisabled={busy}
      onClick={() => props.onEditMode(false)}
      data-test-subj="dashboardViewModeButton"
    >
      {i18n.translate(messages.headerDoneEditingButton)}
    </EuiButton>,
    share,
    <EuiButtonEmpty key="rename" iconType="pencil" onClick={props.onRename} data-test-subj="dashboardRenameButton">
      {i18n.translate(messages.headerRenameButton)}
    </EuiButtonEmpty>,
    ...(props.canDelete
      ? [
          <EuiButtonEmpty
            key="delete"
            color="danger"
            iconType="trash"
            isLoading={deleting}
            onClick={props.onDelete}
            data-test-subj="dashboardDeleteButton"
          >
            {i18n.translate(messages.headerDeleteButton)}
          </EuiButtonEmpty>,
        ]
      : []),
  ];
}
