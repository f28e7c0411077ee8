import { Type, type Static } from '@sinclair/typebox';

/**
 * `dashboards.*` of config/dashboards.yml. The plugin has no settings yet: core refuses any key under
 * `dashboards` until one is declared here.
 */
export const dashboardsConfigSchema = Type.Object({});

export type DashboardsConfig = Static<typeof dashboardsConfigSchema>;
