import React from 'react';
import { EuiBasicTable, EuiHealth, type EuiBasicTableColumn } from '@elastic/eui';
import type { AlertFiring } from '../../../../../common/alerts';
import { i18n } from '../../../../../../../core/public';
import { formatDate } from '../../../../utils/format_date';

const DELIVERY_COLOR: Record<AlertFiring['delivery']['status'], string> = {
  none: 'subdued',
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

function deliveryText(firing: AlertFiring): string {
  const { status, attempts, error } = firing.delivery;
  switch (status) {
    case 'delivered':
      return i18n.translate('security.configAlerts.firings.delivered', {
        defaultMessage: 'Delivered ({attempts, plural, one {# attempt} other {# attempts}})',
        values: { attempts },
      });
    case 'failed':
      // The error is the delivery's own (an HTTP status or a network code), shown as recorded.
      return error
        ? i18n.translate('security.configAlerts.firings.failed', {
            defaultMessage: 'Failed: {error}',
            values: { error },
          })
        : i18n.translate('security.configAlerts.firings.failedUnknown', { defaultMessage: 'Failed: unknown error' });
    case 'pending':
      return i18n.translate('security.configAlerts.firings.sending', { defaultMessage: 'Sending' });
    case 'none':
      return i18n.translate('security.configAlerts.firings.inAppOnly', { defaultMessage: 'In-app only' });
  }
}

const columns = (): Array<EuiBasicTableColumn<AlertFiring>> => [
  {
    field: 'fired_at',
    name: i18n.translate('security.configAlerts.firings.firedColumn', { defaultMessage: 'Fired' }),
    width: '190px',
    render: (at: string) => formatDate(at),
  },
  {
    field: 'rule_name',
    name: i18n.translate('security.configAlerts.firings.ruleColumn', { defaultMessage: 'Rule' }),
    truncateText: true,
  },
  {
    field: 'summary',
    name: i18n.translate('security.configAlerts.firings.summaryColumn', { defaultMessage: 'What happened' }),
  },
  {
    field: 'matched_count',
    name: i18n.translate('security.configAlerts.firings.eventsColumn', { defaultMessage: 'Events' }),
    width: '80px',
    dataType: 'number',
  },
  {
    name: i18n.translate('security.configAlerts.firings.webhookColumn', { defaultMessage: 'Webhook' }),
    render: (firing: AlertFiring) => (
      <EuiHealth color={DELIVERY_COLOR[firing.delivery.status]}>{deliveryText(firing)}</EuiHealth>
    ),
  },
];

export const FiringsTable: React.FC<{ firings: AlertFiring[]; loading: boolean }> = ({ firings, loading }) => (
  <EuiBasicTable
    tableCaption={i18n.translate('security.configAlerts.firings.caption', { defaultMessage: 'Recent firings' })}
    items={firings}
    columns={columns()}
    loading={loading}
    noItemsMessage={
      loading
        ? i18n.translate('security.configAlerts.firings.loading', { defaultMessage: 'Loading firings…' })
        : i18n.translate('security.configAlerts.firings.none', { defaultMessage: 'No rule has fired yet.' })
    }
    data-test-subj="alertFiringsTable"
  />
);
