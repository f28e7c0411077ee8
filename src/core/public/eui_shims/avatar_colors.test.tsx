import React from 'react';
import { describe, expect, it } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { EuiProvider, useEuiPaletteColorBlindBehindText as euiHook } from '@elastic/eui';
import { hexToRgb, isColorDark, isValidHex, useEuiPaletteColorBlindBehindText } from './avatar_colors.js';

describe("the avatar's colours without EUI's palettes", () => {
  it.each(['light', 'dark'] as const)("are EUI's own colour-blind palette in %s mode", (colorMode) => {
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <EuiProvider colorMode={colorMode}>{children}</EuiProvider>
    );
    const ours = renderHook(() => useEuiPaletteColorBlindBehindText(), { wrapper }).result.current;
    const eui = renderHook(() => euiHook(), { wrapper }).result.current;
    expect(ours).toEqual(eui);
    expect(ours).toHaveLength(10);
    expect(ours.every((color) => isValidHex(color))).toBe(true);
  });

  it("keeps EUI's colour helpers the avatar picks its text colour with", () => {
    expect(hexToRgb('#FFFFFF')).toEqual([255, 255, 255]);
    expect(isColorDark(...hexToRgb('#07101F'))).toBe(true);
    expect(isColorDark(...hexToRgb('#FFFFFF'))).toBe(false);
  });
});
