export { UiSettingsService } from './ui_settings_service';
export { UiSettingsClient, CONFIG_TYPE, CONFIG_ID } from './ui_settings_client';
export { registerSettingsRoutes, SETTINGS_PATH } from './settings_routes';
export { getSettingsForPage } from './settings_for_page';
export { CORE_SETTINGS } from './core_settings';
export type * from './types';
