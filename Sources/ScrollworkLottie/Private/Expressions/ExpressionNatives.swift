import CDuktape
import Scrollwork

/// The host functions behind the expression library (the `$host` object it is given, which
/// scripts cannot reach): property values and keyframes, layer descriptions, layer matrices.
/// Each checks its arguments; a bad one throws a TypeError into the script.
enum ExpressionNatives {
    typealias Native = @convention(c) (OpaquePointer?) -> duk_ret_t

    /// Puts the functions on the object on top of the stack, with `fr` the frame rate.
    static func install(_ ctx: OpaquePointer, frameRate: Double) {
        let table: [(String, Native, Int32)] = [
            ("v", value, 3), ("nk", keyCount, 1), ("kt", keyTime, 2), ("kv", keyValue, 2), ("now", now, 0),
            ("seed", seed, 1), ("ip", inPoint, 0), ("op", outPoint, 0), ("layer", layer, 2), ("desc", describeLayer, 2),
            ("comp", describeComp, 1), ("compNamed", compNamed, 1), ("mat", matrix, 4), ("rect", sourceRect, 4),
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

    private static let value: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let id = property(ctx, e, 0) else { return fail(ctx, "bad property") }
        e.push(e.scriptValue(of: id, atFrame: frame(ctx, e, 1), pre: duk_get_number_default(ctx, 2, 0) != 0))
        return 1
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

    private static let matrix: Native = { ctx in
        guard let ctx, let e = evaluator(ctx), let c = compIndex(ctx, e, 0),
              let l = layerIndex(ctx, e, comp: c, 1) else { return fail(ctx, "bad layer") }
        var m = e.worldMatrix(comp: c, layer: l, frame: frame(ctx, e, 2))
        if duk_get_number_default(ctx, 3, 0) != 0 { m = m.inverted() ?? .identity }
        let values = [m.a, m.b, m.c, m.d, m.tx, m.ty]
        values.withUnsafeBufferPointer { e.engine.pushNumbers($0) }
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
}
