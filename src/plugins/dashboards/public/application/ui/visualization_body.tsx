import React from 'react';
import { EuiText } from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import { AUDIT_CHART_VIS_TYPE, type AuditChartParams } from '../../../../security/common/login_activity';
import type { PanelObject } from '../dashboards_api';
import type { DashboardsAppDeps } from '../types';
import { AuditChartPanel } from './audit_chart/audit_chart_panel';
import type { DashboardTimeRange } from './dashboard_time_picker';
import messages from './messages.json';

interface Props {
  /** Shown for a visualization this app cannot draw. */
  summary: string;
  /** The visualization as the page's `_bulk_get` answered (absent: not asked). */
  object?: PanelObject;
  http: DashboardsAppDeps['http'];
  /** The dashboard's time range, which time-based visualizations follow. */
  timeRange?: DashboardTimeRange;
}

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

/** A saved visualization panel: an "Audit chart" is drawn, any other kind keeps its summary. */
export const VisualizationBody: React.FC<Props> = ({ summary, object, http, timeRange }) => {
  const params =
    object?.status === 'found'
      ? auditChartParams((object.object.attributes as { visState?: unknown }).visState)
      : undefined;
  if (params) return <AuditChartPanel params={params} http={http} timeRange={timeRange} />;
  return (
    <>
      <EuiText size="s" color="subdued" textAlign="center" data-test-subj="dashboardPanelSummary">
        <p>{summary}</p>
      </EuiText>
      {object?.status === 'failed' && (
        <EuiText size="xs" color="danger" textAlign="center" data-test-subj="dashboardPanelLoadError">
          <p>{i18n.translate(messages.visualizationLoadFailed)}</p>
        </EuiText>
      )}
    </>
  );
};
