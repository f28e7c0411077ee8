/**
 * The GETs the audit events page sends when it first draws the view of its URL: one page of
 * events, the histogram, and one top-values count per facet. The plugin's early start asks for
 * them while the shell still boots (early_start.ts), so they must be exactly the page's own
 * requests (same path, same query; first_gets.test.tsx renders the page to check it). Kept apart
 * from the page so the early start does not load the page's code to know them.
 */
import { AUDIT_EVENTS_DEFAULT_PER_PAGE, AUDIT_EVENTS_PATH } from '../../../../../../common/audit';
import { AUDIT_AGGREGATE_PATH } from '../../../../../../common/audit_insights';
import type { FirstGet, PrefetchQuery } from '../../../../../apis/prefetched_gets';
import { FACETS, viewFromQuery } from './insights_state';

/** The count of each facet's top values the page shows. */
export const FACET_SIZE = 10;

/** Without blank values, as the API client leaves them out. */
function setOnly(params: Record<string, string | number | undefined>): PrefetchQuery {
  const query: PrefetchQuery = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query[key] = value;
  return query;
}

/** The page's first GETs for the URL query `search` (`?start=now-7d&user=alice`, or empty). */
export function auditEventsFirstGets(search: string): FirstGet[] {
  const view = viewFromQuery(new URLSearchParams(search));
  const range = { from: view.start, to: view.end };
  return [
    {
      path: AUDIT_EVENTS_PATH,
      query: setOnly({ page: 1, per_page: AUDIT_EVENTS_DEFAULT_PER_PAGE, ...range, ...view.filters }),
    },
    { path: AUDIT_AGGREGATE_PATH, query: setOnly({ ...range, ...view.filters, type: 'histogram' }) },
    // A facet counts as if its own filter were off (event_counts.ts).
    ...FACETS.map(({ field }) => ({
      path: AUDIT_AGGREGATE_PATH,
      query: setOnly({ ...range, ...view.filters, [field]: undefined, type: 'terms', field, size: FACET_SIZE }),
    })),
  ];
}
