import type { EuiThemeSystem } from '@elastic/eui';
// The shell's '@elastic/eui-theme-borealis' (webpack.config.js): the theme computed at build time.
import { hasBothModes, loadBothModes, setDefaultTheme } from '../eui_shims/eui_theme_borealis.js';
// The shell's EUI theme provider computes no high-contrast borders until EUI's hook is handed over.
import { setHighContrastHook } from '../eui_shims/high_contrast_modifications.js';

/**
 * Whether the system asks for more contrast (EUI's own test: Windows' forced colours or
 * `prefers-contrast: more`). EUI's high-contrast overrides live in the theme's model only, which
 * the shell does not carry (its EuiProvider's theme is computed at build time, see
 * scripts/eui_theme_loader.js): for such a system the shell first loads the real theme.
 */
export function wantsHighContrast(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(forced-colors: active)').matches || window.matchMedia('(prefers-contrast: more)').matches;
}

/**
 * Loads EUI's Borealis theme as its package builds it, high-contrast overrides included, and EUI's
 * high-contrast hook (a chunk of their own), and makes them the default of every EuiProvider
 * rendered from now on.
 */
export async function loadFullEuiTheme(): Promise<EuiThemeSystem> {
  const [{ EuiThemeBorealis }, { useHighContrastModifications }] = await Promise.all([
    import(/* webpackChunkName: "eui_theme" */ '@elastic/eui-theme-borealis'),
    import(/* webpackChunkName: "eui_theme" */ '@elastic/eui/src/services/theme/high_contrast_overrides'),
  ]);
  setHighContrastHook(useHighContrastModifications);
  setDefaultTheme(EuiThemeBorealis);
  return EuiThemeBorealis as EuiThemeSystem;
}

/**
 * The computed theme in the shell holds the light mode's values only (scripts/eui_theme_loader.js):
 * these load its dark mode's too (a chunk of its own), which an EuiProvider must have before it
 * draws in the dark mode, and tell whether they are in.
 */
export const loadDarkEuiTheme: () => Promise<void> = loadBothModes;
export const hasDarkEuiTheme: () => boolean = hasBothModes;
