/**
 * 'lodash/isEqual' for the shell (webpack.config.js picks it for EUI's theme provider, the theme's
 * vis colour store and core's UI settings client). They compare theme modifications, colour
 * modes, colour lists and settings values. lodash's isEqual brings its hash, stack, typed-array and
 * tag machinery (about 3 KB gzip at home) for that; this is the same comparison for the values
 * JavaScript programs hold (is_equal.test.ts runs both on the same inputs): NaN equals NaN and
 * 0 equals -0, objects compare own enumerable keys (symbols too) and constructors, Maps and Sets
 * compare without regard to order, boxed primitives, dates, regular expressions and errors by
 * value, typed arrays by element, cycles hold. Lazy chunks that import lodash get lodash itself.
 */
var toTag = function (value) {
  var tag = Object.prototype.toString.call(value);
  return tag === '[object Arguments]' ? '[object Object]' : tag;
};
var hasOwn = function (object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
};

function ownKeys(object) {
  var keys = Object.keys(object);
  if (Array.isArray(object) || ArrayBuffer.isView(object))
    keys = keys.filter((key) => !/^(0|[1-9]\d*)$/.test(key) || Number(key) >= object.length);
  return keys.concat(
    Object.getOwnPropertySymbols(object).filter((symbol) => Object.prototype.propertyIsEnumerable.call(object, symbol))
  );
}

/** lodash's rule: two objects built by different constructors differ, unless neither says. */
function sameConstructor(a, b) {
  var ctorA = a.constructor;
  var ctorB = b.constructor;
  if (ctorA === ctorB || !('constructor' in a) || !('constructor' in b)) return true;
  var plain = function (ctor) {
    return typeof ctor === 'function' && ctor instanceof ctor;
  };
  return plain(ctorA) && plain(ctorB);
}

function equal(a, b, seen) {
  if (a === b || (a !== a && b !== b)) return true;
  // A primitive equals its boxed form (lodash compares them by tag and value).
  if (a == null || b == null || (typeof a !== 'object' && typeof b !== 'object')) return false;
  var tag = toTag(a);
  if (tag !== toTag(b)) return false;
  // A cycle: both already on the path compare as they were paired there.
  var pairA = seen.find((pair) => pair[0] === a);
  var pairB = seen.find((pair) => pair[1] === b);
  if (pairA && pairB) return pairA[1] === b && pairB[0] === a;
  switch (tag) {
    case '[object Number]':
    case '[object Boolean]':
    case '[object Date]':
      return equal(+a, +b, seen);
    case '[object String]':
    case '[object RegExp]':
      return String(a) === String(b);
    case '[object Error]':
      return a.name === b.name && a.message === b.message;
    case '[object Symbol]':
      return Symbol.prototype.valueOf.call(a) === Symbol.prototype.valueOf.call(b);
    case '[object ArrayBuffer]':
      return a.byteLength === b.byteLength && equal(new Uint8Array(a), new Uint8Array(b), seen);
    case '[object DataView]':
      return (
        a.byteLength === b.byteLength &&
        a.byteOffset === b.byteOffset &&
        equal(new Uint8Array(a.buffer), new Uint8Array(b.buffer), seen)
      );
  }
  seen.push([a, b]);
  try {
    if (tag === '[object Map]' || tag === '[object Set]') {
      if (a.size !== b.size) return false;
      var rest = Array.from(b);
      return Array.from(a).every((item) => {
        var at = rest.findIndex((other) => equal(item, other, seen));
        if (at < 0) return false;
        rest.splice(at, 1);
        return true;
      });
    }
    if (ArrayBuffer.isView(a) || Array.isArray(a)) {
      if (a.length !== b.length) return false;
      for (var n = 0; n < a.length; n++) if (!equal(a[n], b[n], seen)) return false;
    }
    var keys = ownKeys(a);
    var otherKeys = ownKeys(b);
    if (keys.length !== otherKeys.length) return false;
    for (var k = 0; k < keys.length; k++) {
      if (!hasOwn(b, keys[k]) || !equal(a[keys[k]], b[keys[k]], seen)) return false;
    }
    return Array.isArray(a) || ArrayBuffer.isView(a) || sameConstructor(a, b);
  } finally {
    seen.pop();
  }
}

export default function isEqual(a, b) {
  return equal(a, b, []);
}
