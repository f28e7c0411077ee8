/**
 * The events chart's chunk: one loader for the page, which draws it, and for the
 * page list (pages.tsx), which starts it beside the page's own chunk so the two download at once.
 * Not named "audit_chart": webpack would merge it with the dashboards' chart of that name, and
 * @elastic/charts (~1 MB) would come with it.
 */
export const loadEventsChart = () => import(/* webpackChunkName: "audit_chart_events" */ './events_chart');
