import { useEffect } from 'react';
import { i18n } from '../i18n';
import darkStyles from '@elastic/charts/dist/theme_only_dark.css';
import lightStyles from '@elastic/charts/dist/theme_only_light.css';

/** One stylesheet per document, whichever chart (a dashboard's, the audit events page's) is drawn first. */
const CHART_STYLE_ID = 'echChartStyles';
/**
 * The library always writes its screen-reader summary ("Chart type: bar chart") in English; the
 * figure carries its own in the page's language, so the library's is left out.
 */
const OWN_SUMMARY_ONLY = '\n[data-testid="echScreenReaderSummary"] { display: none; }\n';

/** The chart library's stylesheet for the colour mode, written into the document's one chart <style>. */
export function useChartStyles(dark: boolean): void {
  useEffect(() => {
    let style = document.getElementById(CHART_STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = CHART_STYLE_ID;
      document.head.appendChild(style);
    }
    style.textContent = (dark ? darkStyles : lightStyles) + OWN_SUMMARY_ONLY;
  }, [dark]);
}

/** A count axis's tick: a whole number (the library's ticks between buckets are fractions). */
export const countFormat = (n: number): string => String(Math.round(n));

const DAY = 86_400_000;

/** A time axis's tick in the page's locale: the day for daily buckets, with the time for shorter ones. */
export const timeFormat =
  (intervalMs: number) =>
  (ms: number): string =>
    intervalMs >= DAY
      ? new Date(ms).toLocaleDateString(i18n.getLocale(), { month: 'short', day: 'numeric' })
      : new Date(ms).toLocaleString(i18n.getLocale(), {
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        });
