/** The fields of a role's mapping: users, backend roles and hosts. */
import React from 'react';
import { EuiForm, EuiSpacer } from '@elastic/eui';
import { TEXT_INPUT_MAX_LENGTH } from '../../../../../../common/constants';
import { StringComboBoxRow, type StringComboBoxRowText } from '../role_edit/string_combo_box';
import { SectionPanel } from '../../../utils/section_panel';
import { FormFooter } from '../../resource_form/form_parts';
import type { RoleMappingFormModel } from './use_role_mapping_form';
import { i18n } from '../../../../../../../../core/public';

const usersRow = (): StringComboBoxRowText => ({
  label: i18n.translate('security.roleMappings.form.usersLabel', { defaultMessage: 'Users' }),
  helpText: i18n.translate('security.roleMappings.form.usersHelp', {
    defaultMessage: 'Pick internal users, or type the name of an external user and press Enter.',
  }),
  placeholder: i18n.translate('security.roleMappings.form.usersPlaceholder', {
    defaultMessage: 'Search internal users or type a user name',
  }),
  testSubj: 'mappedUsersInput',
});
const backendRolesRow = (): StringComboBoxRowText => ({
  label: i18n.translate('security.roleMappings.form.backendRolesLabel', { defaultMessage: 'Backend roles' }),
  helpText: i18n.translate('security.roleMappings.form.backendRolesHelp', {
    defaultMessage: 'Type a backend role (e.g. from LDAP or a token) and press Enter.',
  }),
  placeholder: i18n.translate('security.roleMappings.form.backendRolesPlaceholder', {
    defaultMessage: 'Type in backend role',
  }),
  testSubj: 'mappedBackendRolesInput',
});
const hostsRow = (): StringComboBoxRowText => ({
  label: i18n.translate('security.roleMappings.form.hostsLabel', { defaultMessage: 'Hosts' }),
  helpText: i18n.translate('security.roleMappings.form.hostsHelp', {
    defaultMessage: 'Type a host name or address pattern and press Enter.',
  }),
  placeholder: i18n.translate('security.roleMappings.form.hostsPlaceholder', { defaultMessage: 'Type in host' }),
  testSubj: 'mappedHostsInput',
});

export const RoleMappingForm: React.FC<{ form: RoleMappingFormModel }> = ({ form }) => {
  const { values, update } = form;
  return (
    <EuiForm>
      <SectionPanel
        title={i18n.translate('security.roleMappings.form.usersSection', { defaultMessage: 'Users' })}
        description={i18n.translate('security.roleMappings.form.usersDescription', {
          defaultMessage:
            'Map users to this role to inherit its permissions: by user name, by backend role or by the host they connect from.',
        })}
        subdued
        paddingSize="l"
      >
        <StringComboBoxRow
          text={usersRow()}
          values={values.users}
          onChange={(users) => update({ users })}
          options={form.userOptions}
          isLoading={form.usersLoading}
          onSearchChange={form.searchUsers}
          limit={TEXT_INPUT_MAX_LENGTH}
        />
        <StringComboBoxRow
          text={backendRolesRow()}
          values={values.backend_roles}
          onChange={(backend_roles) => update({ backend_roles })}
          limit={TEXT_INPUT_MAX_LENGTH}
        />
        <StringComboBoxRow
          text={hostsRow()}
          values={values.hosts}
          onChange={(hosts) => update({ hosts })}
          limit={TEXT_INPUT_MAX_LENGTH}
        />
      </SectionPanel>
      <EuiSpacer size="l" />
      <FormFooter
        saveLabel={i18n.translate('security.roleMappings.form.mapButton', { defaultMessage: 'Map' })}
        onCancel={form.cancel}
        onSave={() => void form.save()}
        isLoading={form.saving}
        cancelTestSubj="cancelMapping"
        saveTestSubj="saveMappingButton"
      />
    </EuiForm>
  );
};
