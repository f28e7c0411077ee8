/**
 * chroma-js with only what EUI's theme and first-paint color helpers call: parsing (hex, rgb(a),
 * hsl(a), named), .rgb/.hex/.css/.alpha/.get/.set, darken/brighten, luminance and contrast, mix,
 * and the scale/bezier behind EUI's palettes. chroma-js's own index adds every color space,
 * ColorBrewer and its analysis tools (about 6 KB gzip more) to the shell, where nothing uses them.
 *
 * These are chroma-js's own modules (webpack.config.js aliases 'chroma-js-src' to its src folder),
 * so colors come out exactly as before. A chunk that imports the whole of 'chroma-js' (the color
 * picker, the charts) gets the same instance, to which that index adds the rest.
 */
import chroma from 'chroma-js-src/chroma.js';

import 'chroma-js-src/io/css/index.js';
import 'chroma-js-src/io/hex/index.js';
import 'chroma-js-src/io/hsl/index.js';
import 'chroma-js-src/io/lab/index.js';
import 'chroma-js-src/io/named/index.js';
import 'chroma-js-src/io/rgb/index.js';

import 'chroma-js-src/ops/alpha.js';
import 'chroma-js-src/ops/darken.js';
import 'chroma-js-src/ops/get.js';
import 'chroma-js-src/ops/luminance.js';
import 'chroma-js-src/ops/mix.js';
import 'chroma-js-src/ops/set.js';

// In chroma-js's own order: a mix without a mode falls back to the first one registered.
import 'chroma-js-src/interpolator/rgb.js';
import 'chroma-js-src/interpolator/lrgb.js';
import 'chroma-js-src/interpolator/lab.js';

import bezier from 'chroma-js-src/generator/bezier.js';
import mix from 'chroma-js-src/generator/mix.js';
import scale from 'chroma-js-src/generator/scale.js';
import contrast from 'chroma-js-src/utils/contrast.js';
import valid from 'chroma-js-src/utils/valid.js';

Object.assign(chroma, { bezier, mix, interpolate: mix, scale, contrast, valid });

export default chroma;
