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

const FLS_MODES: Array<{ value: FlsMode; text: string }> = [
  { value: 'include', text: 'Include' },
  { value: 'exclude', text: 'Exclude' },
];

const PATTERNS_ROW: StringComboBoxRowText = {
  label: 'Index patterns',
  helpText: 'Type a pattern (wildcards allowed) and press Enter.',
  placeholder: 'Search for index name or type in index pattern',
  testSubj: 'indexPatternsInput',
};
const ACTIONS_ROW: StringComboBoxRowText = {
  label: 'Index permissions',
  helpText: 'Permission groups and single index permissions; custom ones can be typed in.',
  placeholder: 'Search for action group name or permission name',
  testSubj: 'indexActionsInput',
};
const MASKED_ROW: StringComboBoxRowText = {
  label: 'Anonymization',
  helpText: 'These fields are shown masked (hashed) to users of this role.',
  placeholder: 'Type in field name',
  ariaLabel: 'Anonymized fields',
  testSubj: 'maskedFieldsInput',
};

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
            <h4>Index permission {index + 1}</h4>
          </EuiTitle>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty color="danger" iconType="trash" onClick={remove} data-test-subj="removeIndexPermission">
            Remove
          </EuiButtonEmpty>
        </EuiFlexItem>
      </EuiFlexGroup>
      <StringComboBoxRow
        text={PATTERNS_ROW}
        values={permission.patterns}
        onChange={(patterns) => update({ patterns })}
        error={errors?.patterns}
      />
      <StringComboBoxRow
        text={ACTIONS_ROW}
        values={permission.actions}
        onChange={(actions) => update({ actions })}
        options={permissionOptions}
        {...permissionSearch}
      />
      <EuiFormRow
        label="Document level security"
        helpText="A query in OpenSearch query DSL, written as one JSON object. Only matching documents are visible."
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
      <EuiFormRow label="Field level security" helpText="Include only these fields, or exclude these fields." fullWidth>
        <EuiFlexGroup gutterSize="s" responsive={false}>
          <EuiFlexItem grow={false}>
            <EuiSelect
              aria-label="Field level security mode"
              options={FLS_MODES}
              value={permission.flsMode}
              onChange={(event) => update({ flsMode: event.target.value as FlsMode })}
              data-test-subj="flsModeSelect"
            />
          </EuiFlexItem>
          <EuiFlexItem>
            <StringComboBox
              aria-label={permission.flsMode === 'include' ? 'Fields to include' : 'Fields to exclude'}
              placeholder="Type in field name"
              values={permission.fls}
              onChange={(fls) => update({ fls })}
              data-test-subj="flsFieldsInput"
            />
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiFormRow>
      <StringComboBoxRow text={MASKED_ROW} values={permission.masked} onChange={(masked) => update({ masked })} />
    </EuiPanel>
  );
};

export const INDEX_PERMISSIONS_TEXT =
  'Index permissions allow you to specify how users in this role can access the specified indices.';

/** The repeatable index-permission panels of the role editor. */
export const IndexPermissionPanel: React.FC<Props> = ({
  permissions,
  onChange,
  options,
  search,
  errors,
  showErrors,
  description = INDEX_PERMISSIONS_TEXT,
}) => (
  <RepeatablePanel
    title="Index permissions"
    description={description}
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
    add={{ label: 'Add another index permission', empty: emptyIndexPermission, testSubj: 'addIndexPermission' }}
    data-test-subj="indexPermissionSection"
  />
);
