/**
 * The "Audit chart" panel type: asks `GET /api/v1/audit/aggregate` what its saved visualization's
 * params say and draws the answer. The chart library is a lazy chunk, loaded only once there is
 * something to draw (never for a user the API refuses).
 */
import React, { Suspense, useMemo, useState } from 'react';
import { EuiCallOut, EuiLoadingChart, EuiText } from '@elastic/eui';
import { fetchErrorMessage, fetchErrorStatus, i18n, useLoad, type HttpStart } from '../../../../../../core/public';
import { AUDIT_AGGREGATE_PATH, type AuditAggregateResponse } from '../../../../../security/common/audit_insights';
import type { AuditChartParams } from '../../../../../security/common/login_activity';
import messages from './messages.json';

const AuditChartDraw = React.lazy(() => import(/* webpackChunkName: "audit_chart" */ './audit_chart_draw'));

interface Props {
  params: AuditChartParams;
  http: Pick<HttpStart, 'get'>;
  /** The dashboard's time picker: replaces the saved params' own range; a new `refreshed` asks again. */
  timeRange?: { from: string; to: string; refreshed: number };
}

type State =
  | { status: 'loading' }
  | { status: 'loaded'; data: AuditAggregateResponse }
  | { status: 'forbidden' }
  | { status: 'failed'; message: string };

/** The query string of the params: only known keys, blank ones left out. */
export function aggregateQuery(params: AuditChartParams): Record<string, string | number> {
  const query: Record<string, string | number> = { type: params.aggregate, from: params.from, to: params.to };
  if (params.aggregate === 'terms') {
    if (params.field) query.field = params.field;
    if (params.size) query.size = params.size;
  }
  for (const [key, value] of Object.entries(params.filters ?? {})) if (value) query[key] = value;
  return query;
}

export const CHART_HEIGHT = 220;

/** The categories this panel draws that the audit settings do not write now. */
export function unrecordedShown(params: AuditChartParams, notRecorded: readonly string[] = []): string[] {
  const category = params.filters?.category;
  const shown = params.aggregate === 'histogram' ? params.categories : category ? [category] : undefined;
  return (shown ?? []).filter((name) => notRecorded.includes(name));
}

/** Why part of a chart stays empty: otherwise no "Logins" reads as nobody logged in. */
const NotRecorded: React.FC<{ categories: string[] }> = ({ categories }) =>
  categories.length ? (
    <EuiText size="xs" color="subdued" textAlign="center" data-test-subj="auditChartNotRecorded">
      <p>{i18n.translate(messages.notRecorded, { categories: categories.join(', ') })}</p>
    </EuiText>
  ) : null;

export const AuditChartPanel: React.FC<Props> = ({ params: saved, http, timeRange }) => {
  const [state, setState] = useState<State>({ status: 'loading' });
  const from = timeRange?.from ?? saved.from;
  const to = timeRange?.to ?? saved.to;
  const params = useMemo(() => ({ ...saved, from, to }), [saved, from, to]);
  useLoad(
    (signal) => http.get<AuditAggregateResponse>(AUDIT_AGGREGATE_PATH, { query: aggregateQuery(params), signal }),
    [http, params, timeRange?.refreshed],
    {
      onLoad: (data) => setState({ status: 'loaded', data }),
      onError: (error) =>
        setState(
          fetchErrorStatus(error) === 403
            ? { status: 'forbidden' }
            : {
                status: 'failed',
                message: fetchErrorMessage(error) ?? i18n.translate(messages.noAnswer),
              }
        ),
    }
  );
  if (state.status === 'forbidden') {
    return (
      <EuiCallOut size="s" color="warning" iconType="lock" data-test-subj="auditChartForbidden">
        <p>{i18n.translate(messages.forbidden)}</p>
      </EuiCallOut>
    );
  }
  if (state.status === 'failed') {
    return (
      <EuiCallOut
        size="s"
        color="danger"
        iconType="error"
        title={i18n.translate(messages.loadFailedTitle)}
        data-test-subj="auditChartError"
      >
        <p>{state.message}</p>
      </EuiCallOut>
    );
  }
  const loading = <EuiLoadingChart size="l" />;
  if (state.status === 'loading') return loading;
  const notRecorded = <NotRecorded categories={unrecordedShown(params, state.data.not_recorded)} />;
  if (state.data.total === 0) {
    return (
      <>
        <EuiText size="s" color="subdued" textAlign="center" data-test-subj="auditChartEmpty">
          <p>{i18n.translate(messages.empty)}</p>
        </EuiText>
        {notRecorded}
      </>
    );
  }
  return (
    <>
      <Suspense fallback={loading}>
        <AuditChartDraw data={state.data} params={params} height={CHART_HEIGHT} />
      </Suspense>
      {notRecorded}
    </>
  );
};
