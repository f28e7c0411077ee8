import React from 'react';
import { EuiButtonIcon, EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiSelect } from '@elastic/eui';
import {
  TENANT_PERMISSION_OPTIONS,
  tenantPermissionLabel,
  type TenantPermissionType,
} from '../../../utils/tenant_permission';
import type { ComboOptions, PickerSearch } from './permission_options';
import { emptyTenantPermission, type RoleFormErrors, type TenantPermissionState } from './role_form_state';
import { RepeatablePanel } from './repeatable_panel';
import { StringComboBox } from './string_combo_box';

interface Props {
  permissions: TenantPermissionState[];
  onChange(permissions: TenantPermissionState[]): void;
  options: ComboOptions;
  /** When the tenant names are searched on the server. */
  search?: PickerSearch;
  errors: RoleFormErrors['tenant'];
  showErrors: boolean;
  /** The panel's explanation; a role's by default (an API token says its own). */
  description?: string;
}

export const TENANT_PERMISSIONS_TEXT =
  'Tenants are useful for safely sharing your work with other users. Choose the tenants and whether this role may only read or also change what is saved in them.';

function typeOptions(current: TenantPermissionType) {
  const options = TENANT_PERMISSION_OPTIONS.map(({ type }) => ({ value: type, text: tenantPermissionLabel(type) }));
  // A stored permission granting neither read nor write shows as it is until changed.
  return current === 'None' ? [{ value: 'None', text: 'None' }, ...options] : options;
}

/** The repeatable tenant-permission rows of the role editor: tenant patterns and Read only / Read and Write. */
export const TenantPermissionPanel: React.FC<Props> = ({
  permissions,
  onChange,
  options,
  search,
  errors,
  showErrors,
  description = TENANT_PERMISSIONS_TEXT,
}) => (
  <RepeatablePanel
    title="Tenant permissions"
    description={description}
    entries={permissions}
    onChange={onChange}
    renderEntry={(permission, index, { update, remove }) => {
      const error = showErrors ? errors[permission.key]?.patterns : undefined;
      return (
        <EuiFlexGroup key={permission.key} alignItems="flexStart" data-test-subj="tenantPermissionRow">
          <EuiFlexItem>
            <EuiFormRow label={index === 0 ? 'Tenant' : undefined} fullWidth isInvalid={!!error} error={error}>
              <StringComboBox
                aria-label={`Tenant patterns, row ${index + 1}`}
                placeholder="Search tenant name or add a tenant pattern"
                values={permission.patterns}
                onChange={(patterns) => update({ patterns })}
                options={options}
                {...search}
                isInvalid={!!error}
                data-test-subj="tenantPatternsInput"
              />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem grow={false} style={{ minWidth: 180 }}>
            <EuiFormRow label={index === 0 ? 'Permission' : undefined}>
              <EuiSelect
                aria-label={`Tenant permission, row ${index + 1}`}
                options={typeOptions(permission.type)}
                value={permission.type}
                onChange={(event) => update({ type: event.target.value as TenantPermissionType })}
                data-test-subj="tenantPermissionTypeSelect"
              />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiFormRow label={index === 0 ? '\u00a0' : undefined}>
              <EuiButtonIcon
                iconType="trash"
                color="danger"
                aria-label={`Remove tenant permission, row ${index + 1}`}
                onClick={remove}
                data-test-subj="removeTenantPermission"
              />
            </EuiFormRow>
          </EuiFlexItem>
        </EuiFlexGroup>
      );
    }}
    add={{ label: 'Add another tenant permission', empty: emptyTenantPermission, testSubj: 'addTenantPermission' }}
    data-test-subj="tenantPermissionSection"
  />
);
