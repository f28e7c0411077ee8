import {
  ALERT_RULE_NAME_MAX_LENGTH,
  type AlertConditionType,
  type AlertRule,
  type AlertRuleBody,
} from '../../../../../common/alerts';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

/** The flyout's fields as typed (numbers as text, so a half-typed value is kept and then refused). */
export interface RuleForm {
  name: string;
  enabled: boolean;
  type: AlertConditionType;
  groupBy: 'user' | 'address';
  threshold: string;
  windowMinutes: string;
  inApp: boolean;
  webhookUrl: string;
}

export const EMPTY_RULE_FORM: RuleForm = {
  name: '',
  enabled: true,
  type: 'failed_logins',
  groupBy: 'user',
  threshold: '20',
  windowMinutes: '5',
  inApp: true,
  webhookUrl: '',
};

export function formOf(rule: AlertRule): RuleForm {
  const { condition } = rule;
  return {
    ...EMPTY_RULE_FORM,
    name: rule.name,
    enabled: rule.enabled,
    type: condition.type,
    ...(condition.type === 'failed_logins'
      ? {
          groupBy: condition.group_by,
          threshold: String(condition.threshold),
          windowMinutes: String(condition.window_minutes),
        }
      : {}),
    inApp: rule.actions.in_app,
    webhookUrl: rule.actions.webhook?.url ?? '',
  };
}

export type RuleFormErrors = Partial<Record<'name' | 'threshold' | 'windowMinutes' | 'webhookUrl' | 'actions', string>>;

const wholeNumber = (text: string, min: number, max: number): number | undefined => {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= min && value <= max ? value : undefined;
};

/** What the form says is wrong, field by field (the server checks the same again). */
export function validateRuleForm(form: RuleForm): RuleFormErrors {
  const errors: RuleFormErrors = {};
  if (!form.name.trim()) errors.name = i18n.translate(messages.formNameRequired);
  else if (form.name.length > ALERT_RULE_NAME_MAX_LENGTH)
    errors.name = i18n.translate(messages.formNameTooLong, { max: ALERT_RULE_NAME_MAX_LENGTH });
  if (form.type === 'failed_logins') {
    // The bounds are written as the server checks them, not as amounts ("1000000", never grouped).
    if (wholeNumber(form.threshold, 1, 1_000_000) === undefined)
      errors.threshold = i18n.translate(messages.formThresholdInvalid, { max: '1000000' });
    if (wholeNumber(form.windowMinutes, 1, 1440) === undefined)
      errors.windowMinutes = i18n.translate(messages.formWindowInvalid, { max: '1440' });
  }
  const url = form.webhookUrl.trim();
  if (url && !/^https?:\/\/\S+$/.test(url))
    errors.webhookUrl = i18n.translate('security.configAlerts.form.webhookInvalid', {
      defaultMessage: 'Enter an {http} or {https} address.',
      values: { http: 'http://', https: 'https://' },
    });
  if (!form.inApp && !url) errors.actions = i18n.translate(messages.formActionRequired);
  return errors;
}

export function bodyOf(form: RuleForm): AlertRuleBody {
  const url = form.webhookUrl.trim();
  return {
    name: form.name.trim(),
    enabled: form.enabled,
    condition:
      form.type === 'failed_logins'
        ? {
            type: 'failed_logins',
            group_by: form.groupBy,
            threshold: Number(form.threshold.trim()),
            window_minutes: Number(form.windowMinutes.trim()),
          }
        : { type: form.type },
    actions: { in_app: form.inApp, ...(url ? { webhook: { url } } : {}) },
  };
}
