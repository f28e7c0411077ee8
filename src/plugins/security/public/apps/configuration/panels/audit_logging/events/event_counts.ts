/**
 * The audit events page's counts: the histogram and the facets, each asked for at once and shown
 * as its own answer arrives, so the chart does not wait for the facets nor a facet for the others
 * (the server answers them one after another).
 */
import type { Dispatch, SetStateAction } from 'react';
import type { AuditAggregateResponse, AuditTermsBucket } from '../../../../../../common/audit_insights';
import { FACET_SIZE } from './first_gets';
import { FACETS, type FacetField, type InsightsView } from './insights_state';
import type { AuditApi } from '../audit_api';

export interface Counts {
  histogram?: AuditAggregateResponse['histogram'];
  range?: AuditAggregateResponse['range'];
  facets: Partial<Record<FacetField, AuditTermsBucket[]>>;
}

/**
 * Asks for every count of `view`; each answer goes to `setCounts` unless `signal` was aborted (a
 * newer view) or another count failed (the caller then clears them). Rejects with the first failure.
 */
export async function loadCounts(
  api: Pick<AuditApi, 'getAuditAggregate'>,
  view: InsightsView,
  background: boolean,
  signal: AbortSignal,
  setCounts: Dispatch<SetStateAction<Counts>>
): Promise<void> {
  const params = { from: view.start, to: view.end, ...view.filters };
  let failed = false;
  const shown = <T>(answer: Promise<T>, show: (value: T) => void) =>
    answer.then(
      (value) => {
        if (!signal.aborted && !failed) show(value);
      },
      (error: unknown) => {
        failed = true;
        throw error;
      }
    );
  await Promise.all([
    shown(api.getAuditAggregate({ ...params, type: 'histogram' }, background), ({ histogram, range }) =>
      setCounts((counts) => ({ ...counts, histogram, range }))
    ),
    // A facet counts as if its own filter were off, so the other values stay visible to pick.
    ...FACETS.map(({ field }) =>
      shown(
        api.getAuditAggregate({ ...params, [field]: undefined, type: 'terms', field, size: FACET_SIZE }, background),
        ({ terms }) =>
          setCounts((counts) => ({ ...counts, facets: { ...counts.facets, [field]: terms?.buckets ?? [] } }))
      )
    ),
  ]);
}
