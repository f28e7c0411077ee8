/**
 * 'chroma-js' for EUI's colour helpers in the shell (webpack.config.js picks the importers):
 * transparentize, tint, shade, lightness, saturate, darken and brighten (services/color/
 * manipulation), the contrast helpers (services/color/contrast), the badges' text colour
 * (components/badge/color_utils) and the shadows of EUI's theme package. What they call of
 * chroma-js: a colour from a CSS, named or hex string or an rgb array; .alpha, .css (rgb and
 * hsl), .hex, .rgb, .get/.set of hsl channels, .darken/.brighten, .luminance; chroma.mix in
 * rgb (lrgb, lab), chroma.contrast and chroma.valid.
 *
 * The conversions are chroma-js's own functions (webpack.config.js aliases 'chroma-js-src' to
 * its src folder), and the class below does what chroma-js's Color, its format registry and its
 * ops do, step for step, so every colour comes out as before (chroma_shell.test.ts compares both
 * on a few thousand inputs and through EUI's helpers). What it leaves out, chroma-js's registry
 * and every other colour space, its scales and palettes (about 3 KB gzip), EUI's palettes take
 * with the whole of it (eui_shims/chroma_light.js) in the chunks that draw charts.
 */
import w3cx11 from 'chroma-js-src/colors/w3cx11.js';
import css2rgb from 'chroma-js-src/io/css/css2rgb.js';
import rgb2css from 'chroma-js-src/io/css/rgb2css.js';
import hex2rgb from 'chroma-js-src/io/hex/hex2rgb.js';
import rgb2hex from 'chroma-js-src/io/hex/rgb2hex.js';
import hsl2rgb from 'chroma-js-src/io/hsl/hsl2rgb.js';
import rgb2hsl from 'chroma-js-src/io/hsl/rgb2hsl.js';
import LAB from 'chroma-js-src/io/lab/lab-constants.js';
import lab2rgb from 'chroma-js-src/io/lab/lab2rgb.js';
import rgb2lab from 'chroma-js-src/io/lab/rgb2lab.js';
import clipRgb from 'chroma-js-src/utils/clip_rgb.js';
import last from 'chroma-js-src/utils/last.js';
import type from 'chroma-js-src/utils/type.js';
import unpack from 'chroma-js-src/utils/unpack.js';

var round = Math.round;
var pow = Math.pow;
var sqrt = Math.sqrt;

function named(name) {
  name = name.toLowerCase();
  if (w3cx11[name]) return hex2rgb(w3cx11[name]);
  throw new Error('unknown color name: ' + name);
}

/** chroma-js's input formats (io/{css,hex,hsl,lab,named,rgb}/index.js). */
var FORMATS = {
  // css2rgb tries a colour name first when chroma-js has the named format.
  css: function (css) {
    try {
      return named(css.toLowerCase().trim());
    } catch (e) {
      return css2rgb(css);
    }
  },
  hex: hex2rgb,
  hsl: hsl2rgb,
  lab: lab2rgb,
  named: named,
  rgb: function () {
    var rgba = unpack(arguments, 'rgba');
    if (rgba[3] === undefined) rgba[3] = 1;
    return rgba;
  },
};

/** The format of arguments given without one, tested in chroma-js's order (css, named, hex, rgb, hsl, lab). */
function detect(args) {
  var h = args[0];
  if (args.length === 1 && type(h) === 'string') {
    if (css2rgb.test(h)) return 'css';
    if (w3cx11[h.toLowerCase()]) return 'named';
    if ([3, 4, 5, 6, 7, 8, 9].indexOf(h.length) >= 0) return 'hex';
  }
  var rgba = unpack(args, 'rgba');
  if (
    type(rgba) === 'array' &&
    (rgba.length === 3 || (rgba.length === 4 && type(rgba[3]) == 'number' && rgba[3] >= 0 && rgba[3] <= 1))
  ) {
    return 'rgb';
  }
  var hsl = unpack(args, 'hsl');
  if (type(hsl) === 'array' && hsl.length === 3) return 'hsl';
  var lab = unpack(args, 'lab');
  if (type(lab) === 'array' && lab.length === 3) return 'lab';
}

class Color {
  constructor(...args) {
    if (type(args[0]) === 'object' && args[0].constructor && args[0].constructor === this.constructor) {
      return args[0];
    }
    var mode = last(args);
    var autodetect = !mode;
    if (autodetect) mode = detect(args);
    if (FORMATS[mode]) {
      this._rgb = clipRgb(FORMATS[mode].apply(null, autodetect ? args : args.slice(0, -1)));
    } else {
      throw new Error('unknown format: ' + args);
    }
    if (this._rgb.length === 3) this._rgb.push(1);
  }

  toString() {
    return this.hex();
  }

  alpha(a, mutate = false) {
    if (a !== undefined && type(a) === 'number') {
      if (mutate) {
        this._rgb[3] = a;
        return this;
      }
      return new Color([this._rgb[0], this._rgb[1], this._rgb[2], a], 'rgb');
    }
    return this._rgb[3];
  }

  css(mode) {
    return rgb2css(this._rgb, mode);
  }

  hex(mode) {
    return rgb2hex(this._rgb, mode);
  }

  rgb(rnd = true) {
    if (rnd === false) return this._rgb.slice(0, 3);
    return this._rgb.slice(0, 3).map(round);
  }

  rgba(rnd = true) {
    return this._rgb.slice(0, 4).map((v, i) => (i < 3 ? (rnd === false ? v : round(v)) : v));
  }

  hsl() {
    return rgb2hsl(this._rgb);
  }

  lab() {
    return rgb2lab(this._rgb);
  }

  get(mc) {
    var [mode, channel] = mc.split('.');
    var src = this[mode]();
    if (!channel) return src;
    var i = mode.indexOf(channel) - (mode.substr(0, 2) === 'ok' ? 2 : 0);
    if (i > -1) return src[i];
    throw new Error(`unknown channel ${channel} in mode ${mode}`);
  }

  set(mc, value, mutate = false) {
    var [mode, channel] = mc.split('.');
    var src = this[mode]();
    if (!channel) return src;
    var i = mode.indexOf(channel) - (mode.substr(0, 2) === 'ok' ? 2 : 0);
    if (i < 0) throw new Error(`unknown channel ${channel} in mode ${mode}`);
    if (type(value) == 'string') {
      switch (value.charAt(0)) {
        case '+':
        case '-':
          src[i] += +value;
          break;
        case '*':
          src[i] *= +value.substr(1);
          break;
        case '/':
          src[i] /= +value.substr(1);
          break;
        default:
          src[i] = +value;
      }
    } else if (type(value) === 'number') {
      src[i] = value;
    } else {
      throw new Error(`unsupported value for Color.set`);
    }
    var out = new Color(src, mode);
    if (mutate) {
      this._rgb = out._rgb;
      return this;
    }
    return out;
  }

  /** The relative luminance (WCAG); chroma-js's setter form is not here. */
  luminance(lum) {
    if (lum !== undefined) throw new Error('luminance(value) is not in the shell’s chroma-js');
    var [r, g, b] = this._rgb.slice(0, 3).map(function (x) {
      x /= 255;
      return x <= 0.03928 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  darken(amount = 1) {
    var lab = this.lab();
    lab[0] -= LAB.Kn * amount;
    return new Color(lab, 'lab').alpha(this.alpha(), true);
  }

  brighten(amount = 1) {
    return this.darken(-amount);
  }

  mix(col2, f = 0.5, ...rest) {
    return mix(this, col2, f, ...rest);
  }
}
Color.prototype.interpolate = Color.prototype.mix;

/** chroma-js's interpolators, in the order it registers them (a mix in an unknown mode takes the first). */
var INTERPOLATORS = {
  rgb: function (col1, col2, f) {
    var a = col1._rgb;
    var b = col2._rgb;
    return new Color(a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1]), a[2] + f * (b[2] - a[2]), 'rgb');
  },
  lrgb: function (col1, col2, f) {
    var a = col1._rgb;
    var b = col2._rgb;
    var channel = function (i) {
      return sqrt(pow(a[i], 2) * (1 - f) + pow(b[i], 2) * f);
    };
    return new Color(channel(0), channel(1), channel(2), 'rgb');
  },
  lab: function (col1, col2, f) {
    var a = col1.lab();
    var b = col2.lab();
    return new Color(a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1]), a[2] + f * (b[2] - a[2]), 'lab');
  },
};

function mix(col1, col2, f = 0.5, ...rest) {
  var mode = rest[0] || 'lrgb';
  if (!INTERPOLATORS[mode] && !rest.length) mode = Object.keys(INTERPOLATORS)[0];
  if (!INTERPOLATORS[mode]) throw new Error(`interpolation mode ${mode} is not defined`);
  if (type(col1) !== 'object') col1 = new Color(col1);
  if (type(col2) !== 'object') col2 = new Color(col2);
  return INTERPOLATORS[mode](col1, col2, f).alpha(col1.alpha() + f * (col2.alpha() - col1.alpha()));
}

function chroma(...args) {
  return new Color(...args);
}

chroma.Color = Color;
chroma.mix = chroma.interpolate = mix;
chroma.contrast = function (a, b) {
  var l1 = new Color(a).luminance();
  var l2 = new Color(b).luminance();
  return l1 > l2 ? (l1 + 0.05) / (l2 + 0.05) : (l2 + 0.05) / (l1 + 0.05);
};
chroma.valid = function (...args) {
  try {
    new Color(...args);
    return true;
  } catch (e) {
    return false;
  }
};

export default chroma;
