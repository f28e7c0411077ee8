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

const flsModes = (): Array<{ value: FlsMode; text: string }> => [
  { value: 'include', text: i18n.translate('security.roles.edit.index.flsInclude', { defaultMessage: 'Include' }) },
  { value: 'exclude', text: i18n.translate('security.roles.edit.index.flsExclude', { defaultMessage: 'Exclude' }) },
];

const patternsRow = (): StringComboBoxRowText => ({
  label: i18n.translate('security.roles.edit.index.patternsLabel', { defaultMessage: 'Index patterns' }),
  helpText: i18n.translate('security.roles.edit.index.patternsHelp', {
    defaultMessage: 'Type a pattern (wildcards allowed) and press Enter.',
  }),
  placeholder: i18n.translate('security.roles.edit.index.patternsPlaceholder', {
    defaultMessage: 'Search for index name or type in index pattern',
  }),
  testSubj: 'indexPatternsInput',
});
const actionsRow = (): StringComboBoxRowText => ({
  label: i18n.translate('security.roles.edit.index.actionsLabel', { defaultMessage: 'Index permissions' }),
  helpText: i18n.translate('security.roles.edit.index.actionsHelp', {
    defaultMessage: 'Permission groups and single index permissions; custom ones can be typed in.',
  }),
  placeholder: i18n.translate('security.roles.edit.index.actionsPlaceholder', {
    defaultMessage: 'Search for action group name or permission name',
  }),
  testSubj: 'indexActionsInput',
});
const maskedRow = (): StringComboBoxRowText => ({
  label: i18n.translate('security.roles.edit.index.maskedLabel', { defaultMessage: 'Anonymization' }),
  helpText: i18n.translate('security.roles.edit.index.maskedHelp', {
    defaultMessage: 'These fields are shown masked (hashed) to users of this role.',
  }),
  placeholder: i18n.translate('security.roles.edit.index.maskedPlaceholder', { defaultMessage: 'Type in field name' }),
  ariaLabel: i18n.translate('security.roles.edit.index.maskedAriaLabel', { defaultMessage: 'Anonymized fields' }),
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
            <h4>
              {i18n.translate('security.roles.edit.index.entryTitle', {
                defaultMessage: 'Index permission {number}',
                values: { number: index + 1 },
              })}
            </h4>
          </EuiTitle>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty color="danger" iconType="trash" onClick={remove} data-test-subj="removeIndexPermission">
            {i18n.translate('security.roles.edit.index.removeButton', { defaultMessage: 'Remove' })}
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
        label={i18n.translate('security.roles.edit.index.dlsLabel', { defaultMessage: 'Document level security' })}
        helpText={i18n.translate('security.roles.edit.index.dlsHelp', {
          defaultMessage:
            'A query in OpenSearch query DSL, written as one JSON object. Only matching documents are visible.',
        })}
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
        label={i18n.translate('security.roles.edit.index.flsLabel', { defaultMessage: 'Field level security' })}
        helpText={i18n.translate('security.roles.edit.index.flsHelp', {
          defaultMessage: 'Include only these fields, or exclude these fields.',
        })}
        fullWidth
      >
        <EuiFlexGroup gutterSize="s" responsive={false}>
          <EuiFlexItem grow={false}>
            <EuiSelect
              aria-label={i18n.translate('security.roles.edit.index.flsModeAriaLabel', {
                defaultMessage: 'Field level security mode',
              })}
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
                  ? i18n.translate('security.roles.edit.index.flsIncludeAriaLabel', {
                      defaultMessage: 'Fields to include',
                    })
                  : i18n.translate('security.roles.edit.index.flsExcludeAriaLabel', {
                      defaultMessage: 'Fields to exclude',
                    })
              }
              placeholder={i18n.translate('security.roles.edit.index.flsPlaceholder', {
                defaultMessage: 'Type in field name',
              })}
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
    title={i18n.translate('security.roles.edit.index.panelTitle', { defaultMessage: 'Index permissions' })}
    description={
      description ??
      i18n.translate('security.roles.edit.index.panelText', {
        defaultMessage:
          'Index permissions allow you to specify how users in this role can access the specified indices.',
      })
    }
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
      label: i18n.translate('security.roles.edit.index.addButton', { defaultMessage: 'Add another index permission' }),
      empty: emptyIndexPermission,
      testSubj: 'addIndexPermission',
    }}
    data-test-subj="indexPermissionSection"
  />
);
