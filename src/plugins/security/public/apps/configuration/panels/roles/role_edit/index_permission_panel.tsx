import React from 'react';
import {
  EuiButtonEmpty,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiPanel,
  EuiSelect,
  EuiTextArea,
  EuiTitle,
} from '@elastic/eui';
import type { ComboOptions, PickerSearch } from './permission_options';
import { emptyIndexPermission, type FlsMode, type IndexPermissionState, type RoleFormErrors } from './role_form_state';
import { RepeatablePanel } from './repeatable_panel';
import { StringComboBox, StringComboBoxRow, type StringComboBoxRowText } from './string_combo_box';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

const flsModes = (): Array<{ value: FlsMode; text: string }> => [
  { value: 'include', text: i18n.translate(messages.indexFlsInclude) },
  { value: 'exclude', text: i18n.translate(messages.indexFlsExclude) },
];

const patternsRow = (): StringComboBoxRowText => ({
  label: i18n.translate(messages.indexPatternsLabel),
  helpText: i18n.translate(messages.indexPatternsHelp),
  placeholder: i18n.translate(messages.indexPatternsPlaceholder),
  testSubj: 'indexPatternsInput',
});
const actionsRow = (): StringComboBoxRowText => ({
  label: i18n.translate(messages.indexActionsLabel),
  helpText: i18n.translate(messages.indexActionsHelp),
  placeholder: i18n.translate(messages.indexActionsPlaceholder),
  testSubj: 'indexActionsInput',
});
const maskedRow = (): StringComboBoxRowText => ({
  label: i18n.translate(messages.indexMaskedLabel),
  helpText: i18n.translate(messages.indexMaskedHelp),
  placeholder: i18n.translate(messages.indexMaskedPlaceholder),
  ariaLabel: i18n.translate(messages.indexMaskedAriaLabel),
  testSubj: 'maskedFieldsInput',
});

interface Props {
  permissions: IndexPermissionState[];
  onChange(permissions: IndexPermissionState[]): void;
  options: ComboOptions;
  /** When the actions picker's options are searched on the server. */
  search?: PickerSearch;
  errors: RoleFormErrors['index'];
  /** Whether Save was tried: missing patterns are only flagged from then on. */
  showErrors: boolean;
  /** The panel's explanation; a role's by default (an API token says its own). */
  description?: string;
}

const IndexPermissionForm: React.FC<{
  index: number;
  permission: IndexPermissionState;
  update(changes: Partial<IndexPermissionState>): void;
  remove(): void;
  permissionOptions: ComboOptions;
  permissionSearch?: PickerSearch;
  errors?: { patterns?: string; dls?: string };
}> = ({ index, permission, update, remove, permissionOptions, permissionSearch, errors }) => {
  const id = `indexPermission-${permission.key}`;
  return (
    <EuiPanel hasBorder paddingSize="m" data-test-subj="indexPermissionPanel">
      <EuiFlexGroup justifyContent="spaceBetween" alignItems="center" responsive={false}>
        <EuiFlexItem>
          <EuiTitle size="xxs">
            <h4>{i18n.translate(messages.indexEntryTitle, { number: index + 1 })}</h4>
          </EuiTitle>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty color="danger" iconType="trash" onClick={remove} data-test-subj="removeIndexPermission">
            {i18n.translate(messages.indexRemoveButton)}
          </EuiButtonEmpty>
        </EuiFlexItem>
      </EuiFlexGroup>
      <StringComboBoxRow
        text={patternsRow()}
        values={permission.patterns}
        onChange={(patterns) => update({ patterns })}
        error={errors?.patterns}
      />
      <StringComboBoxRow
        text={actionsRow()}
        values={permission.actions}
        onChange={(actions) => update({ actions })}
        options={permissionOptions}
        {...permissionSearch}
      />
      <EuiFormRow
        label={i18n.translate(messages.indexDlsLabel)}
        helpText={i18n.translate(messages.indexDlsHelp)}
        fullWidth
        isInvalid={!!errors?.dls}
        error={errors?.dls}
      >
        <EuiTextArea
          id={`${id}-dls`}
          fullWidth
          rows={4}
          placeholder='{"match": {"team": "blue"}}'
          value={permission.dls}
          isInvalid={!!errors?.dls}
          onChange={(event) => update({ dls: event.target.value })}
          style={{ fontFamily: 'monospace' }}
          data-test-subj="dlsInput"
        />
      </EuiFormRow>
      <EuiFormRow
        label={i18n.translate(messages.indexFlsLabel)}
        helpText={i18n.translate(messages.indexFlsHelp)}
        fullWidth
      >
        <EuiFlexGroup gutterSize="s" responsive={false}>
          <EuiFlexItem grow={false}>
            <EuiSelect
              aria-label={i18n.translate(messages.indexFlsModeAriaLabel)}
              options={flsModes()}
              value={permission.flsMode}
              onChange={(event) => update({ flsMode: event.target.value as FlsMode })}
              data-test-subj="flsModeSelect"
            />
          </EuiFlexItem>
          <EuiFlexItem>
            <StringComboBox
              aria-label={
                permission.flsMode === 'include'
                  ? i18n.translate(messages.indexFlsIncludeAriaLabel)
                  : i18n.translate(messages.indexFlsExcludeAriaLabel)
              }
              placeholder={i18n.translate(messages.indexFlsPlaceholder)}
              values={permission.fls}
              onChange={(fls) => update({ fls })}
              data-test-subj="flsFieldsInput"
            />
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiFormRow>
      <StringComboBoxRow text={maskedRow()} values={permission.masked} onChange={(masked) => update({ masked })} />
    </EuiPanel>
  );
};

/** The repeatable index-permission panels of the role editor. */
export const IndexPermissionPanel: React.FC<Props> = ({
  permissions,
  onChange,
  options,
  search,
  errors,
  showErrors,
  description,
}) => (
  <RepeatablePanel
    title={i18n.translate(messages.indexPanelTitle)}
    description={description ?? i18n.translate(messages.indexPanelText)}
    entries={permissions}
    onChange={onChange}
    spaceEntries
    renderEntry={(permission, index, handlers) => (
      <IndexPermissionForm
        index={index}
        permission={permission}
        {...handlers}
        permissionOptions={options}
        permissionSearch={search}
        // A broken query is flagged as typed; a missing pattern only once Save was tried.
        errors={{
          dls: errors[permission.key]?.dls,
          patterns: showErrors ? errors[permission.key]?.patterns : undefined,
        }}
      />
    )}
    add={{
      label: i18n.translate(messages.indexAddButton),
      empty: emptyIndexPermission,
      testSubj: 'addIndexPermission',
    }}
    data-test-subj="indexPermissionSection"
  />
);
