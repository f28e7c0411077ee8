/** The fields of an internal user, the same in every mode (the hook says which). */
import React from 'react';
import { EuiComboBox, EuiForm, EuiFormRow, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import { DescriptionRow, FormFooter, ResourceNameRow } from '../resource_form/form_parts';
import { AttributeRows } from './attribute_rows';
import { PasswordFields } from './password_fields';
import type { InternalUserFormModel } from './use_internal_user_form';

export const InternalUserForm: React.FC<{ form: InternalUserFormModel; hidden?: boolean }> = ({ form, hidden }) => {
  const { values } = form;
  return (
    <EuiForm component="form" hidden={hidden} onSubmit={(e) => (e.preventDefault(), void form.save())}>
      <EuiPanel>
        <EuiTitle size="s">
          <h2>Credentials</h2>
        </EuiTitle>
        <EuiSpacer size="m" />
        <ResourceNameRow
          label="Username"
          noun="user"
          editing={form.editing}
          value={values.name}
          error={form.nameError ?? undefined}
          onChange={form.setName}
          data-test-subj="userNameInput"
        />
        <DescriptionRow
          value={values.description}
          onChange={form.setDescription}
          data-test-subj="userDescriptionInput"
        />
        <PasswordFields
          password={values.password}
          repeat={values.repeat}
          onPasswordChange={form.setPassword}
          onRepeatChange={form.setRepeat}
          optional={form.editing}
          missing={form.passwordMissing}
        />
      </EuiPanel>
      <EuiSpacer />
      <EuiPanel>
        <EuiTitle size="s">
          <h2>Backend roles</h2>
        </EuiTitle>
        <EuiFormRow label="Backend roles" helpText="Type a role and press Enter. Roles can be mapped to backend roles.">
          <EuiComboBox
            noSuggestions
            selectedOptions={values.backendRoles.map((label) => ({ label }))}
            onCreateOption={(value) => {
              const role = value.trim();
              if (role && !values.backendRoles.includes(role)) form.setBackendRoles([...values.backendRoles, role]);
            }}
            onChange={(options) => form.setBackendRoles(options.map((o) => o.label))}
            data-test-subj="backendRolesInput"
          />
        </EuiFormRow>
      </EuiPanel>
      <EuiSpacer />
      <EuiPanel>
        <EuiTitle size="s">
          <h2>Attributes</h2>
        </EuiTitle>
        <EuiSpacer size="s" />
        <AttributeRows rows={values.attributes} onChange={form.setAttributes} showErrors={form.submitted} />
      </EuiPanel>
      <EuiSpacer />
      <FormFooter
        saveLabel={form.editing ? 'Save changes' : 'Create'}
        onCancel={form.cancel}
        isLoading={form.saving}
        isDisabled={!form.canSave}
        cancelTestSubj="cancelUser"
        saveTestSubj="saveUser"
      />
    </EuiForm>
  );
};
