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

/** One header button: filled or plain (EuiButton), or empty (EuiButtonEmpty); `label` is its catalog entry. */
interface HeaderButton {
  key: string;
  label: (typeof messages)[keyof typeof messages];
  iconType: string;
  testSubj: string;
  onClick(): void;
  kind?: 'fill' | 'plain' | 'empty';
  color?: 'danger';
  isDisabled?: boolean;
  isLoading?: boolean;
}

function headerButton({ key, label, testSubj, kind = 'plain', ...props }: HeaderButton): React.ReactElement {
  const text = i18n.translate(label);
  return kind === 'empty' ? (
    <EuiButtonEmpty key={key} {...props} data-test-subj={testSubj}>
      {text}
    </EuiButtonEmpty>
  ) : (
    <EuiButton key={key} fill={kind === 'fill'} {...props} data-test-subj={testSubj}>
      {text}
    </EuiButton>
  );
}

/**
 * The header's controls (EUI renders them right to left: the first is the rightmost). View mode
 * (OSD's): Share, and Edit for a writer; edit mode: Add text panel, Done editing, Share, Rename, Delete.
 */
export function dashboardHeaderItems(props: Props): React.ReactElement[] {
  const { canWrite, canEditPanels, editMode, busy, deleting, share } = props;
  if (!canWrite) return [share];
  if (!editMode) {
    const edit = headerButton({
      key: 'edit',
      kind: 'fill',
      label: messages.headerEditButton,
      iconType: 'pencil',
      onClick: () => props.onEditMode(true),
      testSubj: 'dashboardEditModeButton',
    });
    return [edit, share];
  }
  const items = [
    canEditPanels &&
      headerButton({
        key: 'add',
        kind: 'fill',
        label: messages.headerAddTextPanelButton,
        iconType: 'plusCircle',
        isDisabled: busy,
        onClick: props.onAddPanel,
        testSubj: 'dashboardAddPanelButton',
      }),
    headerButton({
      key: 'done',
      label: messages.headerDoneEditingButton,
      iconType: 'eye',
      isDisabled: busy,
      onClick: () => props.onEditMode(false),
      testSubj: 'dashboardViewModeButton',
    }),
    share,
    headerButton({
      key: 'rename',
      kind: 'empty',
      label: messages.headerRenameButton,
      iconType: 'pencil',
      onClick: props.onRename,
      testSubj: 'dashboardRenameButton',
    }),
    props.canDelete &&
      headerButton({
        key: 'delete',
        kind: 'empty',
        color: 'danger',
        label: messages.headerDeleteButton,
        iconType: 'trash',
        isLoading: deleting,
        onClick: props.onDelete,
        testSubj: 'dashboardDeleteButton',
      }),
  ];
  return items.filter((item): item is React.ReactElement => item !== false);
}
