/** Pieces every resource form of the Security app draws the same way. */
import React from 'react';
import { EuiButton, EuiButtonEmpty, EuiCallOut, EuiFlexGroup, EuiFlexItem } from '@elastic/eui';
import { RESOURCE_NAME_MAX_LENGTH } from '../../../../../common/constants';
import { LimitedTextRow } from '../../../limited_text_field';
import { i18n } from '../../../../../../../core/public';

/** The name field: free on create and duplicate, fixed when editing. */
export const ResourceNameRow: React.FC<{
  label: string;
  /** Shown when editing: 'The name of an existing role cannot be changed.' */
  editingHelp: string;
  editing: boolean;
  value: string;
  error?: string;
  onChange(value: string): void;
  createHelp?: string;
  /** Roles show a fixed name read-only (selectable); the others disable the field. */
  lock?: 'disabled' | 'readOnly';
  'data-test-subj': string;
}> = ({ label, editingHelp, editing, value, error, onChange, createHelp, lock = 'disabled', ...rest }) => (
  <LimitedTextRow
    label={label}
    helpText={
      editing
        ? editingHelp
        : (createHelp ??
          i18n.translate('security.resourceForm.nameHelp', {
            defaultMessage: '2 to 50 characters; it cannot be changed later.',
          }))
    }
    limit={RESOURCE_NAME_MAX_LENGTH}
    value={value}
    error={error}
    disabled={lock === 'disabled' && editing}
    readOnly={lock === 'readOnly' && editing}
    onChange={onChange}
    data-test-subj={rest['data-test-subj']}
  />
);

/**
 * Cancel and the save button, right-aligned. With `onSave` the button saves on click (forms that
 * are not a <form>, where Enter in a picker must not submit); without it, it submits the form.
 */
export const FormFooter: React.FC<{
  saveLabel: string;
  onCancel(): void;
  onSave?(): void;
  isLoading: boolean;
  isDisabled?: boolean;
  isCancelDisabled?: boolean;
  cancelTestSubj: string;
  saveTestSubj: string;
  gutterSize?: 's' | 'l';
  responsive?: boolean;
}> = ({
  saveLabel,
  onCancel,
  onSave,
  isLoading,
  isDisabled,
  isCancelDisabled,
  cancelTestSubj,
  saveTestSubj,
  gutterSize = 'l',
  responsive = false,
}) => (
  <EuiFlexGroup justifyContent="flexEnd" gutterSize={gutterSize} responsive={responsive}>
    <EuiFlexItem grow={false}>
      <EuiButtonEmpty onClick={onCancel} isDisabled={isCancelDisabled} data-test-subj={cancelTestSubj}>
        {i18n.translate('security.resourceForm.cancelButton', { defaultMessage: 'Cancel' })}
      </EuiButtonEmpty>
    </EuiFlexItem>
    <EuiFlexItem grow={false}>
      <EuiButton
        fill
        {...(onSave ? { onClick: onSave } : { type: 'submit' as const })}
        isDisabled={isDisabled}
        isLoading={isLoading}
        data-test-subj={saveTestSubj}
      >
        {saveLabel}
      </EuiButton>
    </EuiFlexItem>
  </EuiFlexGroup>
);

/** A resource that could not be loaded, with the way back to its list. */
export const LoadErrorCallout: React.FC<{
  title: string;
  backLabel?: string;
  onBack?(): void;
  'data-test-subj': string;
}> = ({ title, backLabel, onBack, ...rest }) => (
  <EuiCallOut
    color="danger"
    iconType={onBack ? undefined : 'error'}
    title={title}
    data-test-subj={rest['data-test-subj']}
  >
    {onBack && <EuiButton onClick={onBack}>{backLabel}</EuiButton>}
  </EuiCallOut>
);

/** The optional description of a resource. */
export const DescriptionRow: React.FC<{
  value: string;
  onChange(value: string): void;
  /** The server's refusal of it, shown under the field. */
  error?: string;
  'data-test-subj': string;
}> = ({ value, onChange, error, ...rest }) => (
  <LimitedTextRow
    label={i18n.translate('security.resourceForm.descriptionLabel', { defaultMessage: 'Description' })}
    helpText={i18n.translate('security.resourceForm.descriptionHelp', { defaultMessage: 'Optional.' })}
    value={value}
    error={error}
    onChange={onChange}
    data-test-subj={rest['data-test-subj']}
  />
);

/**
 * Why an entry cannot be changed here: it is reserved (the security admin tool alone changes it).
 * Alike on every page that opens a reserved entry; `children` says more or offers a way on.
 */
export const ReservedCallout: React.FC<{ title: string; children?: React.ReactNode; 'data-test-subj': string }> = ({
  title,
  children,
  'data-test-subj': testSubj,
}) => (
  <EuiCallOut color="warning" iconType="lock" title={title} data-test-subj={testSubj}>
    {children}
  </EuiCallOut>
);

/** Above a form: why it cannot be saved (reserved), and the server's last refusal. */
export const FormStatusCallouts: React.FC<{
  reserved: boolean;
  reservedTitle: string;
  reservedTestSubj: string;
  saveError?: string;
  saveErrorTestSubj: string;
}> = ({ reserved, reservedTitle, reservedTestSubj, saveError, saveErrorTestSubj }) => (
  <>
    {reserved && <ReservedCallout title={reservedTitle} data-test-subj={reservedTestSubj} />}
    {saveError && <EuiCallOut color="danger" iconType="alert" title={saveError} data-test-subj={saveErrorTestSubj} />}
  </>
);
