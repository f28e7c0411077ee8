/** The fields of an internal user, the same in every mode (the hook says which). */
import React, { useState } from 'react';
import { EuiFormRow, EuiSpacer, EuiTitle } from '@elastic/eui';
import { TEXT_INPUT_MAX_LENGTH } from '../../../../../../common/constants';
import { limitNote, withCounter } from '../../../../limited_text_field';
import { StringComboBox } from '../../roles/role_edit/string_combo_box';
import { DescriptionRow, ResourceNameRow } from '../../resource_form/form_parts';
import { ResourceFormFrame } from '../../resource_form/resource_edit_page';
import { AttributeRows } from './attribute_rows';
import { PasswordFields } from './password_fields';
import type { InternalUserFormModel } from './use_internal_user_form';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

export const InternalUserForm: React.FC<{ form: InternalUserFormModel; hidden?: boolean }> = ({ form, hidden }) => {
  const { values } = form;
  const [refusedRole, setRefusedRole] = useState<string>();
  const backendRolesError = refusedRole ?? form.fieldErrors.backend_roles;
  const backendRoles = (
    <>
      <EuiTitle size="s">
        <h2>{i18n.translate(messages.formBackendRolesTitle)}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      {/* The section's heading names the field: a label repeating it under the heading read as a stutter. */}
      <EuiFormRow
        helpText={withCounter(i18n.translate(messages.formBackendRolesHelp), limitNote(TEXT_INPUT_MAX_LENGTH))}
        isInvalid={!!backendRolesError}
        error={backendRolesError}
      >
        <StringComboBox
          aria-label={i18n.translate(messages.formBackendRolesAriaLabel)}
          isInvalid={!!backendRolesError}
          values={values.backendRoles}
          onChange={form.setBackendRoles}
          limit={TEXT_INPUT_MAX_LENGTH}
          onRefused={setRefusedRole}
          data-test-subj="backendRolesInput"
        />
      </EuiFormRow>
    </>
  );
  const attributes = (
    <>
      <EuiTitle size="s">
        <h2>{i18n.translate(messages.formAttributesTitle)}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      <AttributeRows rows={values.attributes} onChange={form.setAttributes} showErrors={form.submitted} />
    </>
  );
  return (
    <ResourceFormFrame
      form={form}
      hidden={hidden}
      canSave={form.canSave}
      testSubjs={{ cancel: 'cancelUser', save: 'saveUser' }}
      more={[backendRoles, attributes]}
    >
      <EuiTitle size="s">
        <h2>{i18n.translate(messages.formCredentialsTitle)}</h2>
      </EuiTitle>
      <EuiSpacer size="m" />
      <ResourceNameRow
        label={i18n.translate(messages.formUserNameLabel)}
        editingHelp={i18n.translate(messages.formUserNameFixed)}
        editing={form.editing}
        value={values.name}
        error={form.nameError ?? undefined}
        onChange={form.setName}
        data-test-subj="userNameInput"
      />
      <DescriptionRow
        value={values.description}
        onChange={form.setDescription}
        error={form.fieldErrors.description}
        data-test-subj="userDescriptionInput"
      />
      <PasswordFields
        password={values.password}
        repeat={values.repeat}
        onPasswordChange={form.setPassword}
        onRepeatChange={form.setRepeat}
        optional={form.editing}
        missing={form.passwordMissing}
        serverError={form.fieldErrors.password}
      />
    </ResourceFormFrame>
  );
};
