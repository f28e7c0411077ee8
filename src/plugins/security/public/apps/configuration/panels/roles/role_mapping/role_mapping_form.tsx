/** The fields of a role's mapping: users, backend roles and hosts. */
import React from 'react';
import { EuiForm, EuiSpacer } from '@elastic/eui';
import { TEXT_INPUT_MAX_LENGTH } from '../../../../../../common/constants';
import { StringComboBoxRow, type StringComboBoxRowText } from '../role_edit/string_combo_box';
import { SectionPanel } from '../../../utils/section_panel';
import { FormFooter } from '../../resource_form/form_parts';
import type { RoleMappingFormModel } from './use_role_mapping_form';

const USERS_DESCRIPTION =
  'Map users to this role to inherit its permissions: by user name, by backend role or by the host they connect from.';
const USERS_ROW: StringComboBoxRowText = {
  label: 'Users',
  helpText: 'Pick internal users, or type the name of an external user and press Enter.',
  placeholder: 'Search internal users or type a user name',
  testSubj: 'mappedUsersInput',
};
const BACKEND_ROLES_ROW: StringComboBoxRowText = {
  label: 'Backend roles',
  helpText: 'Type a backend role (e.g. from LDAP or a token) and press Enter.',
  placeholder: 'Type in backend role',
  testSubj: 'mappedBackendRolesInput',
};
const HOSTS_ROW: StringComboBoxRowText = {
  label: 'Hosts',
  helpText: 'Type a host name or address pattern and press Enter.',
  placeholder: 'Type in host',
  testSubj: 'mappedHostsInput',
};

export const RoleMappingForm: React.FC<{ form: RoleMappingFormModel }> = ({ form }) => {
  const { values, update } = form;
  return (
    <EuiForm>
      <SectionPanel title="Users" description={USERS_DESCRIPTION} subdued paddingSize="l">
        <StringComboBoxRow
          text={USERS_ROW}
          values={values.users}
          onChange={(users) => update({ users })}
          options={form.userOptions}
          isLoading={form.usersLoading}
          onSearchChange={form.searchUsers}
          limit={TEXT_INPUT_MAX_LENGTH}
        />
        <StringComboBoxRow
          text={BACKEND_ROLES_ROW}
          values={values.backend_roles}
          onChange={(backend_roles) => update({ backend_roles })}
          limit={TEXT_INPUT_MAX_LENGTH}
        />
        <StringComboBoxRow
          text={HOSTS_ROW}
          values={values.hosts}
          onChange={(hosts) => update({ hosts })}
          limit={TEXT_INPUT_MAX_LENGTH}
        />
      </SectionPanel>
      <EuiSpacer size="l" />
      <FormFooter
        saveLabel="Map"
        onCancel={form.cancel}
        onSave={() => void form.save()}
        isLoading={form.saving}
        cancelTestSubj="cancelMapping"
        saveTestSubj="saveMappingButton"
      />
    </EuiForm>
  );
};
