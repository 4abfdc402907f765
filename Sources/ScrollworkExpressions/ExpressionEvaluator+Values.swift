import CDuktape
import Scrollwork
import ScrollworkLottie

/// Values across the engine boundary: numbers and short arrays on the value stack (no Swift
/// allocation), paths as `{v, i, o, c}` objects with the library's path methods, text.
extension ExpressionEvaluator {
    /// Most vertices a script's path may have.
    static let maxPathVertices = 100_000

    /// Pushes `value` for a script.
    func push(_ value: ExpressionValue) {
        let ctx = engine.context
        switch value {
        case .number(let n):
            duk_push_number(ctx, n)
        case .vector(let v):
            engine.pushArray(count: v.count) { duk_push_number(ctx, v[$0]) }
        case .path(let b):
            let object = duk_push_object(ctx)
            engine.pushPoints(b.vertices)
            duk_put_prop_string(ctx, object, "v")
            engine.pushPoints(b.inTangents, offsets: b.vertices)
            duk_put_prop_string(ctx, object, "i")
            engine.pushPoints(b.outTangents, offsets: b.vertices)
            duk_put_prop_string(ctx, object, "o")
            duk_push_boolean(ctx, b.isClosed ? 1 : 0)
            duk_put_prop_string(ctx, object, "c")
            if let pathPrototype {
                duk_push_heapptr(ctx, pathPrototype)
                duk_set_prototype(ctx, object)
            }
        case .text(let s):
            s.withCString { _ = duk_push_string(ctx, $0) }
        }
    }

    /// The script's result on top of the stack as a value of `kind`, or nil when it has the wrong
    /// type (reading runs `valueOf` of objects inside the evaluation's budget). A path is read
    /// into the storage of `previous` (the property's last result) when it is a path.
    func read(_ kind: ExpressionProperty.Kind, reusing previous: consuming ExpressionValue?) -> ExpressionValue? {
        let ctx = engine.context
        switch kind {
        case .number:
            if let n = engine.number(at: -1) { return n.isFinite ? .number(n) : nil }
            if engine.arrayLength(at: -1) > 0, let n = engine.element(0, of: -1), n.isFinite { return .number(n) }
            return nil
        case .vector, .color:
            var dimensions = 4
            if case .vector(let n) = kind { dimensions = n }
            if let n = engine.number(at: -1), n.isFinite {
                var v = ExpressionVector(count: dimensions)
                for i in 0..<dimensions { v[i] = n }
                if case .color = kind { v.w = 1 }
                return .vector(v)
            }
            let length = engine.arrayLength(at: -1)
            guard length > 0 else { return nil }
            var v = ExpressionVector(count: max(min(length, 4), kind.isColor ? 4 : 1))
            if kind.isColor { v.w = 1 }
            for i in 0..<min(length, 4) {
                guard let n = engine.element(i, of: -1), n.isFinite else { return nil }
                v[i] = n
            }
            return .vector(v)
        case .path:
            guard duk_is_object(ctx, -1) != 0, duk_is_array(ctx, -1) == 0 else { return nil }
            // The previous result's arrays, refilled (unique once the frame that used it is drawn).
            var b = LottieBezier.empty
            if case .path(let kept)? = consume previous { b = kept }
            let limit = Self.maxPathVertices
            _ = duk_get_prop_string(ctx, -1, "v")
            let hasVertices = engine.points(at: -1, limit: limit, into: &b.vertices)
            duk_pop(ctx)
            _ = duk_get_prop_string(ctx, -1, "i")
            let hasIn = engine.points(at: -1, limit: limit, into: &b.inTangents)
            duk_pop(ctx)
            _ = duk_get_prop_string(ctx, -1, "o")
            let hasOut = engine.points(at: -1, limit: limit, into: &b.outTangents)
            duk_pop(ctx)
            _ = duk_get_prop_string(ctx, -1, "c")
            b.isClosed = duk_to_boolean(ctx, -1) != 0
            duk_pop(ctx)
            guard hasVertices else { return nil }
            // Control points come in the vertices' space (lottie-web's form): tangents are the differences.
            Self.tangents(&b.inTangents, valid: hasIn, of: b.vertices)
            Self.tangents(&b.outTangents, valid: hasOut, of: b.vertices)
            return .path(b)
        case .text:
            switch UInt32(bitPattern: duk_get_type(ctx, -1)) {
            case UInt32(DUK_TYPE_STRING), UInt32(DUK_TYPE_NUMBER), UInt32(DUK_TYPE_BOOLEAN):
                return .text(String(cString: duk_safe_to_lstring(ctx, -1, nil)))
            default:
                return nil
            }
        }
    }
}

extension ExpressionEvaluator {
    /// Turns control points `points` into tangents relative to `vertices`, in place; zeros when
    /// they are not `valid` or their count differs.
    static func tangents(_ points: inout [Point], valid: Bool, of vertices: [Point]) {
        if valid && points.count == vertices.count {
            for k in points.indices { points[k] = points[k] - vertices[k] }
        } else {
            points.removeAll(keepingCapacity: true)
            points.append(contentsOf: repeatElement(Point.zero, count: vertices.count))
        }
    }
}

extension ExpressionProperty.Kind {
    var isColor: Bool {
        if case .color = self { return true }
        return false
    }
}
