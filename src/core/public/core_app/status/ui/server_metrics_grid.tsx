import React from 'react';
import { EuiFlexGrid, EuiFlexItem, EuiPanel, EuiStat } from '@elastic/eui';
import { formatServerMetrics } from '../server_metrics';
import type { ServerStatusResponse } from '../types';

/** One tile per metric, three to a row (SPEC section 9). */
export const ServerMetricsGrid: React.FC<{ metrics: ServerStatusResponse['metrics'] }> = ({ metrics }) => (
  <EuiFlexGrid columns={3} gutterSize="m" data-test-subj="serverMetrics">
    {formatServerMetrics(metrics).map((metric) => (
      <EuiFlexItem key={metric.key}>
        <EuiPanel hasBorder paddingSize="m">
          <EuiStat
            title={metric.value}
            description={metric.name}
            titleSize="m"
            reverse
            data-test-subj={`serverMetric-${metric.key}`}
          />
        </EuiPanel>
      </EuiFlexItem>
    ))}
  </EuiFlexGrid>
);
