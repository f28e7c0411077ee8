import React, { useState } from 'react';
import { EuiText } from '@elastic/eui';
import { useLoad } from '../../../../../core/public';
import { VISUALIZATION_SAVED_OBJECT_TYPE } from '../../../common';
import { AUDIT_CHART_VIS_TYPE, type AuditChartParams } from '../../../../security/common/login_activity';
import { statusOf } from '../dashboards_api';
import type { DashboardsAppDeps } from '../types';
import { AuditChartPanel } from './audit_chart/audit_chart_panel';
import type { DashboardTimeRange } from './dashboard_time_picker';

interface Props {
  id: string;
  /** Shown for a visualization this app cannot draw. */
  summary: string;
  deps: Pick<DashboardsAppDeps, 'savedObjects' | 'http'>;
  /** The dashboard's time range, which time-based visualizations follow. */
  timeRange?: DashboardTimeRange;
}

type State =
  | { status: 'loading' }
  | { status: 'auditChart'; params: AuditChartParams }
  | { status: 'other' }
  | { status: 'failed' };

/** The visState of a saved visualization, if it is one this app draws. */
export function auditChartParams(visState: unknown): AuditChartParams | undefined {
  if (typeof visState !== 'string') return undefined;
  try {
    const parsed = JSON.parse(visState) as { type?: unknown; params?: unknown };
    if (parsed?.type !== AUDIT_CHART_VIS_TYPE || typeof parsed.params !== 'object' || parsed.params === null) {
      return undefined;
    }
    return parsed.params as AuditChartParams;
  } catch {
    return undefined;
  }
}

/**
 * A saved visualization panel: an "Audit chart" is drawn, any other kind keeps its summary (shown
 * while the visualization loads, too).
 */
export const VisualizationBody: React.FC<Props> = ({ id, summary, deps, timeRange }) => {
  const [state, setState] = useState<State>({ status: 'loading' });
  useLoad(() => deps.savedObjects.get<{ visState?: string }>(VISUALIZATION_SAVED_OBJECT_TYPE, id), [deps, id], {
    onLoad: (object) => {
      const params = auditChartParams(object.attributes.visState);
      setState(params ? { status: 'auditChart', params } : { status: 'other' });
    },
    // A reference to a visualization this tenant does not hold is a summary like any other; only a
    // failed read says so, beside the summary rather than inside it.
    onError: (error) => setState(statusOf(error) === 404 ? { status: 'other' } : { status: 'failed' }),
  });
  if (state.status === 'auditChart') {
    return <AuditChartPanel params={state.params} http={deps.http} timeRange={timeRange} />;
  }
  return (
    <>
      <EuiText size="s" color="subdued" textAlign="center" data-test-subj="dashboardPanelSummary">
        <p>{summary}</p>
      </EuiText>
      {state.status === 'failed' && (
        <EuiText size="xs" color="danger" textAlign="center" data-test-subj="dashboardPanelLoadError">
          <p>The visualization could not be loaded.</p>
        </EuiText>
      )}
    </>
  );
};
