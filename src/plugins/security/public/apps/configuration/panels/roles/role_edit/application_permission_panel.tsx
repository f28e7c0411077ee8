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
import messages from './messages.json';

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
  label: i18n.translate(messages.applicationLabel),
  title: i18n.translate(messages.applicationPanelTitle),
  testSubj: 'application',
  patternsAriaLabel: (row) => i18n.translate(messages.applicationPatternsAriaLabel, { row }),
  typeAriaLabel: (row) => i18n.translate(messages.applicationTypeAriaLabel, { row }),
  removeAriaLabel: (row) => i18n.translate(messages.applicationRemoveAriaLabel, { row }),
  placeholder: i18n.translate(messages.applicationPlaceholder),
});

/** The repeatable application-permission rows of the role editor: apps or patterns, and Read only / All. */
export const ApplicationPermissionPanel: React.FC<Props> = ({ options, isLoading, ...rest }) => (
  <PatternPermissionPanel
    noun={applicationNoun()}
    description={i18n.translate(messages.applicationPanelText)}
    add={{
      label: i18n.translate(messages.applicationAddButton),
      empty: emptyApplicationPermission,
      testSubj: 'addApplicationPermission',
    }}
    typeOptions={typeOptions}
    combo={{ options, isLoading }}
    {...rest}
  />
);
