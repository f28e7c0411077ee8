/** The fields of a role, the same in every mode (the hook says which). */
import React from 'react';
import { EuiCallOut, EuiForm, EuiSpacer, EuiText } from '@elastic/eui';
import { LimitedTextRow } from '../../../../limited_text_field';
import { SectionPanel } from '../../../utils/section_panel';
import { FormFooter, ResourceNameRow } from '../../resource_form/form_parts';
import { StringComboBoxRow, type StringComboBoxRowText } from './string_combo_box';
import { IndexAndTenantPanels } from './permission_panels';
import { ApplicationPermissionPanel } from './application_permission_panel';
import type { RoleFormModel } from './use_role_form';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

const clusterPermissionsRow = (): StringComboBoxRowText => ({
  label: i18n.translate(messages.formClusterPermissionsLabel),
  helpText: i18n.translate(messages.formClusterPermissionsHelp),
  placeholder: i18n.translate(messages.formClusterPermissionsPlaceholder),
  testSubj: 'clusterPermissionsInput',
});

export const RoleForm: React.FC<{ form: RoleFormModel }> = ({ form }) => {
  const { values, update } = form;
  return (
    // Not a <form>: Enter in a picker adds the typed value, it must never submit the role.
    <EuiForm>
      {form.saveError && (
        <>
          <EuiCallOut color="danger" iconType="error" title={form.saveError} data-test-subj="roleSaveError" />
          <EuiSpacer size="l" />
        </>
      )}
      <SectionPanel title={i18n.translate(messages.formNameSection)} paddingSize="l">
        <ResourceNameRow
          label={i18n.translate(messages.formNameLabel)}
          editingHelp={i18n.translate(messages.formNameFixed)}
          editing={form.editing}
          createHelp={i18n.translate(messages.formNameHelp)}
          lock="readOnly"
          value={values.name}
          error={form.nameError}
          onChange={form.setName}
          data-test-subj="roleNameInput"
        />
        <LimitedTextRow
          label={i18n.translate(messages.formDescriptionLabel)}
          labelAppend={
            <EuiText size="xs" color="subdued">
              {i18n.translate(messages.formOptional)}
            </EuiText>
          }
          value={values.description}
          error={form.fieldErrors.description}
          onChange={(description) => update({ description })}
          data-test-subj="roleDescriptionInput"
        />
      </SectionPanel>
      <EuiSpacer size="l" />
      <SectionPanel
        title={i18n.translate(messages.formClusterSection)}
        paddingSize="l"
        data-test-subj="clusterPermissionSection"
      >
        <StringComboBoxRow
          text={clusterPermissionsRow()}
          values={values.cluster}
          onChange={(cluster) => update({ cluster })}
          options={form.clusterOptions}
          {...form.clusterSearch}
        />
      </SectionPanel>
      <EuiSpacer size="l" />
      <IndexAndTenantPanels
        values={values}
        update={update}
        options={{ index: form.indexOptions, tenant: form.tenantOptions }}
        search={{ index: form.indexSearch, tenant: form.tenantSearch }}
        errors={form.errors}
        showErrors={form.submitted}
        spacerSize="l"
      />
      <EuiSpacer size="l" />
      <ApplicationPermissionPanel
        permissions={values.application}
        onChange={(application) => update({ application })}
        options={form.applicationOptions}
        isLoading={form.applicationOptionsLoading}
        errors={form.errors.application}
        showErrors={form.submitted}
      />
      <EuiSpacer size="l" />
      <FormFooter
        saveLabel={form.editing ? i18n.translate(messages.formUpdateButton) : i18n.translate(messages.formCreateButton)}
        onCancel={form.cancel}
        onSave={() => void form.save()}
        isLoading={form.saving}
        cancelTestSubj="cancelRoleEdit"
        saveTestSubj="saveRoleButton"
      />
    </EuiForm>
  );
};
