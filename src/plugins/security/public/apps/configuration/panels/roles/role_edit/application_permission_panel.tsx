import React from 'react';
import { EuiButtonIcon, EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiSelect } from '@elastic/eui';
import { APPLICATION_PERMISSION_OPTIONS, type ApplicationPermissionType } from '../../../utils/application_permission';
import type { ComboOptions } from './permission_options';
import { emptyApplicationPermission, type ApplicationPermissionState, type RoleFormErrors } from './role_form_state';
import { RepeatablePanel } from './repeatable_panel';
import { StringComboBox } from './string_combo_box';

interface Props {
  permissions: ApplicationPermissionState[];
  onChange(permissions: ApplicationPermissionState[]): void;
  /** The registered apps; patterns (`management*`) are typed in as custom values. */
  options: ComboOptions;
  isLoading?: boolean;
  errors: RoleFormErrors['application'];
  showErrors: boolean;
}

const APPLICATION_PERMISSIONS_TEXT =
  'Choose the applications members of this role see in the menu and may open, and whether they may only read or also create, change and delete in them. Applications apply only when application permissions are enabled.';

function typeOptions(current: ApplicationPermissionType) {
  const options = APPLICATION_PERMISSION_OPTIONS.map(({ type }) => ({ value: type, text: type }));
  // A stored permission naming only other action groups shows as it is until changed.
  return current === 'None' ? [{ value: 'None', text: 'None' }, ...options] : options;
}

/** The repeatable application-permission rows of the role editor: apps or patterns, and Read only / All. */
export const ApplicationPermissionPanel: React.FC<Props> = ({
  permissions,
  onChange,
  options,
  isLoading,
  errors,
  showErrors,
}) => (
  <RepeatablePanel
    title="Application permissions"
    description={APPLICATION_PERMISSIONS_TEXT}
    entries={permissions}
    onChange={onChange}
    renderEntry={(permission, index, { update, remove }) => {
      const error = showErrors ? errors[permission.key]?.patterns : undefined;
      return (
        <EuiFlexGroup key={permission.key} alignItems="flexStart" data-test-subj="applicationPermissionRow">
          <EuiFlexItem>
            <EuiFormRow label={index === 0 ? 'Application' : undefined} fullWidth isInvalid={!!error} error={error}>
              <StringComboBox
                aria-label={`Applications, row ${index + 1}`}
                placeholder="Search application or add an application pattern"
                values={permission.patterns}
                onChange={(patterns) => update({ patterns })}
                options={options}
                isLoading={isLoading}
                isInvalid={!!error}
                data-test-subj="applicationPatternsInput"
              />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem grow={false} style={{ minWidth: 180 }}>
            <EuiFormRow label={index === 0 ? 'Permission' : undefined}>
              <EuiSelect
                aria-label={`Application permission, row ${index + 1}`}
                options={typeOptions(permission.type)}
                value={permission.type}
                onChange={(event) => update({ type: event.target.value as ApplicationPermissionType })}
                data-test-subj="applicationPermissionTypeSelect"
              />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiFormRow label={index === 0 ? '\u00a0' : undefined}>
              <EuiButtonIcon
                iconType="trash"
                color="danger"
                aria-label={`Remove application permission, row ${index + 1}`}
                onClick={remove}
                data-test-subj="removeApplicationPermission"
              />
            </EuiFormRow>
          </EuiFlexItem>
        </EuiFlexGroup>
      );
    }}
    add={{
      label: 'Add another application permission',
      empty: emptyApplicationPermission,
      testSubj: 'addApplicationPermission',
    }}
    data-test-subj="applicationPermissionSection"
  />
);
