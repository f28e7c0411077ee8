export const DASHBOARDS_APP_ID = 'dashboards';
export const VISUALIZE_APP_ID = 'visualize';
/** SPEC 2.1 "Dashboard page ids": the pages the security plugin opens in a tenant. */
export const DASHBOARD_PAGE_IDS = [DASHBOARDS_APP_ID, VISUALIZE_APP_ID] as const;
export const DASHBOARD_SAVED_OBJECT_TYPE = 'dashboard';
export const VISUALIZATION_SAVED_OBJECT_TYPE = 'visualization';

/**
 * Capabilities of the dashboards app, named as upstream's: `createNew` offers Create,
 * `showWriteControls` offers rename, delete and panel changes. Switchers (the security plugin's
 * read-only mode and read-only tenants) turn them off.
 */
export const DASHBOARD_CAPABILITY = 'dashboard';
export const DASHBOARD_CAPABILITIES = { show: true, createNew: true, showWriteControls: true } as const;

/** What a dashboard saved object keeps; panels stay a JSON string, as the saved object stores them. */
export interface DashboardAttributes {
  title: string;
  description?: string;
  panelsJSON?: string;
  tags?: string[];
}

export const TITLE_MAX_LENGTH = 255;
