import React from 'react';
import { stateTitle } from './state_title';
import { EuiBasicTable, EuiHealth, EuiScreenReaderOnly, type EuiBasicTableColumn } from '@elastic/eui';
import type { ServerStatusEntry } from '../types';
import { i18n } from '../../../i18n';
import messages from './messages.json';

const columns = (): Array<EuiBasicTableColumn<ServerStatusEntry>> => [
  { field: 'id', name: i18n.translate(messages.tableIdColumn), width: '240px' },
  {
    field: 'message',
    name: i18n.translate(messages.tableStatusColumn),
    render: (message: string, entry: ServerStatusEntry) => (
      <EuiHealth color={entry.uiColor} data-test-subj={`statusHealth-${entry.id}`}>
        {/* The dot's colour alone says nothing to a screen reader. */}
        <EuiScreenReaderOnly>
          <span>
            {i18n.translate(messages.tableStateScreenReaderPrefix, { state: stateTitle(entry.state, entry.title) })}
          </span>
        </EuiScreenReaderOnly>
        {message}
      </EuiHealth>
    ),
  },
];

/** Every core service and plugin with a coloured dot for its state and its latest message. */
export const StatusTable: React.FC<{ statuses: ServerStatusEntry[] }> = ({ statuses }) => (
  <EuiBasicTable<ServerStatusEntry>
    items={statuses}
    columns={columns()}
    rowProps={(entry) => ({ 'data-test-subj': `statusTableRow-${entry.id}` })}
    // Not the heading's words: the page's 'Plugin status' text stays one element to find.
    tableCaption={i18n.translate(messages.tableCaption)}
    data-test-subj="statusTable"
  />
);
