/**
 * Tenants › Configure: multitenancy on/off, the private tenant on/off and the default tenant.
 * The server applies them at once; Save first lists the changes for confirmation.
 */
import React, { useEffect, useId, useState } from 'react';
import { EuiDescribedFormGroup, EuiForm, EuiFormRow, EuiPanel, EuiSelect, EuiSpacer, EuiSwitch } from '@elastic/eui';
import { i18n, type CoreStart, type MountPoint } from '../../../../../../../core/public';
import type { TenancyConfig } from '../../../../../common/tenancy';
import { FormFooter } from '../resource_form/form_parts';
import { defaultTenantOptions, formOf, tenancyChanges, tenancyFormError, type TenancyForm } from './tenancy_form';
import messages from './messages.json';

/** The two switches; a row's id is the form's id and the suffix. */
const switches = () =>
  ({
    multitenancy_enabled: {
      idSuffix: 'multitenancy',
      label: i18n.translate(messages.configureMultitenancyLabel),
      switchLabel: i18n.translate(messages.configureMultitenancySwitch),
      testSubj: 'multitenancySwitch',
    },
    private_tenant_enabled: {
      idSuffix: 'private',
      label: i18n.translate(messages.configurePrivateTenantLabel),
      switchLabel: i18n.translate(messages.configurePrivateTenantSwitch),
      testSubj: 'privateTenantSwitch',
    },
  }) as const;

/**
 * A switch in its labelled row ('Multitenancy', 'Enable multitenancy'); the switch's own label
 * element gets an id for the row to point at.
 */
const SwitchRow: React.FC<{
  id: string;
  label: string;
  switchLabel: string;
  checked: boolean;
  onChange(checked: boolean): void;
  testSubj: string;
}> = ({ id, label, switchLabel, checked, onChange, testSubj }) => (
  <EuiFormRow label={label} hasChildLabel={false}>
    <EuiSwitch
      id={id}
      labelProps={{ id: `${id}-label` }}
      label={switchLabel}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      data-test-subj={testSubj}
    />
  </EuiFormRow>
);

/** The confirmation's body: built from text nodes, so tenant names are never read as markup. */
export function changeList(changes: string[]): MountPoint {
  return (element) => {
    const intro = document.createElement('p');
    intro.textContent = i18n.translate(messages.configureConfirmIntro);
    const list = document.createElement('ul');
    list.setAttribute('data-test-subj', 'tenancyChangeList');
    for (const change of changes) {
      const item = document.createElement('li');
      item.textContent = change;
      list.appendChild(item);
    }
    element.append(intro, list);
    return () => {
      intro.remove();
      list.remove();
    };
  };
}

export interface TenantConfigureTabProps {
  core: Pick<CoreStart, 'overlays'>;
  tenancy: TenancyConfig;
  /** Custom tenant names offered as the default. */
  customTenants: string[];
  /** Stores the settings; rejects with the server's error. */
  onSave(form: TenancyForm): Promise<void>;
}

export const TenantConfigureTab: React.FC<TenantConfigureTabProps> = ({ core, tenancy, customTenants, onSave }) => {
  const [form, setForm] = useState<TenancyForm>(() => formOf(tenancy));
  const [saving, setSaving] = useState(false);
  // Explicit ids: each control's label must name that control alone.
  const id = useId();
  // A save (here or from the Manage tab's 'Set as default tenant') is the new starting point.
  useEffect(() => setForm(formOf(tenancy)), [tenancy]);

  const saved = formOf(tenancy);
  const changes = tenancyChanges(tenancy, form);
  const error = tenancyFormError(form);
  const options = defaultTenantOptions(customTenants, saved.default_tenant);
  const update = (patch: Partial<TenancyForm>) => setForm((previous) => ({ ...previous, ...patch }));

  const save = async () => {
    if (error || changes.length === 0 || saving) return;
    const confirmed = await core.overlays.openConfirm(changeList(changes), {
      title: i18n.translate(messages.configureConfirmTitle),
      confirmButtonText: i18n.translate(messages.configureConfirmSaveButton),
      cancelButtonText: i18n.translate(messages.configureConfirmCancelButton),
      'data-test-subj': 'confirmTenancySave',
    });
    if (!confirmed) return;
    setSaving(true);
    try {
      await onSave(form);
    } catch {
      // The page reported it; the form keeps the user's choices for another try.
    } finally {
      setSaving(false);
    }
  };

  const switchRow = (field: keyof ReturnType<typeof switches>) => {
    const { idSuffix, ...text } = switches()[field];
    return (
      <SwitchRow
        id={`${id}-${idSuffix}`}
        {...text}
        checked={form[field]}
        onChange={(checked) => update({ [field]: checked })}
      />
    );
  };

  return (
    <EuiPanel data-test-subj="tenantConfigureTab">
      <EuiForm component="form" onSubmit={(e) => (e.preventDefault(), void save())}>
        <EuiDescribedFormGroup
          title={<h3>{i18n.translate(messages.configureMultitenancyTitle)}</h3>}
          description={i18n.translate(messages.configureMultitenancyDescription)}
        >
          {switchRow('multitenancy_enabled')}
        </EuiDescribedFormGroup>
        <EuiDescribedFormGroup
          title={<h3>{i18n.translate(messages.configureTenantsTitle)}</h3>}
          description={i18n.translate(messages.configureTenantsDescription)}
        >
          {switchRow('private_tenant_enabled')}
          <EuiFormRow
            id={`${id}-default`}
            label={i18n.translate(messages.configureDefaultTenantLabel)}
            isInvalid={!!error}
            error={error}
          >
            <EuiSelect
              options={options}
              value={form.default_tenant}
              isInvalid={!!error}
              onChange={(e) => update({ default_tenant: e.target.value })}
              data-test-subj="defaultTenantSelect"
            />
          </EuiFormRow>
        </EuiDescribedFormGroup>
        <EuiSpacer />
        <FormFooter
          saveLabel={i18n.translate(messages.configureSaveButton)}
          onCancel={() => setForm(saved)}
          isCancelDisabled={changes.length === 0 || saving}
          isDisabled={!!error || changes.length === 0 || saving}
          isLoading={saving}
          cancelTestSubj="cancelTenancyChanges"
          saveTestSubj="saveTenancyConfig"
          gutterSize="s"
          responsive
        />
      </EuiForm>
    </EuiPanel>
  );
};
