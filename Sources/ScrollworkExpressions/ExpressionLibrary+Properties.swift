/// The After Effects expression library, part 2: properties — their values at any time,
/// keyframes, velocity, loops, wiggle, and path geometry.
extension ExpressionLibrary {
    static let properties = #"""
(function (G, H) {
var $sw = G.$sw, FR = H.fr, isArr = $sw.isArr;
function frames(t) { return t === void 0 ? NaN : +t * FR; }
// Helpers of the methods below, made once here rather than as closures per call: a function
// made per call is garbage only the heap's full collection frees (its prototype refers back).
// `loopOut('offset')`: the value in the loop `x` moved by `laps` times the loop's change (e − s).
function loopOffset(x, s, e, laps) {
  if (isArr(x)) { var o = []; for (var i = 0; i < x.length; i++) o[i] = x[i] + (e[i] - s[i]) * laps; return o; }
  return x + (e - s) * laps;
}
// `wiggle`'s offset of dimension `d` at time `t`: octaves of noise, each at twice the frequency.
function wiggleOffset(seed, d, t, f, a, octaves, ampMult) {
  var s = 0;
  for (var k = 0; k < octaves; k++) { s += a * $sw.noise1(seed + d * 101 + k * 1013, t * f); a *= ampMult; f *= 2; }
  return s;
}
// A keyframe as `key(n)` gives it: its index and time, its value read when asked for
// (scripts mostly want the time), through one shared getter rather than one made per call.
// Each property makes its keys with a constructor of its own (`Prop.keys`), whose prototype
// holds the property, so a key's own properties are its index and time only.
var KeyBase = {};
Object.defineProperty(KeyBase, 'value', { get: function () { return this.$p.decorate(H.kv(this.$p.id, this.index - 1)); } });
function Prop(id, node, group) {
  this.id = id; this.node = node; this.group = group; this.kind = node.t;
  this.protos = null; this.keyType = null;
}
function methods(p) {
  var m = {
    valueAtTime: function (t) { return p.valueAtTime(t); },
    velocityAtTime: function (t) { return p.velocityAtTime(t); },
    speedAtTime: function (t) { return p.speedAtTime(t); },
    key: function (n) { return p.key(n); },
    nearestKey: function (t) { return p.nearestKey(t); },
    loopIn: function (type, n) { return p.loopIn(type, n); },
    loopOut: function (type, n) { return p.loopOut(type, n); },
    loopInDuration: function (type, d) { return p.loopInDuration(type, d); },
    loopOutDuration: function (type, d) { return p.loopOutDuration(type, d); },
    wiggle: function (f, a, o, m2, t) { return p.wiggle(f, a, o, m2, t); },
    smooth: function (w, s, t) { return p.smooth(w, s, t); },
    propertyGroup: function (n) { return p.propertyGroup(n); },
    points: function (t) { return p.points(t); },
    inTangents: function (t) { return p.inTangents(t); },
    outTangents: function (t) { return p.outTangents(t); },
    isClosed: function () { return p.isClosed(); },
    pointOnPath: function (q, t) { return p.pointOnPath(q, t); },
    tangentOnPath: function (q, t) { return p.tangentOnPath(q, t); },
    normalOnPath: function (q, t) { return p.normalOnPath(q, t); },
    createPath: G.createPath
  };
  Object.defineProperty(m, 'numKeys', { get: function () { return H.nk(p.id); } });
  Object.defineProperty(m, 'value', { get: function () { return p.value; } });
  Object.defineProperty(m, 'velocity', { get: function () { return p.velocityAtTime(H.now() / FR); } });
  Object.defineProperty(m, 'speed', { get: function () { return p.speedAtTime(H.now() / FR); } });
  Object.defineProperty(m, 'name', { get: function () { return p.node.n; } });
  Object.defineProperty(m, 'propertyIndex', { get: function () { return p.node.i; } });
  return m;
}
function protoFrom(base, m) {
  var o = Object.create(base);
  Object.getOwnPropertyNames(m).forEach(function (k) { Object.defineProperty(o, k, Object.getOwnPropertyDescriptor(m, k)); });
  return o;
}
Prop.prototype = {
  // The prototypes that give this property's values its methods (numbers, arrays, strings),
  // made on first use.
  prototypes: function () {
    var pr = this.protos;
    if (pr === null) {
      var m = methods(this);
      pr = this.protos = { n: protoFrom(Number.prototype, m), a: protoFrom(Array.prototype, m), s: protoFrom(String.prototype, m) };
    }
    return pr;
  },
  // `v` (a value the host or the library just made) with this property's methods, by the host.
  decorate: function (v) { var pr = this.prototypes(); return H.dec(v, pr.n, pr.a, pr.s, this); },
  get value() { var pr = this.prototypes(); return H.v(this.id, NaN, 0, pr.n, pr.a, pr.s, this); },
  valueOf: function () { return H.v(this.id, NaN, 0); },
  get numKeys() { return H.nk(this.id); },
  get name() { return this.node.n; },
  get propertyIndex() { return this.node.i; },
  get velocity() { return this.velocityAtTime(H.now() / FR); },
  get speed() { return this.speedAtTime(H.now() / FR); },
  valueAtTime: function (t) { var pr = this.prototypes(); return H.v(this.id, frames(t), 0, pr.n, pr.a, pr.s, this); },
  velocityAtTime: function (t) {
    var a = H.v(this.id, frames(t), 1), b = H.v(this.id, frames(t - 0.001), 1);
    if (isArr(a)) { var o = []; for (var i = 0; i < a.length; i++) o[i] = (a[i] - b[i]) / 0.001; return o; }
    return (a - b) / 0.001;
  },
  speedAtTime: function (t) { return G.length(this.velocityAtTime(t)); },
  key: function (n) {
    var count = H.nk(this.id);
    if (count === 0) throw new Error('the property has no keyframes');
    var K = this.keys();
    return new K(Math.max(1, Math.min(count, Math.floor(n))));
  },
  nearestKey: function (t) {
    if (H.nk(this.id) === 0) throw new Error('the property has no keyframes');
    var K = this.keys();
    return new K(H.near(this.id, frames(t)));
  },
  // The constructor of this property's keys, made on first use.
  keys: function () {
    var K = this.keyType;
    if (K === null) {
      var id = this.id;
      K = this.keyType = function (n) { this.index = n; this.time = H.kt(id, n - 1) / FR; };
      K.prototype = Object.create(KeyBase);
      Object.defineProperty(K.prototype, '$p', { value: this });
    }
    return K;
  },
  pre: function (f) { return H.v(this.id, f, 1); },
  loopOut: function (type, n) { return this.loop(true, type, n, false); },
  loopIn: function (type, n) { return this.loop(false, type, n, false); },
  loopOutDuration: function (type, d) { return this.loop(true, type, d, true); },
  loopInDuration: function (type, d) { return this.loop(false, type, d, true); },
  loop: function (out, type, n, byDuration) {
    var now = H.now(), count = H.nk(this.id);
    type = type === void 0 ? 'cycle' : String(type).toLowerCase();
    if (count < 2) return this.decorate(this.pre(now));
    var first = H.kt(this.id, 0), last = H.kt(this.id, count - 1), cycle, a, b;
    if (out) {
      if (now <= last) return this.decorate(this.pre(now));
      if (!byDuration) {
        n = Math.floor(+n || 0);
        if (n <= 0 || n > count - 1) n = count - 1;
        a = H.kt(this.id, count - 1 - n);
      } else {
        a = +n ? last - Math.abs(+n * FR) : Math.min(H.ip(), last);
      }
      b = last;
    } else {
      if (now >= first) return this.decorate(this.pre(now));
      if (!byDuration) {
        n = Math.floor(+n || 0);
        if (n <= 0 || n > count - 1) n = count - 1;
        b = H.kt(this.id, n);
      } else {
        b = +n ? first + Math.abs(+n * FR) : Math.max(H.op(), first);
      }
      a = first;
    }
    cycle = b - a;
    if (!(cycle > 0)) return this.decorate(this.pre(now));
    var edge = out ? b : a, span = out ? now - a : b - now;
    var laps = Math.floor(span / cycle), inside = span - laps * cycle;
    var local = out ? a + inside : b - inside;
    switch (type) {
    case 'pingpong':
      if (laps % 2 === 1) local = out ? b - inside : a + inside;
      return this.decorate(this.pre(local));
    case 'offset':
      return this.decorate(loopOffset(this.pre(local), this.pre(a), this.pre(b), out ? laps : -laps));
    case 'continue':
      var v = this.pre(edge), w = this.pre(edge + (out ? -0.001 : 0.001) * FR), dt = (now - edge) / FR;
      if (isArr(v)) { var o = []; for (var i = 0; i < v.length; i++) o[i] = v[i] + (v[i] - w[i]) / (out ? 0.001 : -0.001) * dt; return this.decorate(o); }
      return this.decorate(v + (v - w) / (out ? 0.001 : -0.001) * dt);
    default:
      return this.decorate(this.pre(local));
    }
  },
  wiggle: function (freq, amp, octaves, ampMult, t) {
    t = t === void 0 ? H.now() / FR : +t;
    octaves = octaves === void 0 ? 1 : Math.max(1, Math.min(16, Math.floor(octaves)));
    ampMult = ampMult === void 0 ? 0.5 : +ampMult;
    var base = this.pre(t * FR), seed = H.seed(this.id);
    if (isArr(base)) {
      var o = [];
      for (var i = 0; i < base.length; i++) o[i] = base[i] + wiggleOffset(seed, i, t, +freq, +amp, octaves, ampMult);
      return this.decorate(o);
    }
    return this.decorate(base + wiggleOffset(seed, 0, t, +freq, +amp, octaves, ampMult));
  },
  smooth: function (width, samples, t) {
    width = width === void 0 ? 0.2 : +width;
    samples = samples === void 0 ? 5 : Math.max(1, Math.min(64, Math.floor(samples)));
    t = t === void 0 ? H.now() / FR : +t;
    var sum = null;
    for (var k = 0; k < samples; k++) {
      var v = this.pre((t - width / 2 + (samples === 1 ? width / 2 : width * k / (samples - 1))) * FR);
      sum = sum === null ? v : G.add(sum, v);
    }
    return this.decorate(G.div(sum, samples));
  },
  propertyGroup: function (n) {
    var g = this.group;
    n = n === void 0 ? 1 : Math.floor(n);
    for (var i = 1; i < n && g; i++) g = g.$parent;
    return g;
  },
  // One native call each, making only the lists asked for (not the path value's three).
  points: function (t) { return this.$part(t, 0); },
  inTangents: function (t) { return this.$part(t, 1); },
  outTangents: function (t) { return this.$part(t, 2); },
  isClosed: function () { return this.$part(void 0, 3); },
  $part: function (t, which) {
    var r = H.pp(this.id, frames(t), which);
    if (r === void 0) throw new Error('not a path property');
    return r;
  },
  // Worked out by the host from the property's value, as the value's own methods would.
  pointOnPath: function (q, t) { return this.$along(q, t, 0); },
  tangentOnPath: function (q, t) { return this.$along(q, t, 1); },
  normalOnPath: function (q, t) { return this.$along(q, t, 2); },
  $along: function (q, t, which) {
    var r = H.along(this.id, frames(t), +q || 0, which);
    if (r === void 0) throw new Error('not a path property');
    return r;
  }
};
// A path value as lottie-web keeps it: vertices `v` with their control points `i` and `o` in
// the same space (not relative), and its geometry by arc length. After Effects' accessors
// give tangents relative to their vertices.
function Path(v, i, o, c) { this.v = v; this.i = i; this.o = o; this.c = !!c; this.lengths = null; }
function pair(p) { return [+p[0], +p[1]]; }
function copy(list) { var r = []; for (var k = 0; k < list.length; k++) r[k] = pair(list[k]); return r; }
function relative(list, v) { var r = []; for (var k = 0; k < list.length; k++) r[k] = [list[k][0] - v[k][0], list[k][1] - v[k][1]]; return r; }
function absolute(list, v) { var r = []; for (var k = 0; k < v.length; k++) { var t = list[k] || [0, 0]; r[k] = [+t[0] + +v[k][0], +t[1] + +v[k][1]]; } return r; }
Path.prototype = {
  points: function () { return copy(this.v); },
  inTangents: function () { return relative(this.i, this.v); },
  outTangents: function () { return relative(this.o, this.v); },
  isClosed: function () { return this.c; },
  // The same path with plain numbers and every control point given (the host reads those).
  plain: function () {
    var n = this.v.length, v = [], i = [], o = [];
    for (var k = 0; k < n; k++) { v[k] = pair(this.v[k]); i[k] = pair(this.i[k] || this.v[k]); o[k] = pair(this.o[k] || this.v[k]); }
    return new Path(v, i, o, this.c);
  },
  // Each segment's length along 24 chords (kept): worked out by the host.
  measure: function () {
    if (!this.lengths) this.lengths = H.plen(this) || H.plen(this.plain());
    return this.lengths;
  },
  // The point (0), tangent (1) or normal (2) where a share of the whole length falls: found
  // and worked out by the host (on a plain copy when this path is not plain numbers).
  along: function (q, which) {
    var lengths = this.measure();
    if (lengths.length !== 0) {
      q = Math.min(Math.max(+q || 0, 0), 1);
      var r = H.pal(this, q, lengths, which) || H.pal(this.plain(), q, lengths, which);
      if (r) return r;
    }
    if (which === 0) return this.v.length ? [+this.v[0][0], +this.v[0][1]] : [0, 0];
    return which === 1 ? [0, 0] : [-0, 0];
  },
  pointOnPath: function (q) { return this.along(q, 0); },
  tangentOnPath: function (q) { return this.along(q, 1); },
  normalOnPath: function (q) { return this.along(q, 2); }
};
G.createPath = function (points, inTangents, outTangents, closed) {
  points = copy(points || []);
  return new Path(points, absolute(inTangents || [], points), absolute(outTangents || [], points), closed === void 0 ? true : closed);
};
$sw.Prop = Prop;
$sw.Path = Path;
$sw.makePath = function (v, i, o, c) { return new Path(v, i, o, c); };
})
"""#
}
