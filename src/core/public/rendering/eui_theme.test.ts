import { afterEach, describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import * as shellTheme from '../eui_shims/eui_theme_borealis.js';
import { useHighContrastModifications } from '../eui_shims/high_contrast_modifications.js';
import { hasDarkEuiTheme, loadDarkEuiTheme, loadFullEuiTheme, wantsHighContrast } from './eui_theme';

const original = window.matchMedia;

/** A browser whose system settings match the given media queries. */
function systemMatching(...queries: string[]) {
  window.matchMedia = ((query: string) => ({
    matches: queries.includes(query),
    media: query,
  })) as typeof window.matchMedia;
}

describe("the shell's EUI theme", () => {
  afterEach(() => {
    window.matchMedia = original;
  });

  it('asks for the real theme when the system wants more contrast or forces colours', () => {
    systemMatching('(prefers-contrast: more)');
    expect(wantsHighContrast()).toBe(true);
    systemMatching('(forced-colors: active)');
    expect(wantsHighContrast()).toBe(true);
  });

  it('keeps the computed theme otherwise, and where the browser cannot tell', () => {
    systemMatching('(prefers-color-scheme: dark)');
    expect(wantsHighContrast()).toBe(false);
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(wantsHighContrast()).toBe(false);
  });

  it("loads the computed theme's dark mode once, as every provider's default", async () => {
    const lightOnly = shellTheme.EuiThemeBorealis;
    expect(hasDarkEuiTheme()).toBe(false);
    await loadDarkEuiTheme();
    expect(hasDarkEuiTheme()).toBe(true);
    const bothModes = shellTheme.EuiThemeBorealis;
    expect(bothModes).not.toBe(lightOnly);
    expect(bothModes.key).toBe('EUI_THEME_BOREALIS');
    await loadDarkEuiTheme();
    expect(shellTheme.EuiThemeBorealis).toBe(bothModes);
  });

  it("loads Borealis as EUI's package builds it, with its high-contrast overrides, as every provider's default", async () => {
    const computed = shellTheme.EuiThemeBorealis;
    // Before: the provider's modifications pass through untouched, high contrast or not.
    const modifications = { border: { width: { thin: '2px' } } };
    const asked = {
      highContrastMode: 'preferred' as const,
      colorMode: 'LIGHT' as const,
      system: computed,
      modifications,
    };
    expect(useHighContrastModifications(asked)).toBe(modifications);
    const theme = await loadFullEuiTheme();
    expect(shellTheme.EuiThemeBorealis).toBe(theme);
    expect(shellTheme.EuiThemeBorealis).not.toBe(computed);
    expect(theme.key).toBe('EUI_THEME_BOREALIS');
    expect((theme.root as { overrides?: { HCM?: unknown } }).overrides?.HCM).toBeDefined();
    // After: EUI's own hook, which adds the high-contrast borders (thin, from the modification).
    const { result } = renderHook(() => useHighContrastModifications({ ...asked, system: theme }));
    expect(result.current).toMatchObject({ border: { thin: expect.stringMatching(/^2px solid #/) } });
    const { result: plain } = renderHook(() =>
      useHighContrastModifications({ ...asked, system: theme, highContrastMode: false })
    );
    expect(plain.current).toBe(modifications);
    // The package's theme has the dark mode too: asking for it keeps the package's.
    await loadDarkEuiTheme();
    expect(shellTheme.EuiThemeBorealis).toBe(theme);
  });
});
