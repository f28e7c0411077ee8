import React, { useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFieldNumber,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiForm,
  EuiFormRow,
  EuiSelect,
  EuiSpacer,
  EuiSwitch,
  EuiTitle,
} from '@elastic/eui';
import { FlyoutFrame, i18n } from '../../../../../../../core/public';
import { conditionLabels } from './alert_texts';
import {
  ALERT_CONDITION_LABELS,
  ALERT_RULE_NAME_MAX_LENGTH,
  type AlertConditionType,
} from '../../../../../common/alerts';
import { LimitedTextRow } from '../../../limited_text_field';
import { validateRuleForm, type RuleForm } from './rule_form';
import messages from './messages.json';

const conditionOptions = () => {
  const labels = conditionLabels();
  return (Object.keys(ALERT_CONDITION_LABELS) as AlertConditionType[]).map((value) => ({ value, text: labels[value] }));
};

/** 'At least N failures within M min': the two numbers of a failed-logins rule. */
const failedLoginNumbers = (): ReadonlyArray<{
  field: 'threshold' | 'windowMinutes';
  label: string;
  append: string;
  max?: number;
  testSubj: string;
}> => [
  {
    field: 'threshold',
    label: i18n.translate(messages.flyoutThresholdLabel),
    append: i18n.translate(messages.flyoutThresholdUnit),
    testSubj: 'alertRuleThreshold',
  },
  {
    field: 'windowMinutes',
    label: i18n.translate(messages.flyoutWindowLabel),
    append: i18n.translate(messages.flyoutWindowUnit),
    max: 1440,
    testSubj: 'alertRuleWindow',
  },
];

export interface RuleFlyoutProps {
  title: string;
  initial: RuleForm;
  /** Whether the rule already has a webhook secret (it is kept; it is never shown again). */
  hasSecret: boolean;
  onSave(form: RuleForm): Promise<void>;
  onClose(): void;
}

/** Create or edit one rule: its condition, and where a firing goes. */
export const RuleFlyout: React.FC<RuleFlyoutProps> = ({ title, initial, hasSecret, onSave, onClose }) => {
  const [form, setForm] = useState<RuleForm>(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = tried ? validateRuleForm(form) : {};
  const set = (changes: Partial<RuleForm>) => setForm((current) => ({ ...current, ...changes }));

  const save = async () => {
    setTried(true);
    if (Object.keys(validateRuleForm(form)).length) return;
    setSaving(true);
    try {
      await onSave(form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FlyoutFrame
      title={title}
      onClose={onClose}
      size="s"
      footer={{
        start: <EuiButtonEmpty onClick={onClose}>{i18n.translate(messages.flyoutCancelButton)}</EuiButtonEmpty>,
        end: (
          <EuiButton fill isLoading={saving} onClick={() => void save()} data-test-subj="alertRuleSave">
            {i18n.translate(messages.flyoutSaveButton)}
          </EuiButton>
        ),
      }}
      data-test-subj="alertRuleFlyout"
    >
      <EuiForm
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <LimitedTextRow
          label={i18n.translate(messages.flyoutNameLabel)}
          limit={ALERT_RULE_NAME_MAX_LENGTH}
          value={form.name}
          onChange={(name) => set({ name })}
          error={errors.name}
          data-test-subj="alertRuleName"
        />
        <EuiFormRow label={i18n.translate(messages.flyoutConditionLabel)}>
          <EuiSelect
            options={conditionOptions()}
            value={form.type}
            onChange={(e) => set({ type: e.target.value as AlertConditionType })}
            data-test-subj="alertRuleCondition"
          />
        </EuiFormRow>
        {form.type === 'failed_logins' && (
          <>
            <EuiFormRow label={i18n.translate(messages.flyoutGroupByLabel)}>
              <EuiSelect
                options={[
                  {
                    value: 'user',
                    text: i18n.translate(messages.flyoutGroupByUser),
                  },
                  {
                    value: 'address',
                    text: i18n.translate(messages.flyoutGroupByAddress),
                  },
                ]}
                value={form.groupBy}
                onChange={(e) => set({ groupBy: e.target.value as RuleForm['groupBy'] })}
                data-test-subj="alertRuleGroupBy"
              />
            </EuiFormRow>
            <EuiFlexGroup gutterSize="m">
              {failedLoginNumbers().map(({ field, label, append, max, testSubj }) => (
                <EuiFlexItem key={field}>
                  <EuiFormRow label={label} isInvalid={!!errors[field]} error={errors[field]}>
                    <EuiFieldNumber
                      value={form[field]}
                      min={1}
                      max={max}
                      onChange={(e) => set({ [field]: e.target.value })}
                      isInvalid={!!errors[field]}
                      append={append}
                      data-test-subj={testSubj}
                    />
                  </EuiFormRow>
                </EuiFlexItem>
              ))}
            </EuiFlexGroup>
          </>
        )}
        {form.type === 'new_address_login' && (
          <>
            <EuiSpacer size="s" />
            <EuiCallOut
              size="s"
              iconType="info"
              title={i18n.translate(messages.flyoutNewAddressHint, { category: 'AUTHENTICATED' })}
            />
          </>
        )}
        <EuiSpacer />
        <EuiTitle size="xs">
          <h3>{i18n.translate(messages.flyoutActionsTitle)}</h3>
        </EuiTitle>
        <EuiSpacer size="s" />
        <EuiFormRow isInvalid={!!errors.actions} error={errors.actions}>
          <EuiSwitch
            label={i18n.translate(messages.flyoutInAppSwitch)}
            checked={form.inApp}
            onChange={(e) => set({ inApp: e.target.checked })}
            data-test-subj="alertRuleInApp"
          />
        </EuiFormRow>
        <EuiFormRow
          label={i18n.translate(messages.flyoutWebhookLabel)}
          helpText={
            hasSecret ? i18n.translate(messages.flyoutWebhookHelpSigned) : i18n.translate(messages.flyoutWebhookHelp)
          }
          isInvalid={!!errors.webhookUrl}
          error={errors.webhookUrl}
        >
          <EuiFieldText
            value={form.webhookUrl}
            placeholder="https://hooks.example.com/security"
            onChange={(e) => set({ webhookUrl: e.target.value })}
            isInvalid={!!errors.webhookUrl}
            data-test-subj="alertRuleWebhook"
          />
        </EuiFormRow>
        <EuiFormRow>
          <EuiSwitch
            label={i18n.translate(messages.flyoutEnabledSwitch)}
            checked={form.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
        </EuiFormRow>
        <button type="submit" hidden />
      </EuiForm>
    </FlyoutFrame>
  );
};
