/** "View details" on an audit event's row: the event's fields as a description list in a modal. */
import React from 'react';
import { EuiDescriptionList } from '@elastic/eui';
import { CodeBlock } from '../../../utils/code_block';
import type { AuditEvent } from '../../../../../../common/audit';
import { i18n } from '../../../../../../../../core/public';
import { displayText } from '../../../utils/display';
import { ViewModalLink } from '../../../utils/view_modal';
import messages from './messages.json';

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
    [i18n.translate(messages.detailsTime), formatTime(event.timestamp)],
    [i18n.translate(messages.detailsCategory), event.category],
    [i18n.translate(messages.detailsLayer), event.layer],
    [i18n.translate(messages.detailsUser), event.user],
    [i18n.translate(messages.detailsAddress), event.remote_address],
    [i18n.translate(messages.detailsMethod), event.method],
    [i18n.translate(messages.detailsPath), event.path],
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
    label={i18n.translate(messages.detailsViewLink)}
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
