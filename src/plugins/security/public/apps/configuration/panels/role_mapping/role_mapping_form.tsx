/** The fields of a role's mapping: users, backend roles and hosts. */
import React from 'react';
import { EuiForm, EuiFormRow, EuiPanel, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { StringComboBox } from '../role_edit/string_combo_box';
import { FormFooter } from '../resource_form/form_parts';
import type { RoleMappingFormModel } from './use_role_mapping_form';

export const RoleMappingForm: React.FC<{ form: RoleMappingFormModel }> = ({ form }) => {
  const { values, update } = form;
  return (
    <EuiForm>
      <EuiPanel paddingSize="l">
        <EuiTitle size="s">
          <h2>Users</h2>
        </EuiTitle>
        <EuiText size="s" color="subdued">
          <p>
            Map users to this role to inherit role permissions. Two types of users are supported: user, and backend
            role.
          </p>
        </EuiText>
        <EuiSpacer size="m" />
        <EuiFormRow
          label="Users"
          helpText="Pick internal users, or type the name of an external user and press Enter."
          fullWidth
        >
          <StringComboBox
            aria-label="Users"
            placeholder="Search internal users or type a user name"
            values={values.users}
            onChange={(users) => update({ users })}
            options={form.userOptions}
            isLoading={form.usersLoading}
            onSearchChange={form.searchUsers}
            data-test-subj="mappedUsersInput"
          />
        </EuiFormRow>
        <EuiFormRow
          label="Backend roles"
          helpText="Type a backend role (e.g. from LDAP or a token) and press Enter."
          fullWidth
        >
          <StringComboBox
            aria-label="Backend roles"
            placeholder="Type in backend role"
            values={values.backend_roles}
            onChange={(backend_roles) => update({ backend_roles })}
            data-test-subj="mappedBackendRolesInput"
          />
        </EuiFormRow>
        <EuiFormRow label="Hosts" helpText="Type a host name or address pattern and press Enter." fullWidth>
          <StringComboBox
            aria-label="Hosts"
            placeholder="Type in host"
            values={values.hosts}
            onChange={(hosts) => update({ hosts })}
            data-test-subj="mappedHostsInput"
          />
        </EuiFormRow>
      </EuiPanel>
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
