/**
 * '../../services/color' for EUI's avatar (webpack.config.js picks it): the account button's
 * avatar takes its colour from the theme's ten colour-blind-safe vis colours by the name's length.
 * EUI's palette hooks module brings every palette with it (about 3 KB gzip with its helpers); the
 * avatar calls one of them without arguments, which is those ten colours in order
 * (eui_shims/avatar_colors.test.tsx compares it with EUI's own hook).
 */
import { useMemo } from 'react';
import { useEuiTheme } from '@elastic/eui/src/services/theme/hooks';

export { isColorDark } from '@elastic/eui/src/services/color/is_color_dark';
export { hexToRgb } from '@elastic/eui/src/services/color/hex_to_rgb';
export { isValidHex } from '@elastic/eui/src/services/color/is_valid_hex';

var VIS_COLORS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** EUI's useEuiPaletteColorBlindBehindText() for the call the avatar makes: no arguments. */
export function useEuiPaletteColorBlindBehindText() {
  var vis = useEuiTheme().euiTheme.colors.vis;
  return useMemo(
    function () {
      return VIS_COLORS.map(function (i) {
        return vis['euiColorVis' + i];
      });
    },
    [vis]
  );
}
