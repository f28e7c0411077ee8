/** The fields of a role's mapping: users, backend roles and hosts. */
import React from 'react';
import { EuiForm, EuiSpacer } from '@elastic/eui';
import { TEXT_INPUT_MAX_LENGTH } from '../../../../../../common/constants';
import { StringComboBoxRow, type StringComboBoxRowText } from '../role_edit/string_combo_box';
import { SectionPanel } from '../../../utils/section_panel';
import { FormFooter } from '../../resource_form/form_parts';
import type { RoleMappingFormModel } from './use_role_mapping_form';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

const usersRow = (): StringComboBoxRowText => ({
  label: i18n.translate(messages.formUsersLabel),
  helpText: i18n.translate(messages.formUsersHelp),
  placeholder: i18n.translate(messages.formUsersPlaceholder),
  testSubj: 'mappedUsersInput',
});
const backendRolesRow = (): StringComboBoxRowText => ({
  label: i18n.translate(messages.formBackendRolesLabel),
  helpText: i18n.translate(messages.formBackendRolesHelp),
  placeholder: i18n.translate(messages.formBackendRolesPlaceholder),
  testSubj: 'mappedBackendRolesInput',
});
const hostsRow = (): StringComboBoxRowText => ({
  label: i18n.translate(messages.formHostsLabel),
  helpText: i18n.translate(messages.formHostsHelp),
  placeholder: i18n.translate(messages.formHostsPlaceholder),
  testSubj: 'mappedHostsInput',
});

export const RoleMappingForm: React.FC<{ form: RoleMappingFormModel }> = ({ form }) => {
  const { values, update } = form;
  return (
    <EuiForm>
      <SectionPanel
        title={i18n.translate(messages.formUsersSection)}
        description={i18n.translate(messages.formUsersDescription)}
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
        saveLabel={i18n.translate(messages.formMapButton)}
        onCancel={form.cancel}
        onSave={() => void form.save()}
        isLoading={form.saving}
        cancelTestSubj="cancelMapping"
        saveTestSubj="saveMappingButton"
      />
    </EuiForm>
  );
};
