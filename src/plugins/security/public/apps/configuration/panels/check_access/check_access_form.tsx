/**
 * The question of the Check access page: an internal user, and any of an action, an index and a
 * tenant. Only internal users are offered: the server knows the backend roles of no other user.
 */
import React, { useMemo, useState } from 'react';
import {
  EuiButton,
  EuiComboBox,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiForm,
  EuiFormRow,
  type EuiComboBoxOptionOption,
} from '@elastic/eui';
import { CLUSTER_PERMISSIONS, INDEX_PERMISSIONS } from '../../../../../common/permission_lists';
import { GLOBAL_TENANT_NAME, PRIVATE_TENANT } from '../../../../../common/constants';
import { i18n, type MessageDescriptor } from '../../../../../../../core/public';
import messages from './messages.json';

export interface ExplainForm {
  user: string;
  action: string;
  index: string;
  tenant: string;
}

export const EMPTY_FORM: ExplainForm = { user: '', action: '', index: '', tenant: '' };

const TENANT_ACTIONS = ['read', 'write', 'kibana_all_read', 'kibana_all_write'];

const single = (value: string, label = value): Array<EuiComboBoxOptionOption<string>> =>
  value ? [{ label, value }] : [];

export const userRequired = () => i18n.translate(messages.formUserRequired);
const actionRequired = () => i18n.translate(messages.formActionRequired);

export const CheckAccessForm: React.FC<{
  initial: ExplainForm;
  users: string[];
  actionGroups: string[];
  tenants: string[];
  loading: boolean;
  onSubmit(form: ExplainForm): void;
}> = ({ initial, users, actionGroups, tenants, loading, onSubmit }) => {
  const [form, setForm] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const set = (patch: Partial<ExplainForm>) => setForm((current) => ({ ...current, ...patch }));

  const userOptions = useMemo(() => users.map((name) => ({ label: name, value: name })), [users]);
  const actionOptions = useMemo(
    () => [
      {
        label: i18n.translate(messages.formTenantAccessGroup),
        options: TENANT_ACTIONS.map((a) => ({ label: a, value: a })),
      },
      {
        label: i18n.translate(messages.formActionGroupsGroup),
        options: actionGroups.filter((a) => !TENANT_ACTIONS.includes(a)).map((a) => ({ label: a, value: a })),
      },
      {
        label: i18n.translate(messages.formClusterGroup),
        options: CLUSTER_PERMISSIONS.map((a) => ({ label: a, value: a })),
      },
      {
        label: i18n.translate(messages.formIndexGroup),
        options: INDEX_PERMISSIONS.map((a) => ({ label: a, value: a })),
      },
    ],
    [actionGroups]
  );
  const tenantLabel = (name: string) =>
    name === GLOBAL_TENANT_NAME
      ? i18n.translate(messages.formGlobalTenant)
      : name === PRIVATE_TENANT
        ? i18n.translate(messages.formPrivateTenant)
        : name;
  const tenantOptions = useMemo(
    () =>
      [GLOBAL_TENANT_NAME, PRIVATE_TENANT, ...tenants.filter((t) => t !== GLOBAL_TENANT_NAME)].map((name) => ({
        label: tenantLabel(name),
        value: name,
      })),
    [tenants]
  );

  const userError = submitted && !form.user ? userRequired() : undefined;
  const actionError = submitted && form.index.trim() && !form.action ? actionRequired() : undefined;

  /** A part of the question picked from a list (`data-test-subj` checkAccessUser etc.); an action may be typed in. */
  const picker = (
    field: 'user' | 'action' | 'tenant',
    label: MessageDescriptor,
    help: MessageDescriptor,
    options: Array<EuiComboBoxOptionOption<string>>,
    { error, display, creatable }: { error?: string; display?: string; creatable?: boolean }
  ) => (
    <EuiFormRow label={i18n.translate(label)} isInvalid={!!error} error={error} helpText={i18n.translate(help)}>
      <EuiComboBox
        aria-label={i18n.translate(label)}
        data-test-subj={`checkAccess${field.charAt(0).toUpperCase()}${field.slice(1)}`}
        singleSelection={{ asPlainText: true }}
        options={options}
        selectedOptions={single(form[field], display)}
        onChange={(selected) => set({ [field]: selected[0]?.value ?? '' })}
        onCreateOption={creatable ? (value) => set({ [field]: value.trim() }) : undefined}
        // EUI fills in {searchValue}: quoted, so the message keeps it for EUI.
        customOptionText={creatable ? i18n.translate(messages.formUseTyped) : undefined}
        isInvalid={!!error}
      />
    </EuiFormRow>
  );

  return (
    <EuiForm
      component="form"
      data-test-subj="checkAccessForm"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        if (!form.user || (form.index.trim() && !form.action)) return;
        onSubmit({ ...form, index: form.index.trim() });
      }}
    >
      <EuiFlexGroup wrap alignItems="flexEnd" gutterSize="m">
        <EuiFlexItem style={{ minWidth: 200 }}>
          {picker('user', messages.formUserLabel, messages.formUserHelp, userOptions, {
            error: userError,
          })}
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 260 }}>
          {picker('action', messages.formActionLabel, messages.formActionHelp, actionOptions, {
            error: actionError,
            creatable: true,
          })}
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 180 }}>
          <EuiFormRow label={i18n.translate(messages.formIndexLabel)} helpText={i18n.translate(messages.formIndexHelp)}>
            <EuiFieldText
              data-test-subj="checkAccessIndex"
              value={form.index}
              onChange={(event) => set({ index: event.target.value })}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 180 }}>
          {picker('tenant', messages.formTenantLabel, messages.formTenantHelp, tenantOptions, {
            display: tenantLabel(form.tenant),
          })}
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiFormRow hasEmptyLabelSpace>
            <EuiButton type="submit" fill iconType="search" isLoading={loading} data-test-subj="checkAccessSubmit">
              {i18n.translate(messages.formSubmitButton)}
            </EuiButton>
          </EuiFormRow>
        </EuiFlexItem>
      </EuiFlexGroup>
    </EuiForm>
  );
};
