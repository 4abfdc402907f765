import Scrollwork

/// How one kind of property value reads from JSON (a static `k`, a keyframe's `s`/`e`).
/// Every reader decides by the JSON type present and returns `nil` on a mismatch.
struct ValueReader<Value: Hashable & Sendable> {
    /// Reads one value.
    let read: (JSONValue) -> Value?
    /// Whether keyframes may carry spatial tangents (`to`/`ti`).
    let isSpatial: Bool
    /// A short name for messages ("number", "vector", …).
    let name: String

    /// A number, or a one-element array (`5` and `[5]` alike).
    static var scalar: ValueReader<Double> {
        ValueReader<Double>(read: { json in
            guard let n = json.scalar, n.isFinite else { return nil }
            return n
        }, isSpatial: false, name: "number")
    }

    /// A vector `[x, y]` / `[x, y, z]`, or a bare number (used for every component).
    static func vector(spatial: Bool) -> ValueReader<LottieVector> {
        ValueReader<LottieVector>(read: { json in
            switch json {
            case .number(let n):
                guard n.isFinite else { return nil }
                return LottieVector(x: n, y: n, z: 0, dimensions: 1)
            case .array(let items):
                var c: (Double, Double, Double) = (0, 0, 0)
                var count = 0
                for item in items.prefix(3) {
                    guard let n = item.number, n.isFinite else { return nil }
                    switch count {
                    case 0: c.0 = n
                    case 1: c.1 = n
                    default: c.2 = n
                    }
                    count += 1
                }
                guard count > 0 else { return nil }
                if count == 1 { c.1 = c.0 }
                return LottieVector(x: c.0, y: c.1, z: c.2, dimensions: count)
            default:
                return nil
            }
        }, isSpatial: spatial, name: "vector")
    }

    /// A colour `[r, g, b]` / `[r, g, b, a]` in 0–1 (0–255 when `legacy`).
    static func color(legacy: Bool) -> ValueReader<Color> {
        ValueReader<Color>(read: { json in
            guard case .array(let items) = json, items.count >= 3 else { return nil }
            var c: [Double] = [0, 0, 0, 1]
            for (k, item) in items.prefix(4).enumerated() {
                guard let n = item.number, n.isFinite else { return nil }
                c[k] = n
            }
            if legacy {
                c[0] /= 255
                c[1] /= 255
                c[2] /= 255
                if items.count > 3 { c[3] /= 255 }
            }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }, isSpatial: false, name: "colour")
    }

    /// A bézier `{c, v, i, o}` or a one-element array of one (keyframe values). When `c` is
    /// absent, `closedFallback` (the legacy item-level `closed`/`cl`) applies. With
    /// `absoluteTangents`, `i` and `o` are points, not offsets from their vertex.
    static func bezier(closedFallback: Bool, maxVertices: Int, absoluteTangents: Bool = false,
                       truncated: @escaping () -> Void) -> ValueReader<LottieBezier> {
        ValueReader<LottieBezier>(read: { json in
            var object = json
            if case .array(let items) = json {
                guard let first = items.first, first.isObject else { return nil }
                object = first
            }
            guard object.isObject else { return nil }
            let closed = object["c"]?.number.map { $0 != 0 } ?? closedFallback
            guard let v = points(object["v"]) else { return nil }
            var i = points(object["i"]) ?? Array(repeating: .zero, count: v.count)
            var o = points(object["o"]) ?? Array(repeating: .zero, count: v.count)
            if absoluteTangents {
                for k in 0..<min(v.count, i.count) { i[k] = i[k] - v[k] }
                for k in 0..<min(v.count, o.count) { o[k] = o[k] - v[k] }
            }
            var bezier = LottieBezier(isClosed: closed, vertices: v, inTangents: i, outTangents: o)
            if bezier.vertices.count > Swift.max(0, maxVertices) {
                let n = Swift.max(0, maxVertices)
                bezier = LottieBezier(isClosed: closed, vertices: Array(bezier.vertices.prefix(n)),
                                      inTangents: Array(bezier.inTangents.prefix(n)),
                                      outTangents: Array(bezier.outTangents.prefix(n)))
                truncated()
            }
            return bezier
        }, isSpatial: false, name: "bezier")
    }

    /// A flat array of numbers (gradient stops); colour components of the first
    /// `colorStops` stops are divided by 255 when `legacy`.
    static func flatArray(colorStops: Int, legacy: Bool) -> ValueReader<[Double]> {
        ValueReader<[Double]>(read: { json in
            guard case .array(let items) = json else { return nil }
            var out: [Double] = []
            out.reserveCapacity(items.count)
            for item in items {
                guard let n = item.number, n.isFinite else { return nil }
                out.append(n)
            }
            if legacy {
                for k in 0..<Swift.max(0, Swift.min(colorStops, out.count / 4)) {
                    out[4 * k + 1] /= 255
                    out[4 * k + 2] /= 255
                    out[4 * k + 3] /= 255
                }
            }
            return out
        }, isSpatial: false, name: "number array")
    }
}

/// Reads `[[x, y], …]` into points; `nil` unless every entry has two finite numbers.
func points(_ json: JSONValue?) -> [Point]? {
    guard let items = json?.array else { return nil }
    var out: [Point] = []
    out.reserveCapacity(items.count)
    for item in items {
        guard let p = point(item) else { return nil }
        out.append(p)
    }
    return out
}

/// Reads `[x, y]` (more components ignored) into a point.
func point(_ json: JSONValue?) -> Point? {
    guard let items = json?.array, items.count >= 2,
          let x = items[0].number, let y = items[1].number, x.isFinite, y.isFinite else { return nil }
    return Point(x: x, y: y)
}
