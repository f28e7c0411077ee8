export const DASHBOARDS_APP_ID = 'dashboards';
export const DASHBOARD_SAVED_OBJECT_TYPE = 'dashboard';

/** What a dashboard saved object keeps; panels stay a JSON string, as the saved object stores them. */
export interface DashboardAttributes {
  title: string;
  description?: string;
  panelsJSON?: string;
}

export const TITLE_MAX_LENGTH = 255;
