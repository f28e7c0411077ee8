import React from 'react';
import {
  TENANT_PERMISSION_OPTIONS,
  tenantPermissionLabel,
  type TenantPermissionType,
} from '../../../utils/tenant_permission';
import type { ComboOptions, PickerSearch } from './permission_options';
import { emptyTenantPermission, type RoleFormErrors, type TenantPermissionState } from './role_form_state';
import { PatternPermissionPanel, type PermissionNoun } from './pattern_permission_panel';
import { i18n } from '../../../../../../../../core/public';

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

function typeOptions(current: TenantPermissionType) {
  const options = TENANT_PERMISSION_OPTIONS.map(({ type }) => ({ value: type, text: tenantPermissionLabel(type) }));
  // A stored permission granting neither read nor write shows as it is until changed.
  return current === 'None' ? [{ value: 'None', text: tenantPermissionLabel('None') }, ...options] : options;
}

const tenantNoun = (): PermissionNoun => ({
  label: i18n.translate('security.roles.edit.tenant.label', { defaultMessage: 'Tenant' }),
  title: i18n.translate('security.roles.edit.tenant.panelTitle', { defaultMessage: 'Tenant permissions' }),
  testSubj: 'tenant',
  patternsAriaLabel: (row) =>
    i18n.translate('security.roles.edit.tenant.patternsAriaLabel', {
      defaultMessage: 'Tenant patterns, row {row}',
      values: { row },
    }),
  typeAriaLabel: (row) =>
    i18n.translate('security.roles.edit.tenant.typeAriaLabel', {
      defaultMessage: 'Tenant permission, row {row}',
      values: { row },
    }),
  removeAriaLabel: (row) =>
    i18n.translate('security.roles.edit.tenant.removeAriaLabel', {
      defaultMessage: 'Remove tenant permission, row {row}',
      values: { row },
    }),
  placeholder: i18n.translate('security.roles.edit.tenant.placeholder', {
    defaultMessage: 'Search tenant name or add a tenant pattern',
  }),
});

/** The repeatable tenant-permission rows of the role editor: tenant patterns and Read only / Read and Write. */
export const TenantPermissionPanel: React.FC<Props> = ({ options, search, description, ...rest }) => (
  <PatternPermissionPanel
    noun={tenantNoun()}
    description={
      description ??
      i18n.translate('security.roles.edit.tenant.panelText', {
        defaultMessage:
          'Tenants are useful for safely sharing your work with other users. Choose the tenants and whether this role may only read or also change what is saved in them.',
      })
    }
    add={{
      label: i18n.translate('security.roles.edit.tenant.addButton', {
        defaultMessage: 'Add another tenant permission',
      }),
      empty: emptyTenantPermission,
      testSubj: 'addTenantPermission',
    }}
    typeOptions={typeOptions}
    combo={{ options, ...search }}
    {...rest}
  />
);
