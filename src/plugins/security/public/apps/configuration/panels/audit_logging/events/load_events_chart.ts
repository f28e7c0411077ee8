/**
 * The events chart's chunk: one loader for the page, which draws it, and for the
 * page list (pages.tsx), which starts it beside the page's own chunk so the two download at once.
 * Not named "audit_chart": webpack would merge it with the dashboards' chart of that name, and
 * @elastic/charts (~1 MB) would come with it.
 */
import type { EventsChart } from './events_chart';

let loaded: typeof EventsChart | undefined;

export const loadEventsChart = () =>
  import(/* webpackChunkName: "audit_chart_events" */ './events_chart').then((module) => {
    loaded = module.default;
    return module;
  });

/**
 * The chart once its chunk is in (it is started beside the page's): the page draws it at once
 * rather than through React.lazy, which suspends on a first draw even for a loaded chunk and so
 * costs a commit with the spinner and another with the chart.
 */
export const loadedEventsChart = () => loaded;
