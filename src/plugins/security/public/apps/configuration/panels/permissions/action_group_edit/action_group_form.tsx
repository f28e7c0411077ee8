/** The fields of an action group, the same in every mode (the hook says which). */
import React from 'react';
import { EuiComboBox, EuiFormRow, EuiSelect } from '@elastic/eui';
import { DescriptionRow, ResourceNameRow } from '../../resource_form/form_parts';
import { ResourceFormFrame } from '../../resource_form/resource_edit_page';
import { groupTypeOptions, type EditableGroupType } from './action_group_rules';
import type { ActionGroupFormModel } from './use_action_group_form';
import { i18n } from '../../../../../../../../core/public';

export const ActionGroupForm: React.FC<{ form: ActionGroupFormModel; hidden?: boolean }> = ({ form, hidden }) => {
  const { values, memberError } = form;
  return (
    <ResourceFormFrame
      form={form}
      hidden={hidden}
      canSave={!form.saving && !form.reserved}
      testSubjs={{ cancel: 'cancelActionGroup', save: 'saveActionGroup' }}
    >
      <ResourceNameRow
        label={i18n.translate('security.actionGroups.form.nameLabel', { defaultMessage: 'Name' })}
        editingHelp={i18n.translate('security.actionGroups.form.nameFixed', {
          defaultMessage: 'The name of an existing action group cannot be changed.',
        })}
        editing={form.editing}
        value={values.name}
        error={form.nameError}
        onChange={form.setName}
        data-test-subj="actionGroupNameInput"
      />
      <DescriptionRow
        value={values.description}
        onChange={form.setDescription}
        error={form.descriptionError}
        data-test-subj="actionGroupDescriptionInput"
      />
      <EuiFormRow
        label={i18n.translate('security.actionGroups.form.typeLabel', { defaultMessage: 'Type' })}
        helpText={i18n.translate('security.actionGroups.form.typeHelp', {
          defaultMessage: 'Where the group applies; it decides which permissions are offered.',
        })}
      >
        <EuiSelect
          options={groupTypeOptions()}
          value={values.type}
          onChange={(e) => form.setType(e.target.value as EditableGroupType)}
          data-test-subj="actionGroupTypeSelect"
        />
      </EuiFormRow>
      <EuiFormRow
        label={i18n.translate('security.actionGroups.form.membersLabel', {
          defaultMessage: 'Permissions and action groups',
        })}
        helpText={i18n.translate('security.actionGroups.form.membersHelp', {
          defaultMessage:
            'Choose from the list, or type a permission (wildcards such as indices:data/read* allowed) and press Enter.',
        })}
        isInvalid={!!memberError}
        error={memberError}
      >
        <EuiComboBox
          options={form.options.map((label) => ({ label }))}
          selectedOptions={values.members.map((label) => ({ label }))}
          onChange={(selected) => form.setMembers(selected.map((o) => o.label))}
          onCreateOption={(value) => {
            const member = value.trim();
            if (member && !values.members.includes(member)) form.setMembers([...values.members, member]);
          }}
          isInvalid={!!memberError}
          data-test-subj="actionGroupMembers"
        />
      </EuiFormRow>
    </ResourceFormFrame>
  );
};
