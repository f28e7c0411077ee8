/**
 * '../color_picker/utils' for EUI's badge (webpack.config.js picks it): the badge checks a custom
 * colour with two of the color picker's helpers, EUI's own code copied here on the shell's
 * chroma-js (chroma_shell.js). The color picker's module keeps the rest of chroma-js
 * (chroma_light.js), which the shell does not carry (badge_color_checks.test.ts compares both).
 */
import chroma from './chroma_shell.js';

var HEX_FALLBACK = '';

/** EUI's parseColor: a string of comma-separated numbers as an array, any other string as is. */
export function parseColor(input) {
  if (!input) return null;
  if (input.indexOf(',') > 0) {
    if (!/^[\s,.0-9]*$/.test(input)) return null;
    var rgb = input
      .trim()
      .split(',')
      .filter(function (n) {
        return n !== '';
      })
      .map(Number);
    return rgb.length > 2 && rgb.length < 5 ? rgb : HEX_FALLBACK;
  }
  return input;
}

/** EUI's chromaValid: whether chroma-js takes the colour as rgb(a) numbers or as hex. */
export function chromaValid(color) {
  var parsed = typeof color === 'string' ? parseColor(color) : color;
  if (!parsed) return false;
  if (typeof parsed === 'object') return chroma.valid(parsed, 'rgb') || chroma.valid(parsed, 'rgba');
  return chroma.valid(color, 'hex');
}
