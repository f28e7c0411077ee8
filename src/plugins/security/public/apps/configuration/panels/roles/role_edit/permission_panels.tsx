import React from 'react';
import { EuiSpacer } from '@elastic/eui';
import { IndexPermissionPanel } from './index_permission_panel';
import type { ComboOptions, PickerSearch } from './permission_options';
import type { IndexPermissionState, RoleFormErrors, TenantPermissionState } from './role_form_state';
import { TenantPermissionPanel } from './tenant_permission_panel';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

type Permissions = { index: IndexPermissionState[]; tenant: TenantPermissionState[] };

/** An API token's panels speak of the token, not of a role's members. */

const NO_ERRORS: Pick<RoleFormErrors, 'index' | 'tenant'> = { index: {}, tenant: {} };

/**
 * The index and the tenant permissions, each in its repeatable panel: a role's, and an API
 * token's, which are picked the same way.
 */
export const IndexAndTenantPanels: React.FC<{
  values: Permissions;
  update(changes: Partial<Permissions>): void;
  options: { index: ComboOptions; tenant: ComboOptions };
  /** The pickers whose options the server searches as one types (the role editor's). */
  search?: { index?: PickerSearch; tenant?: PickerSearch };
  errors?: Pick<RoleFormErrors, 'index' | 'tenant'>;
  /** Whether Save was tried: missing patterns are only flagged from then on. */
  showErrors?: boolean;
  /** The space between the two panels. */
  spacerSize?: 'l';
  /** Whose permissions these are: the panels' explanations name it. */
  holder?: 'role' | 'token';
}> = ({ values, update, options, search, errors = NO_ERRORS, showErrors = false, spacerSize, holder = 'role' }) => {
  /** What each panel gets of its kind. */
  const panel = <K extends keyof Permissions>(kind: K) => ({
    permissions: values[kind],
    onChange: (permissions: Permissions[K]) => update({ [kind]: permissions }),
    options: options[kind],
    search: search?.[kind],
    errors: errors[kind],
    showErrors,
  });
  return (
    <>
      <IndexPermissionPanel
        {...panel('index')}
        {...(holder === 'token'
          ? {
              description: i18n.translate(messages.tokenIndexPermissionsText),
            }
          : {})}
      />
      <EuiSpacer size={spacerSize} />
      <TenantPermissionPanel
        {...panel('tenant')}
        {...(holder === 'token'
          ? {
              description: i18n.translate(messages.tokenTenantPermissionsText),
            }
          : {})}
      />
    </>
  );
};
