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
import messages from './messages.json';

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
  label: i18n.translate(messages.tenantLabel),
  title: i18n.translate(messages.tenantPanelTitle),
  testSubj: 'tenant',
  patternsAriaLabel: (row) => i18n.translate(messages.tenantPatternsAriaLabel, { row }),
  typeAriaLabel: (row) => i18n.translate(messages.tenantTypeAriaLabel, { row }),
  removeAriaLabel: (row) => i18n.translate(messages.tenantRemoveAriaLabel, { row }),
  placeholder: i18n.translate(messages.tenantPlaceholder),
});

/** The repeatable tenant-permission rows of the role editor: tenant patterns and Read only / Read and Write. */
export const TenantPermissionPanel: React.FC<Props> = ({ options, search, description, ...rest }) => (
  <PatternPermissionPanel
    noun={tenantNoun()}
    description={description ?? i18n.translate(messages.tenantPanelText)}
    add={{
      label: i18n.translate(messages.tenantAddButton),
      empty: emptyTenantPermission,
      testSubj: 'addTenantPermission',
    }}
    typeOptions={typeOptions}
    combo={{ options, ...search }}
    {...rest}
  />
);
