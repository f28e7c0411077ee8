export { UiSettingsService } from './ui_settings_service';
export type { UiSettingsServiceSetupDeps } from './ui_settings_service';
export { UiSettingsClient } from './ui_settings_client';
export { UiSettingsApi, SETTINGS_PATH } from './ui_settings_api';
export { watchUpdateErrors } from './watch_update_errors';
export type * from './types';
