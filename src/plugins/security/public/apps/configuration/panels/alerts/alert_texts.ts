/** How the Alerts page names a rule's condition: in the loaded locale (common/alerts.ts keeps the server's English). */
import type { AlertCondition, AlertConditionType } from '../../../../../common/alerts';
import { i18n } from '../../../../../../../core/public';

export function conditionLabels(): Record<AlertConditionType, string> {
  return {
    failed_logins: i18n.translate('security.configAlerts.condition.failedLoginsLabel', {
      defaultMessage: 'Failed logins',
    }),
    reserved_mapping_change: i18n.translate('security.configAlerts.condition.reservedMappingLabel', {
      defaultMessage: 'Change to a reserved role mapping',
    }),
    new_address_login: i18n.translate('security.configAlerts.condition.newAddressLabel', {
      defaultMessage: 'Login from a new address',
    }),
  };
}

/** What a rule watches for, as describeCondition says it in English. */
export function conditionText(condition: AlertCondition): string {
  switch (condition.type) {
    case 'failed_logins':
      return i18n.translate('security.configAlerts.condition.failedLogins', {
        defaultMessage:
          'At least {threshold} failed logins per {groupBy, select, user {user} address {address} other {{groupBy}}} in {minutes} min',
        values: { threshold: condition.threshold, groupBy: condition.group_by, minutes: condition.window_minutes },
      });
    case 'reserved_mapping_change':
      return i18n.translate('security.configAlerts.condition.reservedMapping', {
        defaultMessage: 'A role mapping of a reserved role changed',
      });
    case 'new_address_login':
      return i18n.translate('security.configAlerts.condition.newAddress', {
        defaultMessage: 'A user logged in from an address never seen for them',
      });
  }
}
