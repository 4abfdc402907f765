import CDuktape
import Scrollwork
import ScrollworkLottie

/// The host functions behind the expression library (the `$host` object it is given, which
/// scripts cannot reach): property values and keyframes, layer descriptions, layer matrices.
/// Each checks its arguments; a bad one throws a TypeError into the script.
enum ExpressionNatives {
    typealias Native = @convention(c) (OpaquePointer?) -> duk_ret_t

    /// Puts the functions on the object on top of the stack, with `fr` the frame rate.
    static func install(_ ctx: OpaquePointer, frameRate: Double) {
        let table: [(String, Native, Int32)] = [
            ("v", value, 7), ("nk", keyCount, 1), ("kt", keyTime, 2), ("kv", keyValue, 2), ("near", nearestKey, 2), ("now", now, 0),
            ("seed", seed, 1), ("ip", inPoint, 0), ("op", outPoint, 0), ("layer", layer, 2), ("desc", describeLayer, 2),
            ("comp", describeComp, 1), ("compNamed", compNamed, 1), ("apply", apply, 6), ("rect", sourceRect, 4),
            ("pp", pathPart, 3), ("along", pathAlong, 4), ("plen", pathLengths, 1),
            ("pal", pathAlongValue, 4), ("reader", reader, 5), ("dec", decorated, 5),
        ]
        for (name, function, arguments) in table {
            duk_push_c_function(ctx, function, arguments)
            duk_put_prop_string(ctx, -2, name)
        }
        duk_push_number(ctx, frameRate)
        duk_put_prop_string(ctx, -2, "fr")
    }

    private static func evaluator(_ ctx: OpaquePointer?) -> ExpressionEvaluator? {
        guard let host = JSEngine.host(of: ctx) else { return nil }
        return Unmanaged<ExpressionEvaluator>.fromOpaque(host).takeUnretainedValue()
    }

    private static func fail(_ ctx: OpaquePointer?, _ message: String) -> duk_ret_t {
        guard let ctx else { return -1 }
        return message.withCString { scrollwork_js_throw(ctx, $0) }
    }

    /// The property id argument at `index`, checked.
    private static func property(_ ctx: OpaquePointer, _ e: ExpressionEvaluator, _ index: Int32) -> Int? {
        let id = duk_get_number_default(ctx, index, -1)
        guard id >= 0, id < Double(e.scene.properties.count) else { return nil }
        return Int(id)
    }

    /// The frame argument at `index`: NaN (or missing) is the frame being evaluated.
    private static func frame(_ ctx: OpaquePointer, _ e: ExpressionEvaluator, _ index: Int32) -> Double {
        let f = duk_get_number_default(ctx, index, .nan)
        return f.isFinite ? f : e.currentFrame
    }

    /// `v(id, frame, pre[, n, a, s, prop])`: the value of property `id`. Given the library's
    /// `Prop` and its prototypes, the value comes decorated as `prop.decorate` would give it:
    /// numbers, strings and arrays with the property's methods, other objects with `property`
    /// — one native call where the script would make three or four.
    private static let value: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let id = property(ctx, e, 0) else { return fail(ctx, "bad property") }
        e.push(e.scriptValue(of: id, atFrame: frame(ctx, e, 1), pre: duk_get_number_default(ctx, 2, 0) != 0))
        if duk_is_object(ctx, 6) != 0 { decorate(ctx, value: duk_get_top_index(ctx), protos: 3, prop: 6) }
        return 1
    }

    /// `reader(id, n, a, s, prop)`: a function of no arguments that reads property `id` now,
    /// decorated as ``value`` does (a group's getter and what `group('Position')` calls, with
    /// no script function in between). Its arguments are kept in a hidden property.
    private static let reader: Native = { ctx in
        guard let ctx else { return -1 }
        scrollwork_js_pack(ctx, 5)
        scrollwork_js_push_bound_function(ctx, readBound, 0, -1)
        return 1
    }

    /// The function ``reader`` makes.
    private static let readBound: Native = { ctx in
        guard let ctx, let e = evaluator(ctx) else { return fail(ctx, "no evaluator") }
        scrollwork_js_push_binding(ctx)                     // [id, n, a, s, prop] at 0
        for k in 0..<5 { _ = duk_get_prop_index(ctx, 0, duk_uarridx_t(k)) }   // id at 1, n a s at 2…4, prop at 5
        let raw = duk_get_number_default(ctx, 1, -1)
        guard raw >= 0, raw < Double(e.scene.properties.count) else { return fail(ctx, "bad property") }
        e.push(e.scriptValue(of: Int(raw), atFrame: e.currentFrame, pre: false))
        decorate(ctx, value: duk_get_top_index(ctx), protos: 2, prop: 5)
        return 1
    }

    /// `dec(v, n, a, s, prop)`: `v`, a value the library just made or read, decorated as
    /// ``value`` decorates (the library's `Prop.decorate`).
    private static let decorated: Native = { ctx in
        guard let ctx else { return -1 }
        duk_dup(ctx, 0)
        decorate(ctx, value: duk_get_top_index(ctx), protos: 1, prop: 4)
        return 1
    }

    /// Decorates the fresh value at `value` with the prototypes at `protos` (number, array,
    /// string) and the `Prop` at `prop`: the one place values get a property's methods. Only
    /// values the host or the library just made are touched, and by definition rather than
    /// assignment, so no script (a setter, a getter) runs from here.
    private static func decorate(_ ctx: OpaquePointer, value: duk_idx_t, protos: duk_idx_t, prop: duk_idx_t) {
        let proto: duk_idx_t
        switch UInt32(bitPattern: duk_get_type(ctx, value)) {
        case UInt32(DUK_TYPE_NUMBER): proto = protos
        case UInt32(DUK_TYPE_STRING): proto = protos + 2
        case UInt32(DUK_TYPE_OBJECT) where duk_is_array(ctx, value) != 0: proto = protos + 1
        case UInt32(DUK_TYPE_OBJECT):
            _ = duk_push_string(ctx, "property")
            duk_dup(ctx, prop)
            duk_def_prop(ctx, value, duk_uint_t(DUK_DEFPROP_HAVE_VALUE | DUK_DEFPROP_SET_WRITABLE | DUK_DEFPROP_SET_ENUMERABLE
                                                | DUK_DEFPROP_SET_CONFIGURABLE))
            return
        default:
            return
        }
        guard duk_is_object(ctx, proto) != 0 else { return }
        if proto != protos + 1 { duk_to_object(ctx, value) }
        duk_dup(ctx, proto)
        duk_set_prototype(ctx, value)
    }

    private static let keyCount: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let id = property(ctx, e, 0) else { return fail(ctx, "bad property") }
        duk_push_int(ctx, Int32(clamping: e.scene.properties[id].keyTimes.count))
        return 1
    }

    private static let keyTime: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let id = property(ctx, e, 0) else { return fail(ctx, "bad property") }
        let times = e.scene.properties[id].keyTimes
        let n = duk_get_number_default(ctx, 1, -1)
        guard n >= 0, n < Double(times.count) else { return fail(ctx, "no such keyframe") }
        duk_push_number(ctx, times[Int(n)])
        return 1
    }

    /// `near(id, frame)`: the 1-based index of the keyframe nearest `frame`, the first of
    /// equally near ones (1 when there are none or `frame` is not a number).
    private static let nearestKey: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let id = property(ctx, e, 0) else { return fail(ctx, "bad property") }
        let f = duk_get_number_default(ctx, 1, .nan)
        var best = 1, nearest = Double.infinity
        for (i, time) in e.scene.properties[id].keyTimes.enumerated() {
            let d = abs(time - f)
            if d < nearest { (nearest, best) = (d, i + 1) }
        }
        duk_push_int(ctx, Int32(clamping: best))
        return 1
    }

    private static let keyValue: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let id = property(ctx, e, 0) else { return fail(ctx, "bad property") }
        let p = e.scene.properties[id]
        let n = duk_get_number_default(ctx, 1, -1)
        guard n >= 0, n < Double(p.keyTimes.count) else { return fail(ctx, "no such keyframe") }
        e.push(p.keyValue(Int(n)))
        return 1
    }

    private static let now: Native = { ctx in
        guard let ctx, let e = evaluator(ctx) else { return fail(ctx, "no evaluator") }
        e.noteVaryingRead()
        duk_push_number(ctx, e.currentFrame)
        return 1
    }

    private static let seed: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let id = property(ctx, e, 0) else { return fail(ctx, "bad property") }
        duk_push_number(ctx, Double(e.scene.properties[id].seed))
        return 1
    }

    private static func currentLayer(_ e: ExpressionEvaluator) -> LottieLayer? {
        guard let p = e.currentProperty, e.scene.comps.indices.contains(p.comp),
              e.scene.comps[p.comp].layers.indices.contains(p.layer) else { return nil }
        return e.scene.comps[p.comp].layers[p.layer]
    }

    private static let inPoint: Native = { ctx in
        guard let ctx, let e = evaluator(ctx) else { return fail(ctx, "no evaluator") }
        duk_push_number(ctx, currentLayer(e)?.inPoint ?? 0)
        return 1
    }

    private static let outPoint: Native = { ctx in
        guard let ctx, let e = evaluator(ctx) else { return fail(ctx, "no evaluator") }
        duk_push_number(ctx, currentLayer(e)?.outPoint ?? 0)
        return 1
    }

    private static func compIndex(_ ctx: OpaquePointer, _ e: ExpressionEvaluator, _ index: Int32) -> Int? {
        let c = duk_get_number_default(ctx, index, -1)
        guard c >= 0, c < Double(e.scene.comps.count) else { return nil }
        return Int(c)
    }

    private static func layerIndex(_ ctx: OpaquePointer, _ e: ExpressionEvaluator, comp: Int, _ index: Int32) -> Int? {
        let l = duk_get_number_default(ctx, index, -1)
        guard l >= 0, l < Double(e.scene.comps[comp].layers.count) else { return nil }
        return Int(l)
    }

    private static let layer: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let c = compIndex(ctx, e, 0) else { return fail(ctx, "bad composition") }
        var found: Int?
        if UInt32(bitPattern: duk_get_type(ctx, 1)) == UInt32(DUK_TYPE_NUMBER) {
            let n = duk_get_number(ctx, 1)
            if n.isFinite, abs(n) < 1e9 { found = e.scene.layer(in: c, index: Int(n)) }
        } else if duk_is_string(ctx, 1) != 0, let name = duk_get_heapptr(ctx, 1) {
            found = e.names.layer(in: c, named: name)
        }
        duk_push_int(ctx, Int32(found ?? -1))
        return 1
    }

    private static let describeLayer: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let c = compIndex(ctx, e, 0),
              let l = layerIndex(ctx, e, comp: c, 1) else { return fail(ctx, "bad layer") }
        e.scene.descriptions[c][l].withCString { _ = duk_push_string(ctx, $0) }
        return 1
    }

    private static let describeComp: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let c = compIndex(ctx, e, 0) else { return fail(ctx, "bad composition") }
        e.scene.describe(comp: c).withCString { _ = duk_push_string(ctx, $0) }
        return 1
    }

    private static let compNamed: Native = { ctx in
        guard let ctx, let e = evaluator(ctx) else { return fail(ctx, "no evaluator") }
        if duk_is_string(ctx, 0) == 0 {          // not a name: as the empty one
            _ = duk_push_string(ctx, "")
            duk_replace(ctx, 0)
        }
        let found = duk_get_heapptr(ctx, 0).flatMap { e.names.comp(named: $0) }
        duk_push_int(ctx, Int32(found ?? -1))
        return 1
    }

    /// `apply(comp, layer, frame, how, x, y)`: the point (x, y) of the layer's space in its
    /// composition's, `[x', y']`; `how` 1 goes the other way (`fromComp`), 2 maps a vector
    /// (no translation). One call and one array where the script would read a matrix and
    /// multiply.
    private static let apply: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let c = compIndex(ctx, e, 0),
              let l = layerIndex(ctx, e, comp: c, 1) else { return fail(ctx, "bad layer") }
        let how = Int(duk_get_number_default(ctx, 3, 0))
        let m = e.worldMatrix(comp: c, layer: l, frame: frame(ctx, e, 2), inverted: how & 1 != 0)
        let x = duk_get_number_default(ctx, 4, .nan), y = duk_get_number_default(ctx, 5, .nan)
        if how & 2 != 0 {
            e.engine.pushPair(m.a * x + m.c * y + 0, m.b * x + m.d * y + 0)     // + 0: no -0, as before
        } else {
            e.engine.pushPair(m.a * x + m.c * y + m.tx, m.b * x + m.d * y + m.ty)
        }
        return 1
    }

    /// `pp(id, frame, part)`: one part of path property `id`'s value as After Effects' accessors
    /// give it — its vertices (0), its in or out tangents relative to them (1, 2), whether it is
    /// closed (3) — or undefined when the value is not a path. The tangents are worked out as
    /// the library's path values give them (from control points in the vertices' space), so
    /// the numbers are the same as `value.inTangents()`.
    private static let pathPart: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let id = property(ctx, e, 0) else { return fail(ctx, "bad property") }
        guard case .path(let b) = e.scriptValue(of: id, atFrame: frame(ctx, e, 1), pre: false) else { return 0 }
        switch duk_get_number_default(ctx, 2, 0) {
        case 0: e.engine.pushPoints(b.vertices)
        case 1: e.engine.pushPoints(b.inTangents, offsets: b.vertices, relative: true)
        case 2: e.engine.pushPoints(b.outTangents, offsets: b.vertices, relative: true)
        default: duk_push_boolean(ctx, b.isClosed ? 1 : 0)
        }
        return 1
    }

    /// `along(id, frame, share, which)`: the point (0), tangent (1) or normal (2) at the share
    /// of path property `id`'s length, the numbers its value's `pointOnPath(share)`… give
    /// (``ScriptPathGeometry/along(_:share:_:)``), without making the value; undefined when
    /// the value is not a path.
    private static let pathAlong: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let id = property(ctx, e, 0) else { return fail(ctx, "bad property") }
        guard case .path(let b) = e.scriptValue(of: id, atFrame: frame(ctx, e, 1), pre: false) else { return 0 }
        guard b.vertices.count <= ExpressionEvaluator.maxPathVertices else { return fail(ctx, "the path has too many vertices") }
        let p = ScriptPathGeometry.along(b, share: duk_get_number_default(ctx, 2, 0), Int(duk_get_number_default(ctx, 3, 0)))
        e.engine.pushPair(p.x, p.y)
        return 1
    }

    private static let sourceRect: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let c = compIndex(ctx, e, 0),
              let l = layerIndex(ctx, e, comp: c, 1) else { return fail(ctx, "bad layer") }
        if !duk_get_number_default(ctx, 2, .nan).isFinite { e.noteVaryingRead() }   // the shapes at the frame
        let r = e.sourceRect(comp: c, layer: l, frame: frame(ctx, e, 2))
        let values = [r.minX, r.minY, r.width, r.height]
        values.withUnsafeBufferPointer { e.engine.pushNumbers($0) }
        return 1
    }

    // MARK: Paths by arc length

    /// A point of a script's path: left out (a falsy entry, for a control point), or not made
    /// of plain numbers (the script then makes a plain copy and asks again).
    private enum ScriptPoint {
        case point(x: Double, y: Double)
        case missing
        case notPlain
    }

    /// Entry `k` of the array of points at stack index `array`.
    private static func scriptPoint(_ ctx: OpaquePointer, _ array: Int32, _ k: Int) -> ScriptPoint {
        duk_get_prop_index(ctx, array, duk_uarridx_t(k))
        defer { duk_pop(ctx) }
        duk_dup(ctx, -1)
        let truthy = duk_to_boolean(ctx, -1) != 0
        duk_pop(ctx)
        if !truthy { return .missing }
        guard duk_is_array(ctx, -1) != 0 else { return .notPlain }
        duk_get_prop_index(ctx, -1, 0)
        duk_get_prop_index(ctx, -2, 1)
        defer { duk_pop_2(ctx) }
        guard UInt32(bitPattern: duk_get_type(ctx, -2)) == UInt32(DUK_TYPE_NUMBER),
              UInt32(bitPattern: duk_get_type(ctx, -1)) == UInt32(DUK_TYPE_NUMBER) else { return .notPlain }
        return .point(x: duk_get_number(ctx, -2), y: duk_get_number(ctx, -1))
    }

    /// The path at stack index 0: pushes its `v`, `i` and `o` and returns their stack indices,
    /// its vertex count and the number of segments (closed: one more), or nil when `v`, `i` or
    /// `o` is not an array (nothing left pushed).
    private static func scriptPath(_ ctx: OpaquePointer) -> (v: Int32, i: Int32, o: Int32, vertices: Int, segments: Int)? {
        let top = duk_get_top(ctx)
        _ = duk_get_prop_string(ctx, 0, "v")
        _ = duk_get_prop_string(ctx, 0, "i")
        _ = duk_get_prop_string(ctx, 0, "o")
        guard duk_is_array(ctx, top) != 0, duk_is_array(ctx, top + 1) != 0, duk_is_array(ctx, top + 2) != 0 else {
            duk_set_top(ctx, top)
            return nil
        }
        _ = duk_get_prop_string(ctx, 0, "c")
        let closed = duk_to_boolean(ctx, -1) != 0
        duk_pop(ctx)
        let n = Int(duk_get_length(ctx, top))
        return (top, top + 1, top + 2, n, closed ? n : n - 1)
    }

    /// Segment `k` of a path read by ``scriptPath(_:)``: from vertex k by its out control point
    /// and the next vertex's in control point (a left-out control point is its vertex's).
    private static func scriptSegment(_ ctx: OpaquePointer, _ p: (v: Int32, i: Int32, o: Int32, vertices: Int, segments: Int),
                                      _ k: Int) -> ScriptPathGeometry.Segment? {
        guard p.vertices > 0 else { return nil }
        let next = (k + 1) % p.vertices
        guard case .point(let x0, let y0) = scriptPoint(ctx, p.v, k),
              case .point(let x3, let y3) = scriptPoint(ctx, p.v, next) else { return nil }
        let p0 = Point(x: x0, y: y0), p3 = Point(x: x3, y: y3)
        func control(_ array: Int32, _ index: Int, or vertex: Point) -> Point? {
            switch scriptPoint(ctx, array, index) {
            case .point(let x, let y): return Point(x: x, y: y)
            case .missing: return vertex
            case .notPlain: return nil
            }
        }
        guard let p1 = control(p.o, k, or: p0), let p2 = control(p.i, next, or: p3) else { return nil }
        return ScriptPathGeometry.Segment(p0: p0, p1: p1, p2: p2, p3: p3)
    }

    /// `H.plen(path)`: each segment's length, or undefined when the path is not plain numbers.
    private static let pathLengths: Native = { ctx in
        guard let ctx, let p = scriptPath(ctx) else { return 0 }
        guard p.segments <= ExpressionEvaluator.maxPathVertices else { return fail(ctx, "the path has too many vertices") }
        let array = duk_push_array(ctx)
        for k in 0..<max(p.segments, 0) {
            guard let s = scriptSegment(ctx, p, k) else { return 0 }
            duk_push_number(ctx, ScriptPathGeometry.length(s))
            duk_put_prop_index(ctx, array, duk_uarridx_t(k))
        }
        return 1
    }

    /// `H.pal(path, share, lengths, which)`: the point (0), tangent (1) or normal (2) where the
    /// share (0…1) of the path's length falls (``ScriptPathGeometry/along(_:t:_:)``), or
    /// undefined when the path is not plain numbers or has no segments.
    private static let pathAlongValue: Native = { ctx in
        guard let ctx, let e = evaluator(ctx) else { return fail(ctx, "no evaluator") }
        let share = duk_get_number_default(ctx, 1, 0), which = Int(duk_get_number_default(ctx, 3, 0))
        let count = e.engine.arrayLength(at: 2)
        guard count > 0, count <= ExpressionEvaluator.maxPathVertices, let p = scriptPath(ctx) else { return 0 }
        func length(_ k: Int) -> Double { e.engine.element(k, of: 2) ?? .nan }
        var total = 0.0
        for k in 0..<count { total += length(k) }
        var located: ScriptPathGeometry.Segment?
        let found = ScriptPathGeometry.locate(share: share, count: count, total: total, length: length) { k in
            located = k < p.segments ? scriptSegment(ctx, p, k) : nil
            return located
        }
        guard let found, let located else { return 0 }
        let r = ScriptPathGeometry.along(located, t: found.t, which)
        e.engine.pushPair(r.x, r.y)
        return 1
    }
}
