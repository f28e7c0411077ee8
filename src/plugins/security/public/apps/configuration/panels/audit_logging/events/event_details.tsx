/** "View details" on an audit event's row: the event's fields as a description list in a modal. */
import React from 'react';
import { EuiDescriptionList } from '@elastic/eui';
import { CodeBlock } from '../../../utils/code_block';
import type { AuditEvent } from '../../../../../../common/audit';
import { i18n } from '../../../../../../../../core/public';
import { displayText } from '../../../utils/display';
import { ViewModalLink } from '../../../utils/view_modal';
import { messages } from './messages';

/** How one detail value reads: text as is, anything structured as indented JSON (always as text). */
function detailValue(value: unknown): React.ReactElement | string {
  if (value === null || value === undefined || value === '') return displayText(null);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return (
    <CodeBlock language="json" paddingSize="s" fontSize="s" transparentBackground>
      {JSON.stringify(value, null, 2)}
    </CodeBlock>
  );
}

/** The event's own fields first, then each of its details. */
export function eventDetailItems(event: AuditEvent, formatTime: (timestamp: string) => string) {
  const fields: Array<[string, unknown]> = [
    [i18n.translate(messages.time), formatTime(event.timestamp)],
    [i18n.translate(messages.category), event.category],
    [i18n.translate(messages.layer), event.layer],
    [i18n.translate(messages.user), event.user],
    [i18n.translate(messages.address), event.remote_address],
    [i18n.translate(messages.method), event.method],
    [i18n.translate(messages.path), event.path],
    // The details' keys are the event's own field names (data), shown as recorded.
    ...Object.entries(event.details ?? {}),
  ];
  return fields.map(([title, value]) => ({ title, description: detailValue(value) }));
}

interface Props {
  event: AuditEvent;
  formatTime(timestamp: string): string;
}

export const EventDetailsLink: React.FC<Props> = ({ event, formatTime }) => (
  <ViewModalLink
    label={i18n.translate(messages.viewLink)}
    linkTestSubj="auditEventDetailsLink"
    title={i18n.translate(messages.detailsTitle, { category: event.category })}
    maxWidth={640}
    modalTestSubj="auditEventDetailsModal"
    closeTestSubj="auditEventDetailsClose"
    body={() => (
      <EuiDescriptionList
        type="column"
        compressed
        columnWidths={[1, 3]}
        listItems={eventDetailItems(event, formatTime)}
        data-test-subj="auditEventDetailsList"
      />
    )}
  />
);
