/// The After Effects expression library, part 3: compositions, layers and property groups
/// (`thisComp`, `layer(…)`, `content(…)`, `effect(…)(…)`, `transform`, `toComp`, …), built
/// lazily from the descriptions the host gives, and the environment of one expression.
extension ExpressionLibrary {
    static let layers = #"""
(function (G, H) {
var $sw = G.$sw, FR = H.fr, Prop = $sw.Prop;
function named(f, name) { try { Object.defineProperty(f, 'name', { value: name, configurable: true }); } catch (e) {} }
function getter(o, k, f) { Object.defineProperty(o, k, { get: f, configurable: true, enumerable: true }); }
// A property group (a callable: group(name | matchName | index)); `owner.layer` is its layer.
function Group(node, parent, owner) {
  var kids = node.c || [], cache = {}, byName = Object.create(null), groups = Object.create(null);
  var props = Object.create(null), readers = [];
  // A group or a property found by name before is answered here: the group itself, the
  // property read by its reader.
  var g = function (key) {
    if (typeof key === 'string') {
      var found = groups[key];
      if (found !== void 0) return found;
      found = props[key];
      if (found !== void 0) return found();
    }
    return g.$child(key);
  };
  // How property child `k` is read at the frame, made once: its Prop's value decorated, or for
  // a layer index, the layer. A property's reader is a native of the host's bound to the Prop
  // and its prototypes; the prototypes are made at the first read (not for every property of
  // a group made), which then puts the native where the getter and the names led.
  function reader(k) {
    var r = readers[k];
    if (r !== void 0) return r;
    var c = kids[k];
    if (c.t === 'l') {
      r = function () { var ind = +H.v(c.p, NaN, 0); return ind > 0 && owner.layer ? owner.layer.$comp.layer(ind) : null; };
    } else {
      r = function () {
        var v = g.$item(k), pr = v.prototypes(), bound = H.reader(v.id, pr.n, pr.a, pr.s, v), name;
        readers[k] = bound;
        for (name in props) if (props[name] === r) props[name] = bound;
        // (A script may have frozen the group: its getter then stays this function.)
        if (c.k && c.k !== 'name' && c.k !== 'content') try { getter(g, c.k, bound); } catch (e) {}
        return bound();
      };
    }
    return (readers[k] = r);
  }
  named(g, node.n || '');
  g.$parent = parent; g.$node = node;
  // A child's position by index, name, match name, key or alias; names found are kept (the
  // children never change), so a script looking the same one up each frame does not search.
  g.$find = function (key) {
    var k, c;
    if (typeof key === 'number' || (typeof key === 'object' && key instanceof Number)) {
      key = +key;
      for (k = 0; k < kids.length; k++) if (kids[k].i === key) return k;
      return key >= 1 && key <= kids.length && kids[key - 1].i === void 0 ? key - 1 : -1;
    }
    key = String(key);
    if (byName[key] !== void 0) return byName[key];
    for (k = 0; k < kids.length; k++) { c = kids[k]; if (c.n === key || c.m === key || c.k === key || (c.a && c.a.indexOf(key) >= 0)) break; }
    if (k === kids.length) k = -1;
    byName[key] = k;
    return k;
  };
  g.$item = function (k) {
    if (cache[k] !== void 0) return cache[k];
    var c = kids[k], v;
    if (c.p !== void 0) v = new Prop(c.p, c, g);
    else if (c.layer !== void 0) v = { layerControl: c };
    else v = Group(c, g, owner);
    cache[k] = v;
    return v;
  };
  // A child by key. Groups (and layer controls) never change, so the ones found by a name are
  // kept by it: a script walking down to a property each frame pays one lookup per step.
  g.$child = function (key) {
    var named = typeof key === 'string', k;
    if (named && groups[key] !== void 0) return groups[key];
    k = g.$find(key);
    if (k < 0) throw new Error('no property \'' + key + '\' in ' + (node.n || 'group'));
    if (named && kids[k].p === void 0) return (groups[key] = g.$item(k));
    if (named) return (props[key] = reader(k))();
    return g.$read(k);
  };
  // Child `k` now: a property's value (its reader), or the group (or layer control) itself.
  g.$read = function (k) { return kids[k].p !== void 0 ? reader(k)() : g.$item(k); };
  kids.forEach(function (c, k) {
    if (c.k === 'content') {
      // The contents are a group, kept once made (`$item`): read from the cache when there.
      g.content = function (key) {
        var v = cache[k];
        if (v === void 0 || c.p !== void 0) v = g.$read(k);
        return key === void 0 ? v : v(key);
      };
      getter(g, 'contents', function () { return g.$read(k); });
    } else if (c.k && c.k !== 'name') {
      // A property is read by its reader itself (one call less than through `$read`).
      getter(g, c.k, c.p !== void 0 ? reader(k) : function () { return g.$item(k); });
    }
  });
  g.propertyGroup = function (n) { var x = g; n = n === void 0 ? 1 : n; for (var i = 0; i < n && x; i++) x = x.$parent; return x; };
  getter(g, 'numProperties', function () { return kids.length; });
  getter(g, 'propertyIndex', function () { return node.i; });
  return g;
}
// A data layer's 'Data' group: ('Outline') starts a walk down the data asset's JSON, one key
// per call: an object's member by name, an array's element as '<array name> <index>' (the
// names After Effects shows); a leaf is returned as it is, an unknown key gives ''.
function DataGroup(data) {
  var D = function (key) { return key === 'Outline' ? outline() : null; };
  named(D, 'Data');
  function outline() {
    var name = '', cur = data;
    var walk = function (key) {
      key = String(key);
      if (cur !== null && typeof cur === 'object' && Object.prototype.hasOwnProperty.call(cur, key)) {
        name = key; cur = cur[key];
      } else {
        var at = name === '' ? -1 : key.indexOf(name);
        if (at < 0 || !$sw.isArr(cur)) return '';
        cur = cur[parseInt(key.substr(at + name.length), 10)];
        if (cur === void 0) return '';
      }
      return cur !== null && typeof cur === 'object' ? walk : cur;
    };
    named(walk, 'Outline');
    return walk;
  }
  return D;
}
function Layer(comp, pos) {
  var d = JSON.parse(H.desc(comp.$index, pos));
  var owner = {};
  var root = Group({ n: d.name, c: d.root }, null, owner);
  var L = function (key) { return d.data !== void 0 && key === 'Data' ? DataGroup(d.data) : root(key); };
  named(L, d.name || '');
  L.$comp = comp; L.$pos = pos; L.$desc = d; L.$root = root;
  owner.layer = L;
  // A top-level part (transform, content, effect…): kept once found when it is a group.
  var parts = Object.create(null);
  function part(k) {
    if (parts[k] !== void 0) return parts[k];
    var i = root.$find(k);
    if (i < 0) return null;
    return d.root[i].p === void 0 ? (parts[k] = root.$item(i)) : root.$read(i);
  }
  L.index = d.ind; L.inPoint = d.ip / FR; L.outPoint = d.op / FR; L.startTime = d.st / FR;
  L.hasParent = d.parent >= 0; L.width = d.w; L.height = d.h; L.enabled = true; L.active = true;
  getter(L, 'parent', function () { return d.parent >= 0 ? comp.$layerAt(d.parent) : void 0; });
  getter(L, 'transform', function () { return part('transform'); });
  ['position', 'anchorPoint', 'scale', 'rotation', 'opacity', 'xPosition', 'yPosition', 'skew', 'skewAxis'].forEach(function (k) {
    getter(L, k, function () { var t = part('transform'); return t ? t(k) : void 0; });
  });
  getter(L, 'timeRemap', function () { return part('timeRemap'); });
  getter(L, 'text', function () { return part('text'); });
  getter(L, 'source', function () { return d.source !== void 0 ? G.comp(d.source) : void 0; });
  L.content = function (key) {
    var c = parts.content;
    if (c === void 0) c = part('content');
    if (!c) throw new Error('layer has no contents');
    return key === void 0 ? c : c(key);
  };
  L.effect = function (key) {
    var e = parts.effect;
    if (e === void 0) e = part('effect');
    if (!e) throw new Error('layer has no effects');
    return e(key);
  };
  L.mask = function (key) { var m = part('mask'); if (!m) throw new Error('layer has no masks'); return m(key); };
  function apply(p, t, inverse, vector) {
    var r = H.apply(comp.$index, pos, t === void 0 ? NaN : +t * FR, (inverse ? 1 : 0) + (vector ? 2 : 0), +p[0], +p[1]);
    if (p.length > 2) r[2] = +p[2];
    return r;
  }
  L.toComp = function (p, t) { return apply(p, t, false, false); };
  L.fromComp = function (p, t) { return apply(p, t, true, false); };
  L.toWorld = L.toComp; L.fromWorld = L.fromComp;
  L.toCompVec = function (p, t) { return apply(p, t, false, true); };
  L.fromCompVec = function (p, t) { return apply(p, t, true, true); };
  L.toWorldVec = L.toCompVec; L.fromWorldVec = L.fromCompVec;
  L.fromCompToSurface = L.fromComp;
  L.sourceRectAtTime = function (t, extents) {
    var r = H.rect(comp.$index, pos, t === void 0 ? NaN : +t * FR, extents ? 1 : 0);
    return { top: r[1], left: r[0], width: r[2], height: r[3] };
  };
  L.sourceTime = function (t) { return (t === void 0 ? H.now() / FR : +t) - L.startTime; };
  return L;
}
function Comp(index) {
  var d = JSON.parse(H.comp(index)), layers = {};
  var C = function (key) { return C.layer(key); };
  named(C, d.name || '');
  C.$index = index;
  C.width = d.w; C.height = d.h; C.numLayers = d.n; C.frameDuration = 1 / FR; C.duration = d.duration / FR;
  C.displayStartTime = 0; C.pixelAspect = 1; C.bgColor = [1, 1, 1, 1];
  C.$layerAt = function (pos) { if (!layers[pos]) layers[pos] = Layer(C, pos); return layers[pos]; };
  C.layer = function (key, rel) {
    if (key && key.$comp !== void 0 && rel !== void 0) key = key.index + rel;
    var pos = H.layer(index, (typeof key === 'number' || (typeof key === 'object' && key instanceof Number)) ? +key : String(key));
    if (pos < 0) throw new Error('no layer ' + key);
    return C.$layerAt(pos);
  };
  C.marker = { numKeys: 0 };
  return C;
}
var comps = {};
function compAt(i) { if (!comps[i]) comps[i] = Comp(i); return comps[i]; }
G.comp = function (name) { var i = H.compNamed(String(name)); if (i < 0) throw new Error('no composition ' + name); return compAt(i); };
G.footage = function () { throw new Error('footage items are not available'); };
G.posterizeTime = function () {};
G.timeToFrames = function (t, fps) { return Math.floor((t === void 0 ? H.now() / FR : +t) * (fps || FR)); };
G.framesToTime = function (f, fps) { return +f / (fps || FR); };
G.timeToCurrentFormat = G.timeToFrames;
// The environment of one expression: the property, its layer and composition.
$sw.env = function (compIndex, layerPos, propId, node) {
  var comp = compAt(compIndex), layer = layerPos >= 0 ? comp.$layerAt(layerPos) : null;
  var prop = new Prop(propId, node || { n: '', t: 'n' }, null);
  if (layer && node && node.path) {
    var g = layer.$root;
    for (var k = 0; k < node.path.length && g; k++) g = g.$item(node.path[k]);
    if (g instanceof Prop) prop.group = g.group;
  }
  return { comp: comp, layer: layer, prop: prop };
};
// A result as the host reads it: a number, a string, an array, or a path's lists and
// closedness in a record of its own (read here, where a getter runs inside the budget). The
// host reads arrays and a path's lists as they are when they are plain, and has any other
// copied by `readable` first. Arrays, the common case, are told first (by their class, one
// native call), so only other objects pay for the `instanceof` tests' prototype walks.
var isArray = Array.isArray, isArr = $sw.isArr;
$sw.out = function (v) {
  if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return v;
  if (isArray(v)) return v;
  if (v instanceof Number || v instanceof Boolean) return +v;
  if (v instanceof String) return String(v);
  if (isArr(v)) return copyList(v);
  return { v: v.v, i: v.i, o: v.o, c: !!v.c };
};
// What `$sw.out` gave, in plain data the host can read without running a script: an array
// copied by index (boxed numbers unboxed), a path's lists copied into pairs.
$sw.readable = function (v) {
  if (isArray(v)) return copyList(v);
  return { v: plainPoints(v.v), i: plainPoints(v.i), o: plainPoints(v.o), c: v.c };
};
// A list (an array or array-like) copied by index into an array, boxed numbers unboxed.
function copyList(v) {
  var o = [], n = v.length;
  for (var i = 0; i < n; i++) { var x = v[i]; o[i] = x !== null && typeof x === 'object' && !isArr(x) ? +x : x; }
  return o;
}
// A list of points as plain `[x, y]` arrays (made once here, not as a closure per result: a
// function object is garbage only the heap's full collection frees).
function plainPoints(a) {
  if (!$sw.isArr(a)) return void 0;
  var r = [];
  for (var i = 0; i < a.length; i++) { var p = a[i]; r[i] = p !== null && (typeof p === 'object' || typeof p === 'function') ? [p[0], p[1]] : p; }
  return r;
}
$sw.pathPrototype = $sw.Path.prototype;
$sw.FR = FR;
})
"""#
}
