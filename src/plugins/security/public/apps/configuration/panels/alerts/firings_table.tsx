import React from 'react';
import { EuiBasicTable, EuiHealth, type EuiBasicTableColumn } from '@elastic/eui';
import type { AlertFiring } from '../../../../../common/alerts';
import { i18n } from '../../../../../../../core/public';
import { formatDate } from '../../../../utils/format_date';
import messages from './messages.json';

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
      return i18n.translate(messages.firingsDelivered, { attempts });
    case 'failed':
      // The error is the delivery's own (an HTTP status or a network code), shown as recorded.
      return error ? i18n.translate(messages.firingsFailed, { error }) : i18n.translate(messages.firingsFailedUnknown);
    case 'pending':
      return i18n.translate(messages.firingsSending);
    case 'none':
      return i18n.translate(messages.firingsInAppOnly);
  }
}

const columns = (): Array<EuiBasicTableColumn<AlertFiring>> => [
  {
    field: 'fired_at',
    name: i18n.translate(messages.firingsFiredColumn),
    width: '190px',
    render: (at: string) => formatDate(at),
  },
  {
    field: 'rule_name',
    name: i18n.translate(messages.firingsRuleColumn),
    truncateText: true,
  },
  {
    field: 'summary',
    name: i18n.translate(messages.firingsSummaryColumn),
  },
  {
    field: 'matched_count',
    name: i18n.translate(messages.firingsEventsColumn),
    width: '80px',
    dataType: 'number',
  },
  {
    name: i18n.translate(messages.firingsWebhookColumn),
    render: (firing: AlertFiring) => (
      <EuiHealth color={DELIVERY_COLOR[firing.delivery.status]}>{deliveryText(firing)}</EuiHealth>
    ),
  },
];

export const FiringsTable: React.FC<{ firings: AlertFiring[]; loading: boolean }> = ({ firings, loading }) => (
  <EuiBasicTable
    tableCaption={i18n.translate(messages.firingsCaption)}
    items={firings}
    columns={columns()}
    loading={loading}
    noItemsMessage={loading ? i18n.translate(messages.firingsLoading) : i18n.translate(messages.firingsNone)}
    data-test-subj="alertFiringsTable"
  />
);
