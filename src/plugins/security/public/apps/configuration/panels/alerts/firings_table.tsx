import React from 'react';
import { EuiBasicTable, EuiHealth, type EuiBasicTableColumn } from '@elastic/eui';
import type { AlertFiring } from '../../../../../common/alerts';
import { formatDate } from '../../../../utils/format_date';

const DELIVERY: Record<AlertFiring['delivery']['status'], { color: string; label: string }> = {
  none: { color: 'subdued', label: 'In-app only' },
  pending: { color: 'warning', label: 'Sending' },
  delivered: { color: 'success', label: 'Delivered' },
  failed: { color: 'danger', label: 'Failed' },
};

function deliveryText(firing: AlertFiring): string {
  const { status, attempts, error } = firing.delivery;
  if (status === 'delivered')
    return `${DELIVERY.delivered.label} (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})`;
  if (status === 'failed') return `${DELIVERY.failed.label}: ${error ?? 'unknown error'}`;
  return DELIVERY[status].label;
}

const columns: Array<EuiBasicTableColumn<AlertFiring>> = [
  { field: 'fired_at', name: 'Fired', width: '190px', render: (at: string) => formatDate(at) },
  { field: 'rule_name', name: 'Rule', truncateText: true },
  { field: 'summary', name: 'What happened' },
  { field: 'matched_count', name: 'Events', width: '80px', dataType: 'number' },
  {
    name: 'Webhook',
    render: (firing: AlertFiring) => (
      <EuiHealth color={DELIVERY[firing.delivery.status].color}>{deliveryText(firing)}</EuiHealth>
    ),
  },
];

export const FiringsTable: React.FC<{ firings: AlertFiring[]; loading: boolean }> = ({ firings, loading }) => (
  <EuiBasicTable
    tableCaption="Recent firings"
    items={firings}
    columns={columns}
    loading={loading}
    noItemsMessage={loading ? 'Loading firings…' : 'No rule has fired yet.'}
    data-test-subj="alertFiringsTable"
  />
);
