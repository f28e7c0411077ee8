import React from 'react';
import { APPLICATION_PERMISSION_OPTIONS, type ApplicationPermissionType } from '../../../utils/application_permission';
import type { ComboOptions } from './permission_options';
import { emptyApplicationPermission, type ApplicationPermissionState, type RoleFormErrors } from './role_form_state';
import { PatternPermissionPanel, type PermissionNoun } from './pattern_permission_panel';

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

const APPLICATION: PermissionNoun = {
  label: 'Application',
  testSubj: 'application',
  patternsAriaLabel: 'Applications',
  placeholder: 'Search application or add an application pattern',
};

/** The repeatable application-permission rows of the role editor: apps or patterns, and Read only / All. */
export const ApplicationPermissionPanel: React.FC<Props> = ({ options, isLoading, ...rest }) => (
  <PatternPermissionPanel
    noun={APPLICATION}
    description={APPLICATION_PERMISSIONS_TEXT}
    add={{
      label: 'Add another application permission',
      empty: emptyApplicationPermission,
      testSubj: 'addApplicationPermission',
    }}
    typeOptions={typeOptions}
    combo={{ options, isLoading }}
    {...rest}
  />
);
