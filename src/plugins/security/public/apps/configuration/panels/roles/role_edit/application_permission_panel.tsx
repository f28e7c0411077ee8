import React from 'react';
import {
  APPLICATION_PERMISSION_OPTIONS,
  applicationPermissionLabel,
  type ApplicationPermissionType,
} from '../../../utils/application_permission';
import type { ComboOptions } from './permission_options';
import { emptyApplicationPermission, type ApplicationPermissionState, type RoleFormErrors } from './role_form_state';
import { PatternPermissionPanel, type PermissionNoun } from './pattern_permission_panel';
import { i18n } from '../../../../../../../../core/public';

interface Props {
  permissions: ApplicationPermissionState[];
  onChange(permissions: ApplicationPermissionState[]): void;
  /** The registered apps; patterns (`management*`) are typed in as custom values. */
  options: ComboOptions;
  isLoading?: boolean;
  errors: RoleFormErrors['application'];
  showErrors: boolean;
}

function typeOptions(current: ApplicationPermissionType) {
  const options = APPLICATION_PERMISSION_OPTIONS.map(({ type }) => ({
    value: type,
    text: applicationPermissionLabel(type),
  }));
  // A stored permission naming only other action groups shows as it is until changed.
  return current === 'None' ? [{ value: 'None', text: applicationPermissionLabel('None') }, ...options] : options;
}

const applicationNoun = (): PermissionNoun => ({
  label: i18n.translate('security.roles.edit.application.label', { defaultMessage: 'Application' }),
  title: i18n.translate('security.roles.edit.application.panelTitle', { defaultMessage: 'Application permissions' }),
  testSubj: 'application',
  patternsAriaLabel: (row) =>
    i18n.translate('security.roles.edit.application.patternsAriaLabel', {
      defaultMessage: 'Applications, row {row}',
      values: { row },
    }),
  typeAriaLabel: (row) =>
    i18n.translate('security.roles.edit.application.typeAriaLabel', {
      defaultMessage: 'Application permission, row {row}',
      values: { row },
    }),
  removeAriaLabel: (row) =>
    i18n.translate('security.roles.edit.application.removeAriaLabel', {
      defaultMessage: 'Remove application permission, row {row}',
      values: { row },
    }),
  placeholder: i18n.translate('security.roles.edit.application.placeholder', {
    defaultMessage: 'Search application or add an application pattern',
  }),
});

/** The repeatable application-permission rows of the role editor: apps or patterns, and Read only / All. */
export const ApplicationPermissionPanel: React.FC<Props> = ({ options, isLoading, ...rest }) => (
  <PatternPermissionPanel
    noun={applicationNoun()}
    description={i18n.translate('security.roles.edit.application.panelText', {
      defaultMessage:
        'Choose the applications members of this role see in the menu and may open, and whether they may only read or also create, change and delete in them. Applications apply only when application permissions are enabled.',
    })}
    add={{
      label: i18n.translate('security.roles.edit.application.addButton', {
        defaultMessage: 'Add another application permission',
      }),
      empty: emptyApplicationPermission,
      testSubj: 'addApplicationPermission',
    }}
    typeOptions={typeOptions}
    combo={{ options, isLoading }}
    {...rest}
  />
);
