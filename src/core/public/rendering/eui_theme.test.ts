import { afterEach, describe, expect, it } from '@jest/globals';
import * as shellTheme from '../eui_shims/eui_theme_borealis.js';
import { loadFullEuiTheme, wantsHighContrast } from './eui_theme';

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

  it("loads Borealis as EUI's package builds it, with its high-contrast overrides, as every provider's default", async () => {
    const computed = shellTheme.EuiThemeBorealis;
    const theme = await loadFullEuiTheme();
    expect(shellTheme.EuiThemeBorealis).toBe(theme);
    expect(shellTheme.EuiThemeBorealis).not.toBe(computed);
    expect(theme.key).toBe('EUI_THEME_BOREALIS');
    expect((theme.root as { overrides?: { HCM?: unknown } }).overrides?.HCM).toBeDefined();
  });
});
