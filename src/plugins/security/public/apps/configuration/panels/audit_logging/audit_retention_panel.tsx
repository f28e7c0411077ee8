/**
 * The Audit logging page's retention panel: how long events are kept ("Events are kept for 90
 * days"), the oldest event kept, and where events are shipped with each sink's delivery health.
 */
import React, { useState } from 'react';
import { EuiBasicTable, EuiHealth, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import type { AuditRetentionResponse, AuditSinkHealth } from '../../../../../common/audit_retention';
import { i18n, useLoad } from '../../../../../../../core/public';
import { formatDate } from '../../../../utils/format_date';
import type { AuditApi } from './audit_api';
import { SectionPanel } from '../../utils/section_panel';
import messages from './messages.json';

const STATE_COLOR: Record<AuditSinkHealth['state'], string> = { up: 'success', down: 'danger', idle: 'subdued' };
// A sink without `delivered` is not acknowledged (syslog over TCP, TLS, UDP): it sends, it does not deliver.
const stateText = (): Record<'delivers' | 'sends', Record<AuditSinkHealth['state'], string>> => ({
  delivers: {
    up: i18n.translate(messages.retentionDelivering),
    down: i18n.translate(messages.retentionCannotDeliver),
    idle: i18n.translate(messages.retentionDeliveredElsewhere),
  },
  sends: {
    up: i18n.translate(messages.retentionSending),
    down: i18n.translate(messages.retentionCannotSend),
    idle: i18n.translate(messages.retentionSentElsewhere),
  },
});

const sinkColumns = () => [
  { field: 'name', name: i18n.translate(messages.retentionSinkColumn) },
  {
    field: 'state',
    name: i18n.translate(messages.retentionStateColumn),
    render: (state: AuditSinkHealth['state'], sink: AuditSinkHealth) => (
      <EuiHealth color={STATE_COLOR[state]}>
        {stateText()[sink.delivered === undefined ? 'sends' : 'delivers'][state]}
        {/* The error code is the sink's (a log-like token), shown as sent. */}
        {sink.last_error && state === 'down' ? ` (${sink.last_error.replace(/_/g, ' ')})` : ''}
      </EuiHealth>
    ),
  },
  { field: 'queued', name: i18n.translate(messages.retentionQueuedColumn) },
  { field: 'dropped', name: i18n.translate(messages.retentionDroppedColumn) },
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
    <SectionPanel title={i18n.translate(messages.retentionTitle)} gap="s" data-test-subj="auditRetention">
      {retention ? (
        <EuiText size="s">
          <p data-test-subj="auditRetentionSummary">{retention.summary}</p>
          <p data-test-subj="auditOldestEvent">
            {retention.oldest_event
              ? i18n.translate(messages.retentionOldestEvent, { date: formatDate(retention.oldest_event) })
              : i18n.translate(messages.retentionNoEvent)}
          </p>
        </EuiText>
      ) : (
        <EuiText size="s" color="subdued">
          <p data-test-subj="auditRetentionError">{i18n.translate(messages.retentionLoadError)}</p>
        </EuiText>
      )}
      {retention && retention.sinks.length > 0 && (
        <>
          <EuiSpacer size="m" />
          <EuiTitle size="xs">
            <h3>{i18n.translate(messages.retentionShippedTo)}</h3>
          </EuiTitle>
          <EuiBasicTable<AuditSinkHealth>
            items={retention.sinks}
            columns={sinkColumns()}
            tableCaption={i18n.translate(messages.retentionSinksCaption)}
            data-test-subj="auditSinks"
          />
        </>
      )}
    </SectionPanel>
  );
};
