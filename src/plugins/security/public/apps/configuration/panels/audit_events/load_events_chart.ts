/**
 * The events chart's chunk (@elastic/charts): one loader for the page, which draws it, and for the
 * page list (pages.tsx), which starts it beside the page's own chunk so the two download at once.
 */
export const loadEventsChart = () => import(/* webpackChunkName: "audit_chart" */ './events_chart');
