/**
 * The Audit logging page's retention panel: how long events are kept ("Events are kept for 90
 * days"), the oldest event kept, and where events are shipped with each sink's delivery health.
 */
import React, { useState } from 'react';
import { EuiBasicTable, EuiHealth, EuiPanel, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import type { AuditRetentionResponse, AuditSinkHealth } from '../../../../../common/audit_retention';
import { i18n, useLoad } from '../../../../../../../core/public';
import { formatDate } from '../../../../utils/format_date';
import type { AuditApi } from './audit_api';
import { messages } from './messages';

const STATE_COLOR: Record<AuditSinkHealth['state'], string> = { up: 'success', down: 'danger', idle: 'subdued' };
// A sink without `delivered` is not acknowledged (syslog over TCP, TLS, UDP): it sends, it does not deliver.
const stateText = (): Record<'delivers' | 'sends', Record<AuditSinkHealth['state'], string>> => ({
  delivers: {
    up: i18n.translate(messages.delivering),
    down: i18n.translate(messages.cannotDeliver),
    idle: i18n.translate(messages.deliveredElsewhere),
  },
  sends: {
    up: i18n.translate(messages.sending),
    down: i18n.translate(messages.cannotSend),
    idle: i18n.translate(messages.sentElsewhere),
  },
});

const sinkColumns = () => [
  { field: 'name', name: i18n.translate(messages.sinkColumn) },
  {
    field: 'state',
    name: i18n.translate(messages.stateColumn),
    render: (state: AuditSinkHealth['state'], sink: AuditSinkHealth) => (
      <EuiHealth color={STATE_COLOR[state]}>
        {stateText()[sink.delivered === undefined ? 'sends' : 'delivers'][state]}
        {/* The error code is the sink's (a log-like token), shown as sent. */}
        {sink.last_error && state === 'down' ? ` (${sink.last_error.replace(/_/g, ' ')})` : ''}
      </EuiHealth>
    ),
  },
  { field: 'queued', name: i18n.translate(messages.queuedColumn) },
  { field: 'dropped', name: i18n.translate(messages.droppedColumn) },
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
        <h2>{i18n.translate(messages.retentionTitle)}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      {retention ? (
        <EuiText size="s">
          <p data-test-subj="auditRetentionSummary">{retention.summary}</p>
          <p data-test-subj="auditOldestEvent">
            {retention.oldest_event
              ? i18n.translate(messages.oldestEvent, { date: formatDate(retention.oldest_event) })
              : i18n.translate(messages.noEvent)}
          </p>
        </EuiText>
      ) : (
        <EuiText size="s" color="subdued">
          <p data-test-subj="auditRetentionError">{i18n.translate(messages.loadError)}</p>
        </EuiText>
      )}
      {retention && retention.sinks.length > 0 && (
        <>
          <EuiSpacer size="m" />
          <EuiTitle size="xs">
            <h3>{i18n.translate(messages.shippedTo)}</h3>
          </EuiTitle>
          <EuiBasicTable<AuditSinkHealth>
            items={retention.sinks}
            columns={sinkColumns()}
            tableCaption={i18n.translate(messages.sinksCaption)}
            data-test-subj="auditSinks"
          />
        </>
      )}
    </EuiPanel>
  );
};
