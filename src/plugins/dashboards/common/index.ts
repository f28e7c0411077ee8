export const DASHBOARDS_APP_ID = 'dashboards';
export const VISUALIZE_APP_ID = 'visualize';
/** SPEC 2.1 "Dashboard page ids": the pages the security plugin opens in a tenant. */
export const DASHBOARD_PAGE_IDS = [DASHBOARDS_APP_ID, VISUALIZE_APP_ID] as const;
export const DASHBOARD_SAVED_OBJECT_TYPE = 'dashboard';

/** What a dashboard saved object keeps; panels stay a JSON string, as the saved object stores them. */
export interface DashboardAttributes {
  title: string;
  description?: string;
  panelsJSON?: string;
}

export const TITLE_MAX_LENGTH = 255;
