/**
 * The Audit logging page's retention panel: how long events are kept ("Events are kept for 90
 * days"), the oldest event kept, and where events are shipped with each sink's delivery health.
 */
import React, { useState } from 'react';
import { EuiBasicTable, EuiHealth, EuiPanel, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import type { AuditRetentionResponse, AuditSinkHealth } from '../../../../../common/audit_retention';
import { useLoad } from '../../../../../../../core/public';
import { formatDate } from '../../../../utils/format_date';
import type { AuditApi } from './audit_api';

const STATE_COLOR: Record<AuditSinkHealth['state'], string> = { up: 'success', down: 'danger', idle: 'subdued' };
// A sink without `delivered` is not acknowledged (syslog over TCP, TLS, UDP): it sends, it does not deliver.
const STATE_TEXT: Record<'delivers' | 'sends', Record<AuditSinkHealth['state'], string>> = {
  delivers: { up: 'Delivering', down: 'Cannot deliver', idle: 'Delivered by another process' },
  sends: { up: 'Sending (unacknowledged)', down: 'Cannot send', idle: 'Sent by another process' },
};

const SINK_COLUMNS = [
  { field: 'name', name: 'Sink' },
  {
    field: 'state',
    name: 'State',
    render: (state: AuditSinkHealth['state'], sink: AuditSinkHealth) => (
      <EuiHealth color={STATE_COLOR[state]}>
        {STATE_TEXT[sink.delivered === undefined ? 'sends' : 'delivers'][state]}
        {sink.last_error && state === 'down' ? ` (${sink.last_error.replace(/_/g, ' ')})` : ''}
      </EuiHealth>
    ),
  },
  { field: 'queued', name: 'Queued' },
  { field: 'dropped', name: 'Dropped' },
];

export const AuditRetentionPanel: React.FC<{ api: Pick<AuditApi, 'getAuditRetention'> }> = ({ api }) => {
  const [retention, setRetention] = useState<AuditRetentionResponse>();
  const [failed, setFailed] = useState(false);
  useLoad(() => api.getAuditRetention(), [api], {
    onLoad: setRetention,
    onError: () => setFailed(true),
  });
  if (!retention && !failed) return null;
  return (
    <EuiPanel data-test-subj="auditRetention">
      <EuiTitle size="s">
        <h2>Retention</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      {retention ? (
        <EuiText size="s">
          <p data-test-subj="auditRetentionSummary">{retention.summary}</p>
          <p data-test-subj="auditOldestEvent">
            {retention.oldest_event
              ? `The oldest event kept is from ${formatDate(retention.oldest_event)}.`
              : 'No event is kept yet.'}
          </p>
        </EuiText>
      ) : (
        <EuiText size="s" color="subdued">
          <p data-test-subj="auditRetentionError">The retention settings could not be loaded.</p>
        </EuiText>
      )}
      {retention && retention.sinks.length > 0 && (
        <>
          <EuiSpacer size="m" />
          <EuiTitle size="xs">
            <h3>Shipped to</h3>
          </EuiTitle>
          <EuiBasicTable<AuditSinkHealth>
            items={retention.sinks}
            columns={SINK_COLUMNS}
            tableCaption="Where audit events are shipped"
            data-test-subj="auditSinks"
          />
        </>
      )}
    </EuiPanel>
  );
};
