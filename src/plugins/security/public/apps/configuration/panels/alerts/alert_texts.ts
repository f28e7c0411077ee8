/** How the Alerts page names a rule's condition: in the loaded locale (common/alerts.ts keeps the server's English). */
import type { AlertCondition, AlertConditionType } from '../../../../../common/alerts';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

export function conditionLabels(): Record<AlertConditionType, string> {
  return {
    failed_logins: i18n.translate(messages.conditionFailedLoginsLabel),
    reserved_mapping_change: i18n.translate(messages.conditionReservedMappingLabel),
    new_address_login: i18n.translate(messages.conditionNewAddressLabel),
  };
}

/** What a rule watches for, as describeCondition says it in English. */
export function conditionText(condition: AlertCondition): string {
  switch (condition.type) {
    case 'failed_logins':
      return i18n.translate(messages.conditionFailedLogins, {
        threshold: condition.threshold,
        groupBy: condition.group_by,
        minutes: condition.window_minutes,
      });
    case 'reserved_mapping_change':
      return i18n.translate(messages.conditionReservedMapping);
    case 'new_address_login':
      return i18n.translate(messages.conditionNewAddress);
  }
}
