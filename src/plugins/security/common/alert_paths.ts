/**
 * The alerts API's paths and limits, apart from the schemas in alerts.ts: the header's bell
 * (on every page) needs only these, and the schemas would bring TypeBox into the shell's chunks.
 */
export const ALERT_RULES_PATH = '/api/v1/alerts/rules';
export const ALERT_FIRINGS_PATH = '/api/v1/alerts/firings';

/** The most rules a store keeps: each one is a query every check. */
export const MAX_ALERT_RULES = 100;
export const ALERT_FIRINGS_MAX_PER_PAGE = 200;
