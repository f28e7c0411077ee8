/**
 * '@elastic/eui-theme-borealis' for EuiProvider's default theme, EUI's theme context and its vis
 * colour store (webpack.config.js picks them): the same theme, computed at build time
 * (scripts/eui_theme_loader.js), so the shell carries neither the theme's model nor its builders.
 * buildTheme is the function EUI's theme package builds its own system with.
 */
import { buildTheme } from '@elastic/eui-theme-common';
import { colorVis, key, model } from './borealis_computed.js';

export { colorVis };
export var EUI_THEME_BOREALIS_KEY = key;
export var EuiThemeBorealis = buildTheme(model, key);
