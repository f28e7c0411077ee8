/** The columns of the audit events table, named in the loaded locale when the page draws. */
import React from 'react';
import type { EuiBasicTableColumn } from '@elastic/eui';
import type { AuditEvent } from '../../../../../../common/audit';
import { i18n } from '../../../../../../../../core/public';
import { EMPTY_DISPLAY, displayText } from '../../../utils/display';
import { SeparatedText } from '../../../utils/identifier_text';
import { EventDetailsLink } from './event_details';
import { formatTimestamp } from './format_timestamp';
import messages from './messages.json';

export function eventColumns(): Array<EuiBasicTableColumn<AuditEvent>> {
  return [
    {
      field: 'timestamp',
      name: i18n.translate(messages.eventsTimeColumn),
      // One line for the `dateFormat` setting's default ("Nov 28, 2026 @ 04:32:35.123").
      width: '220px',
      render: (timestamp: string) => <time dateTime={timestamp}>{formatTimestamp(timestamp)}</time>,
    },
    {
      field: 'category',
      name: i18n.translate(messages.eventsCategoryColumn),
      // The longest category, COMPLIANCE_INTERNAL_CONFIG_WRITE, on one line.
      width: '270px',
      render: (category: string) => <SeparatedText text={category} />,
    },
    {
      field: 'user',
      name: i18n.translate(messages.eventsUserColumn),
      render: (user: string | null) => displayText(user),
    },
    {
      field: 'remote_address',
      name: i18n.translate(messages.eventsAddressColumn),
      render: (address: string) => displayText(address),
    },
    {
      field: 'method',
      name: i18n.translate(messages.eventsMethodColumn),
      width: '90px',
      render: (method: string) => displayText(method),
    },
    {
      field: 'path',
      name: i18n.translate(messages.eventsPathColumn),
      render: (path: string) => <SeparatedText text={path} />,
    },
    {
      name: i18n.translate(messages.eventsDetailsColumn),
      render: (event: AuditEvent) =>
        event.details && Object.keys(event.details).length > 0 ? (
          <EventDetailsLink event={event} formatTime={formatTimestamp} />
        ) : (
          EMPTY_DISPLAY
        ),
    },
  ];
}
