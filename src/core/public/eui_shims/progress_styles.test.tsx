import React from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { EuiProvider, useEuiTheme, type UseEuiTheme } from '@elastic/eui';
import * as shim from './progress_styles.js';

/** EUI's own style functions, from the module the shim stands in for. */
const eui = jest.requireActual<typeof shim>(
  '../../../../node_modules/@elastic/eui/test-env/components/progress/progress.styles'
);

function themeIn(colorMode: 'light' | 'dark', highContrastMode?: boolean): UseEuiTheme {
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <EuiProvider colorMode={colorMode} highContrastMode={highContrastMode}>
      {children}
    </EuiProvider>
  );
  return renderHook(() => useEuiTheme(), { wrapper }).result.current;
}

/** Each style's class name and CSS (emotion's objects also hold a function per call). */
function css(styles: Record<string, { name: string; styles: string }>): Record<string, [string, string]> {
  return Object.fromEntries(Object.entries(styles).map(([key, value]) => [key, [value.name, value.styles]]));
}

describe("EuiProgress's styles once per theme", () => {
  it.each([
    ['light', false],
    ['dark', false],
    ['light', true],
  ] as const)("are EUI's own in %s mode (high contrast: %s)", (colorMode, highContrast) => {
    const theme = themeIn(colorMode, highContrast);
    for (const native of [true, false]) {
      expect(css(shim.euiProgressStyles(theme, native))).toEqual(css(eui.euiProgressStyles(theme, native)));
    }
    expect(css(shim.euiProgressDataStyles(theme))).toEqual(css(eui.euiProgressDataStyles(theme)));
    const valueText = shim.euiProgressValueTextStyles(theme);
    expect(css(valueText)).toEqual(css(eui.euiProgressValueTextStyles(theme)));
    expect(valueText.vis0.styles).toMatch(/color:#[0-9a-f]{6}/i);
    expect(shim.euiProgressLabelStyles).toBe(eui.euiProgressLabelStyles);
  });

  it('are worked out once for a theme and again for another', () => {
    const light = themeIn('light');
    const first = shim.euiProgressValueTextStyles(light);
    expect(shim.euiProgressValueTextStyles(light)).toBe(first);
    expect(shim.euiProgressStyles(light, false)).toBe(shim.euiProgressStyles(light, false));
    // The native bar's styles differ from the indeterminate one's: each kept apart.
    expect(shim.euiProgressStyles(light, true)).not.toBe(shim.euiProgressStyles(light, false));
    expect(shim.euiProgressStyles(light, true).native).toBeDefined();
    const dark = themeIn('dark');
    const other = shim.euiProgressValueTextStyles(dark);
    expect(other).not.toBe(first);
    expect(other.vis0.styles).not.toEqual(first.vis0.styles);
  });
});
