/**
 * Core's entry for the chunks that draw with @elastic/charts (a dashboard's audit chart, the audit
 * events page's histogram). Only such chunks, loaded with `import()`, may import it: the library's
 * stylesheets it carries must stay out of the shell's first bundle (/app/home's budget).
 */
export { countFormat, timeFormat, useChartStyles } from './chart_styles';
export { ChartLegend, VerticalChartLegend } from './chart_legend';
