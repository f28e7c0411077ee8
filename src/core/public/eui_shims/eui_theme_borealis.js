/**
 * '@elastic/eui-theme-borealis' for EuiProvider's default theme, EUI's theme context and its vis
 * colour store (webpack.config.js picks them): the same theme, computed at build time
 * (scripts/eui_theme_loader.js), so the shell carries neither the theme's model nor its builders.
 * buildTheme is the function EUI's theme package builds its own system with.
 *
 * The computed theme in the shell holds the light mode's values only; loadBothModes gives it the
 * dark mode's too (the computed module with `?both_modes`, a chunk of its own, which the shell
 * loads before it draws in the dark mode: rendering/eui_theme.ts).
 *
 * The computed theme holds no high-contrast overrides, and takes no `modify` in EUI's
 * `{ LIGHT, DARK }` form (the product passes none; EUI's high-contrast step does). For a system
 * that asks for more contrast the shell loads the real theme before it first renders and hands it
 * to setDefaultTheme: every EuiProvider without a theme of its own (the shell's, the account menu's,
 * the apps') then takes it, as EuiProvider reads this binding when it renders.
 */
import { buildTheme } from '@elastic/eui-theme-common';
import { colorVis, key, model } from './borealis_computed.js';

export { colorVis };
export var EUI_THEME_BOREALIS_KEY = key;
// eslint-disable-next-line import/no-mutable-exports -- replaced for the dark mode and for high contrast (above)
export var EuiThemeBorealis = buildTheme(model, key);

/** Whether the default theme holds the dark mode's values: the package's own does. */
var bothModes = false;

/** From now on the default theme is `system` (the package's own Borealis, for high contrast). */
export function setDefaultTheme(system) {
  EuiThemeBorealis = system;
  bothModes = true;
}

/** From now on the default theme is the computed one with both colour modes, unless the package's own is in. */
export function loadBothModes() {
  if (bothModes) return Promise.resolve();
  return import(/* webpackChunkName: "eui_theme_both_modes" */ './borealis_computed.js?both_modes').then((computed) => {
    if (bothModes) return;
    EuiThemeBorealis = buildTheme(computed.model, computed.key);
    bothModes = true;
  });
}

export function hasBothModes() {
  return bothModes;
}
