/**
 * The audit events page's view, kept in the URL (`?start=now-24h&end=now&category=…&user=…`) so a
 * link shares exactly what is shown. Pure, so the rules are tested without rendering.
 */
import { AUDIT_DEFAULT_FROM, AUDIT_DEFAULT_TO } from '../../../../../../common/audit_insights';
import { i18n, type MessageDescriptor } from '../../../../../../../../core/public';
import messages from './messages.json';

/**
 * The facets a click filters by, with the query parameter of the audit APIs each one sets; a
 * title is a getter, translated when the page reads it.
 */
/** A facet filtering by its field's own query parameter; its title read when the page draws it. */
const facet = <F extends string>(field: F, title: MessageDescriptor) => ({
  field,
  param: field,
  get title() {
    return i18n.translate(title);
  },
});

export const FACETS = [
  facet('category', messages.facetsCategory),
  facet('user', messages.facetsUser),
  facet('address', messages.facetsAddress),
  facet('auth_type', messages.facetsAuthType),
] as const;
export type FacetField = (typeof FACETS)[number]['field'];

export interface InsightsView {
  start: string;
  end: string;
  filters: Partial<Record<FacetField, string>>;
}

export function viewFromQuery(query: URLSearchParams): InsightsView {
  const filters: InsightsView['filters'] = {};
  for (const { field } of FACETS) {
    const value = query.get(field);
    if (value) filters[field] = value;
  }
  return { start: query.get('start') || AUDIT_DEFAULT_FROM, end: query.get('end') || AUDIT_DEFAULT_TO, filters };
}

export function queryFromView(view: InsightsView): string {
  const query = new URLSearchParams();
  if (view.start !== AUDIT_DEFAULT_FROM) query.set('start', view.start);
  if (view.end !== AUDIT_DEFAULT_TO) query.set('end', view.end);
  for (const { field } of FACETS) {
    const value = view.filters[field];
    if (value) query.set(field, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A click on a facet value filters by it; a click on the value already filtered by clears it. */
export function toggleFilter(view: InsightsView, field: FacetField, value: string): InsightsView {
  const filters = { ...view.filters };
  if (filters[field] === value) delete filters[field];
  else filters[field] = value;
  return { ...view, filters };
}
