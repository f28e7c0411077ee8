import type { IUiSettingsClient } from '../../ui_settings/types';
import { DARK_MODE_SETTING } from './theme_service';

/**
 * EUI's color mode for an app's provider, from the user's dark-mode setting. Read once at mount:
 * the shell re-mounts apps when the theme setting changes the page. A core without a settings
 * client (an app's unit test) means light.
 */
export function colorModeOf(uiSettings: Pick<IUiSettingsClient, 'get'> | undefined): 'light' | 'dark' {
  const darkMode = typeof uiSettings?.get === 'function' ? uiSettings.get<boolean>(DARK_MODE_SETTING, false) : false;
  return darkMode === true ? 'dark' : 'light';
}
