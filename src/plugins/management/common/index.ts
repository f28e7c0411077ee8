export const MANAGEMENT_APP_ID = 'management';
export const MANAGEMENT_APP_TITLE = 'Dashboards Management';

/**
 * Capabilities of the Advanced settings page: `save` false (e.g. for read-only users) shows the
 * settings with every editor disabled.
 */
export const ADVANCED_SETTINGS_CAPABILITY = 'advancedSettings';
