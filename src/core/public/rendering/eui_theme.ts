import type { EuiThemeSystem } from '@elastic/eui';

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

/** EUI's Borealis theme as its package builds it, high-contrast overrides included (a chunk of its own). */
export async function loadFullEuiTheme(): Promise<EuiThemeSystem> {
  const { EuiThemeBorealis } = await import(/* webpackChunkName: "eui_theme" */ '@elastic/eui-theme-borealis');
  return EuiThemeBorealis as EuiThemeSystem;
}
