/// The After Effects expression library, part 1: vector and colour maths, interpolation,
/// clamping, random numbers and noise (ECMAScript 5.1, run once per engine).
///
/// Written for Scrollwork from the After Effects expression reference; the behaviour follows
/// lottie-web's `ExpressionManager` where it differs (`$bm_*` forms, strings in `$bm_sum`).
extension ExpressionLibrary {
    static let maths = #"""
(function (G, H) {
// Arrays are told apart by their class first (one native call), before the prototype walks of
// `instanceof`, which a decorated array (a property's value) makes three levels deep.
var isArray = Array.isArray;
// Throughout the library, new arrays are filled by index (`out[i] = x`), not with `push`: a
// method looked up and called per element costs more than the arithmetic.
function num(v) {
  var t = typeof v;
  if (t === 'number' || t === 'boolean') return true;
  if (t !== 'object' || v === null || isArray(v)) return false;
  return v instanceof Number || v instanceof Boolean;
}
function isArr(v) {
  return typeof v === 'object' && v !== null && (isArray(v) || (typeof v.length === 'number' && !(v instanceof String)));
}
function toArr(v) { var out = []; for (var i = 0; i < v.length; i++) out[i] = +v[i]; return out; }
// The operators below (what exported scripts' `+ - * /` become) start with the commonest cases —
// two numbers, two arrays, an array and a number — told by `typeof` and one native call, with
// the result the general rules after them give: a call to a helper costs more than the sum.
function add(a, b) {
  var ta = typeof a, tb = typeof b;
  if (ta === 'number' && tb === 'number') return a + b;
  if (ta === 'object' && tb === 'object' && isArray(a) && isArray(b)) return zip(a, b, 1);
  return general.add(a, b);
}
function sub(a, b) {
  var ta = typeof a, tb = typeof b;
  if (ta === 'number' && tb === 'number') return a - b;
  if (ta === 'object' && tb === 'object' && isArray(a) && isArray(b)) return zip(a, b, -1);
  return general.sub(a, b);
}
function mul(a, b) {
  var ta = typeof a, tb = typeof b;
  if (ta === 'number' && tb === 'number') return a * b;
  if (tb === 'number' && ta === 'object' && isArray(a)) return scale(a, b, 1);
  if (ta === 'number' && tb === 'object' && isArray(b)) return scale(b, a, 1);
  return general.mul(a, b);
}
function div(a, b) {
  var ta = typeof a, tb = typeof b;
  if (ta === 'number' && tb === 'number') return a / b;
  if (tb === 'number' && ta === 'object' && isArray(a)) return scale(a, b, -1);
  return general.div(a, b);
}
// Two arrays added (`sign` 1) or subtracted (−1) element by element, the shorter padded with 0.
function zip(a, b, sign) {
  var na = a.length, nb = b.length, n = na > nb ? na : nb, out = [], i;
  if (sign > 0) { for (i = 0; i < n; i++) out[i] = (i < na ? +a[i] : 0) + (i < nb ? +b[i] : 0); }
  else { for (i = 0; i < n; i++) out[i] = (i < na ? +a[i] : 0) - (i < nb ? +b[i] : 0); }
  return out;
}
// An array's elements, as numbers, times `k` (`by` 1) or divided by it (`by` −1).
function scale(a, k, by) {
  var out = [], i, n = a.length;
  if (by > 0) { for (i = 0; i < n; i++) out[i] = +a[i] * k; } else { for (i = 0; i < n; i++) out[i] = +a[i] / k; }
  return out;
}
// The operators' rules for every kind of operand (the quick paths above give what these give;
// a test holds them to it).
var general = {};
general.add = function (a, b) {
  if (typeof a === 'string' || typeof b === 'string' || (typeof a === 'object' && a instanceof String) ||
      (typeof b === 'object' && b instanceof String)) return a + b;
  if (num(a) && num(b)) return +a + +b;
  if (isArr(a) && num(b)) { a = toArr(a); a[0] += +b; return a; }
  if (num(a) && isArr(b)) { b = toArr(b); b[0] += +a; return b; }
  if (isArr(a) && isArr(b)) {
    var n = Math.max(a.length, b.length), out = [];
    for (var i = 0; i < n; i++) out[i] = (i < a.length ? +a[i] : 0) + (i < b.length ? +b[i] : 0);
    return out;
  }
  return 0;
};
general.sub = function (a, b) {
  if (num(a) && num(b)) return a - b;
  if (isArr(a) && num(b)) { a = toArr(a); a[0] -= +b; return a; }
  if (num(a) && isArr(b)) { b = toArr(b); b[0] = +a - b[0]; return b; }
  if (isArr(a) && isArr(b)) {
    var n = Math.max(a.length, b.length), out = [];
    for (var i = 0; i < n; i++) out[i] = (i < a.length ? +a[i] : 0) - (i < b.length ? +b[i] : 0);
    return out;
  }
  if (typeof a === 'string' && typeof b === 'string') return a - b;
  return 0;
};
general.mul = function (a, b) {
  if (num(a) && num(b)) return a * b;
  var i, out;
  if (isArr(a) && num(b)) { out = toArr(a); for (i = 0; i < out.length; i++) out[i] *= b; return out; }
  if (num(a) && isArr(b)) { out = toArr(b); for (i = 0; i < out.length; i++) out[i] *= a; return out; }
  return 0;
};
general.div = function (a, b) {
  if (num(a) && num(b)) return a / b;
  var i, out;
  if (isArr(a) && num(b)) { out = toArr(a); for (i = 0; i < out.length; i++) out[i] /= b; return out; }
  if (num(a) && isArr(b)) { out = toArr(b); for (i = 0; i < out.length; i++) out[i] = a / out[i]; return out; }
  return 0;
};
function mod(a, b) {
  if (num(a) && num(b)) return a % b;
  var i, out;
  if (isArr(a) && num(b)) { out = toArr(a); for (i = 0; i < out.length; i++) out[i] %= b; return out; }
  return 0;
}
function neg(a) {
  if (num(a)) return -a;
  if (isArr(a)) { var out = toArr(a); for (var i = 0; i < out.length; i++) out[i] = -out[i]; return out; }
  return -a;
}
function clamp(v, lo, hi) {
  if (isArr(v)) {
    var out = toArr(v);
    for (var i = 0; i < out.length; i++) out[i] = clamp(out[i], isArr(lo) ? lo[i] : lo, isArr(hi) ? hi[i] : hi);
    return out;
  }
  lo = +lo; hi = +hi;
  if (lo > hi) { var m = lo; lo = hi; hi = m; }
  return Math.min(Math.max(+v, lo), hi);
}
function dot(a, b) { var s = 0; for (var i = 0; i < Math.min(a.length, b.length); i++) s += a[i] * b[i]; return s; }
function cross(a, b) {
  return [a[1] * (b[2] || 0) - (a[2] || 0) * b[1], (a[2] || 0) * b[0] - a[0] * (b[2] || 0), a[0] * b[1] - a[1] * b[0]];
}
function length(a, b) {
  if (b !== void 0) a = sub(a, b);
  if (num(a)) return Math.abs(a);
  var s = 0;
  for (var i = 0; i < a.length; i++) s += a[i] * a[i];
  return Math.sqrt(s);
}
function normalize(v) { var l = length(v); return l === 0 ? (isArr(v) ? toArr(v) : 0) : div(v, l); }
function lookAt(from, to) {
  var d = sub(to, from), l = length(d);
  if (l === 0) return [0, 0, 0];
  return [Math.atan2(d[0], (d[2] || 0)) * 180 / Math.PI, -Math.asin(d[1] / l) * 180 / Math.PI, 0];
}
// Cubic bézier timing curves (x1, y1, x2, y2), solved for x by Newton steps and bisection.
function bezierCurve(x1, y1, x2, y2) {
  function at(a1, a2, t) { return ((1 - 3 * a2 + 3 * a1) * t + (3 * a2 - 6 * a1)) * t * t + 3 * a1 * t; }
  function slope(a1, a2, t) { return 3 * (1 - 3 * a2 + 3 * a1) * t * t + 2 * (3 * a2 - 6 * a1) * t + 3 * a1; }
  return function (x) {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    var t = x, i;
    for (i = 0; i < 8; i++) {
      var s = slope(x1, x2, t), e = at(x1, x2, t) - x;
      if (Math.abs(e) < 1e-7) return at(y1, y2, t);
      if (Math.abs(s) < 1e-6) break;
      t -= e / s;
    }
    var lo = 0, hi = 1;
    t = x;
    for (i = 0; i < 40; i++) {
      var v = at(x1, x2, t);
      if (Math.abs(v - x) < 1e-7) break;
      if (v < x) lo = t; else hi = t;
      t = (lo + hi) / 2;
    }
    return at(y1, y2, t);
  };
}
var curves = { ease: bezierCurve(0.33, 0, 0.667, 1), easeIn: bezierCurve(0.33, 0, 1, 1), easeOut: bezierCurve(0, 0, 0.667, 1) };
// linear(t, v1, v2) or linear(t, tMin, tMax, v1, v2): named parameters, not `arguments`, which
// Duktape builds as an object on every call; the short form is the one without a fourth or fifth.
// `curve` is null for linear. Hot in most expression files, so it names no globals (`Math`):
// each is a walk up the scopes to the global object.
function blend(curve, t, a, b, c, d) {
  var tMin, tMax, v1, v2, p;
  t = +t;
  if (c === void 0 && d === void 0) { tMin = 0; tMax = 1; v1 = a; v2 = b; }
  else { tMin = +a; tMax = +b; v1 = c; v2 = d; }
  if (tMin > tMax) { var s = tMin; tMin = tMax; tMax = s; s = v1; v1 = v2; v2 = s; }
  if (tMax === tMin) p = t >= tMax ? 1 : 0;
  else p = ((t < tMin ? tMin : t > tMax ? tMax : t) - tMin) / (tMax - tMin);
  if (curve !== null) p = curve(p);
  // A plain array (a property's value) is told by one native call, before isArr's.
  var arr1 = isArray(v1) || isArr(v1), arr2 = isArray(v2) || isArr(v2);
  if (arr1 || arr2) {
    var a1 = arr1 ? v1 : [v1], a2 = arr2 ? v2 : [v2], n1 = a1.length, n2 = a2.length, n = n1 > n2 ? n1 : n2, out = [];
    for (var i = 0; i < n; i++) { var x = +(a1[i] || 0), y = +(a2[i] || 0); out[i] = x + (y - x) * p; }
    return out;
  }
  return +v1 + (v2 - v1) * p;
}
// Seeded random numbers (Park–Miller): reproducible per property and frame.
var state = { seed: 1 };
function nextRandom() { state.seed = (state.seed * 16807) % 2147483647; return (state.seed - 1) / 2147483646; }
function setSeed(s) {
  s = Math.abs(Math.floor(s)) % 2147483646;
  state.seed = s + 1;
  nextRandom(); nextRandom();
}
function random(a, b) {
  if (a === void 0) return nextRandom();
  if (b === void 0) {
    if (isArr(a)) { var o = []; for (var i = 0; i < a.length; i++) o[i] = nextRandom() * a[i]; return o; }
    return nextRandom() * a;
  }
  if (isArr(a) || isArr(b)) {
    var n = Math.max(a.length || 0, b.length || 0), out = [];
    for (var j = 0; j < n; j++) { var lo = isArr(a) ? +a[j] : +a, hi = isArr(b) ? +b[j] : +b; out[j] = lo + nextRandom() * (hi - lo); }
    return out;
  }
  return +a + nextRandom() * (b - a);
}
function gaussRandom(a, b) {
  var u = Math.max(nextRandom(), 1e-12), v = nextRandom();
  var g = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) / 6 + 0.5;
  g = Math.min(Math.max(g, 0), 1);
  if (a === void 0) return g;
  if (b === void 0) return mul(a, g);
  return add(a, mul(sub(b, a), g));
}
// Value noise in [-1, 1]: random values on whole numbers, joined by a smoothstep.
function lattice(seed, i) {
  var s = (Math.abs(seed * 7919 + i * 104729) % 2147483646) + 1;
  s = (s * 16807) % 2147483647; s = (s * 16807) % 2147483647; s = (s * 16807) % 2147483647;
  return ((s - 1) / 2147483646) * 2 - 1;
}
function noise1(seed, x) {
  var i = Math.floor(x), f = x - i, a = lattice(seed, i), b = lattice(seed, i + 1);
  return a + (b - a) * f * f * (3 - 2 * f);
}
function noise(v) {
  if (isArr(v)) { var s = 0; for (var i = 0; i < v.length; i++) s += noise1(31 + i, v[i]); return s / v.length; }
  return noise1(31, +v);
}
var L = {
  add: add, sub: sub, mul: mul, div: div, mod: mod, clamp: clamp, dot: dot, cross: cross, length: length,
  normalize: normalize, lookAt: lookAt, random: random, gaussRandom: gaussRandom, noise: noise,
  linear: function (t, a, b, c, d) { return blend(null, t, a, b, c, d); },
  ease: function (t, a, b, c, d) { return blend(curves.ease, t, a, b, c, d); },
  easeIn: function (t, a, b, c, d) { return blend(curves.easeIn, t, a, b, c, d); },
  easeOut: function (t, a, b, c, d) { return blend(curves.easeOut, t, a, b, c, d); },
  degreesToRadians: function (d) { return d * Math.PI / 180; },
  radiansToDegrees: function (r) { return r * 180 / Math.PI; },
  rgbToHsl: function (c) {
    var r = c[0], g = c[1], b = c[2], mx = Math.max(r, g, b), mn = Math.min(r, g, b), h = 0, s = 0, l = (mx + mn) / 2;
    if (mx !== mn) {
      var d = mx - mn;
      s = l > 0.5 ? d / (2 - mx - mn) : d / (mx + mn);
      h = mx === r ? (g - b) / d + (g < b ? 6 : 0) : mx === g ? (b - r) / d + 2 : (r - g) / d + 4;
      h /= 6;
    }
    return [h, s, l, c[3] === void 0 ? 1 : c[3]];
  },
  hslToRgb: function (c) {
    var h = c[0], s = c[1], l = c[2];
    function hue(p, q, t) {
      if (t < 0) t += 1;
      if (t > 1) t -= 1;
      if (t < 1 / 6) return p + (q - p) * 6 * t;
      if (t < 1 / 2) return q;
      if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
      return p;
    }
    if (s === 0) return [l, l, l, c[3] === void 0 ? 1 : c[3]];
    var q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q;
    return [hue(p, q, h + 1 / 3), hue(p, q, h), hue(p, q, h - 1 / 3), c[3] === void 0 ? 1 : c[3]];
  },
  hexToRgb: function (hex) {
    hex = String(hex).replace('#', '');
    if (hex.length === 3) hex = hex.charAt(0) + hex.charAt(0) + hex.charAt(1) + hex.charAt(1) + hex.charAt(2) + hex.charAt(2);
    var n = parseInt(hex, 16);
    return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255, 1];
  }
};
L.sum = add; L.$bm_sum = add; L.$bm_sub = sub; L.$bm_mul = mul; L.$bm_div = div; L.$bm_mod = mod;
L.$bm_neg = neg; L.$bm_isInstanceOfArray = isArr;
L.isArray = isArr;
for (var k in L) G[k] = L[k];
Math.random = nextRandom;
G.$sw = { setSeed: setSeed, random: state, noise1: noise1, isArr: isArr, num: num, toArr: toArr, blend: blend, general: general };
})
"""#
}
