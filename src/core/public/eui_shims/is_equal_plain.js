/**
 * lodash's isEqual for EUI's theme provider and vis colour store (webpack.config.js picks them):
 * they compare theme modifications and colour lists, plain data only. lodash's isEqual handles
 * every built-in type (maps, sets, typed arrays, buffers, cycles) and is about 2 KB gzip of the
 * shell; this is the same answer for plain data: arrays, plain objects, Dates, primitives
 * (NaN equal to NaN, as lodash has it). Anything else is equal only to itself.
 */
function isPlainObject(value) {
  if (value === null || typeof value !== 'object') return false;
  var proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export default function isEqual(a, b) {
  if (a === b) return true;
  // eslint-disable-next-line no-self-compare
  if (a !== a && b !== b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (var i = 0; i < a.length; i++) if (!isEqual(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  var keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (var k = 0; k < keys.length; k++) {
    var key = keys[k];
    if (!Object.prototype.hasOwnProperty.call(b, key) || !isEqual(a[key], b[key])) return false;
  }
  return true;
}
