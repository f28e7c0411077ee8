import React from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { EuiProvider, useEuiTheme } from '@elastic/eui';
import { euiCodeTextColors } from './code_text_colors.js';

/** EUI's own helper, from the module the shim stands in for. */
const eui = jest.requireActual<{ euiCodeTextColors: typeof euiCodeTextColors }>(
  '../../../../node_modules/@elastic/eui/test-env/components/code/code_syntax.styles'
);

describe("EuiText's code colours without the code block's palette", () => {
  it.each(['light', 'dark'] as const)("are EUI's own in %s mode", (colorMode) => {
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <EuiProvider colorMode={colorMode}>{children}</EuiProvider>
    );
    const theme = renderHook(() => useEuiTheme(), { wrapper }).result.current;
    const ours = euiCodeTextColors(theme);
    expect(ours).toEqual(eui.euiCodeTextColors(theme));
    expect(ours.backgroundColor).toMatch(/^#[0-9a-f]{6}/i);
    expect(ours.color).toMatch(/^#[0-9a-f]{6}/i);
  });
});
