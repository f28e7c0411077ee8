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
import { FlyoutFrame } from '../../../../../../../core/public';
import {
  ALERT_CONDITION_LABELS,
  ALERT_RULE_NAME_MAX_LENGTH,
  type AlertConditionType,
} from '../../../../../common/alerts';
import { LimitedTextRow } from '../../../limited_text_field';
import { validateRuleForm, type RuleForm } from './rule_form';

const CONDITION_OPTIONS = (Object.keys(ALERT_CONDITION_LABELS) as AlertConditionType[]).map((value) => ({
  value,
  text: ALERT_CONDITION_LABELS[value],
}));

/** 'At least N failures within M min': the two numbers of a failed-logins rule. */
const FAILED_LOGIN_NUMBERS: ReadonlyArray<{
  field: 'threshold' | 'windowMinutes';
  label: string;
  append: string;
  max?: number;
  testSubj: string;
}> = [
  { field: 'threshold', label: 'At least', append: 'failures', testSubj: 'alertRuleThreshold' },
  { field: 'windowMinutes', label: 'Within', append: 'min', max: 1440, testSubj: 'alertRuleWindow' },
];

export const NEW_ADDRESS_HINT =
  'Reads successful logins from the audit log: the AUTHENTICATED category must be on in the audit settings.';

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
        start: <EuiButtonEmpty onClick={onClose}>Cancel</EuiButtonEmpty>,
        end: (
          <EuiButton fill isLoading={saving} onClick={() => void save()} data-test-subj="alertRuleSave">
            Save rule
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
          label="Name"
          limit={ALERT_RULE_NAME_MAX_LENGTH}
          value={form.name}
          onChange={(name) => set({ name })}
          error={errors.name}
          data-test-subj="alertRuleName"
        />
        <EuiFormRow label="Condition">
          <EuiSelect
            options={CONDITION_OPTIONS}
            value={form.type}
            onChange={(e) => set({ type: e.target.value as AlertConditionType })}
            data-test-subj="alertRuleCondition"
          />
        </EuiFormRow>
        {form.type === 'failed_logins' && (
          <>
            <EuiFormRow label="Count per">
              <EuiSelect
                options={[
                  { value: 'user', text: 'User name' },
                  { value: 'address', text: 'Client address' },
                ]}
                value={form.groupBy}
                onChange={(e) => set({ groupBy: e.target.value as RuleForm['groupBy'] })}
                data-test-subj="alertRuleGroupBy"
              />
            </EuiFormRow>
            <EuiFlexGroup gutterSize="m">
              {FAILED_LOGIN_NUMBERS.map(({ field, label, append, max, testSubj }) => (
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
            <EuiCallOut size="s" iconType="info" title={NEW_ADDRESS_HINT} />
          </>
        )}
        <EuiSpacer />
        <EuiTitle size="xs">
          <h3>When it fires</h3>
        </EuiTitle>
        <EuiSpacer size="s" />
        <EuiFormRow isInvalid={!!errors.actions} error={errors.actions}>
          <EuiSwitch
            label="Notify security administrators in the app"
            checked={form.inApp}
            onChange={(e) => set({ inApp: e.target.checked })}
            data-test-subj="alertRuleInApp"
          />
        </EuiFormRow>
        <EuiFormRow
          label="Webhook URL (optional)"
          helpText={
            hasSecret
              ? 'Deliveries are signed with the secret shown when it was made.'
              : 'A JSON POST per firing, signed with a secret shown once after saving.'
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
          <EuiSwitch label="Enabled" checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
        </EuiFormRow>
        <button type="submit" hidden />
      </EuiForm>
    </FlyoutFrame>
  );
};
