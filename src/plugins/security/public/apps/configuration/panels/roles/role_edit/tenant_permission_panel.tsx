import React from 'react';
import {
  TENANT_PERMISSION_OPTIONS,
  tenantPermissionLabel,
  type TenantPermissionType,
} from '../../../utils/tenant_permission';
import type { ComboOptions, PickerSearch } from './permission_options';
import { emptyTenantPermission, type RoleFormErrors, type TenantPermissionState } from './role_form_state';
import { PatternPermissionPanel, type PermissionNoun } from './pattern_permission_panel';

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

const TENANT: PermissionNoun = {
  label: 'Tenant',
  testSubj: 'tenant',
  patternsAriaLabel: 'Tenant patterns',
  placeholder: 'Search tenant name or add a tenant pattern',
};

/** The repeatable tenant-permission rows of the role editor: tenant patterns and Read only / Read and Write. */
export const TenantPermissionPanel: React.FC<Props> = ({
  options,
  search,
  description = TENANT_PERMISSIONS_TEXT,
  ...rest
}) => (
  <PatternPermissionPanel
    noun={TENANT}
    description={description}
    add={{ label: 'Add another tenant permission', empty: emptyTenantPermission, testSubj: 'addTenantPermission' }}
    typeOptions={typeOptions}
    combo={{ options, ...search }}
    {...rest}
  />
);
