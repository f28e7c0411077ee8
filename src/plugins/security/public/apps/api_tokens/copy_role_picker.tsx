/**
 * The create token flyout's "Copy permissions from role": one role, picked from the names the
 * server answers for what is typed (issue 43: a store may hold 10,000 roles, and a select of all
 * of them loaded every role before the flyout could open).
 */
import React from 'react';
import { EuiComboBox, EuiFormRow } from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import type { ComboOptions, PickerSearch } from '../configuration/panels/roles/role_edit/permission_options';
import messages from './messages.json';

/** The roles a token's permissions may be copied from, searched on the server as one types. */
export interface RoleChoices {
  /** The roles matching what is typed now (the server's latest answer, narrowed to the text). */
  options: ComboOptions;
  /** Absent, `options` is the whole list and EUI narrows it. */
  search?: PickerSearch;
}

interface Props {
  roles: RoleChoices;
  /** The role picked ('' for none). */
  value: string;
  onChange(name: string): void;
}

export const CopyRolePicker: React.FC<Props> = ({ roles, value, onChange }) => {
  const label = i18n.translate(messages.copyRoleLabel);
  return (
    <EuiFormRow label={label}>
      <EuiComboBox<string>
        aria-label={label}
        placeholder={i18n.translate(messages.copyRolePlaceholder)}
        singleSelection={{ asPlainText: true }}
        options={roles.options}
        selectedOptions={value ? [{ label: value }] : []}
        onChange={(picked) => onChange(picked[0]?.label ?? '')}
        // The server narrows the names (async: EUI leaves its own filtering out).
        async={roles.search !== undefined}
        isLoading={roles.search?.isLoading}
        onSearchChange={roles.search?.onSearchChange}
        data-test-subj="apiTokenCopyRole"
      />
    </EuiFormRow>
  );
};
