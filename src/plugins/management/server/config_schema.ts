import { Type, type Static } from '@sinclair/typebox';

/**
 * `management.*` of config/dashboards.yml. The plugin has no settings yet: core refuses any key under
 * `management` until one is declared here.
 */
export const managementConfigSchema = Type.Object({});

export type ManagementConfig = Static<typeof managementConfigSchema>;
