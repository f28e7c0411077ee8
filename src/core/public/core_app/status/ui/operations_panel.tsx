import React from 'react';
import { EuiDescriptionList, EuiHealth, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import type { OperationsRow } from '../types';
import { i18n } from '../../../i18n';
import messages from './messages.json';

const HEALTH: Record<NonNullable<OperationsRow['state']>, string> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
};

/**
 * Facts an operator checks, one row each (log destination and level, and the rows other services
 * register on the server with `core.status.operations.register`), in the server's order.
 */
export const OperationsPanel: React.FC<{ rows: OperationsRow[] }> = ({ rows }) => (
  <section data-test-subj="statusOperations">
    <EuiTitle size="s">
      <h2>{i18n.translate(messages.operationsTitle)}</h2>
    </EuiTitle>
    <EuiSpacer size="m" />
    <EuiPanel hasBorder paddingSize="m">
      <EuiDescriptionList
        type="column"
        compressed
        listItems={rows.map((row) => ({
          title: <span data-test-subj={`statusOperationsLabel-${row.id}`}>{row.label}</span>,
          description: row.state ? (
            <EuiHealth color={HEALTH[row.state]} data-test-subj={`statusOperationsValue-${row.id}`}>
              {row.value}
            </EuiHealth>
          ) : (
            <span data-test-subj={`statusOperationsValue-${row.id}`}>{row.value}</span>
          ),
        }))}
      />
    </EuiPanel>
  </section>
);
