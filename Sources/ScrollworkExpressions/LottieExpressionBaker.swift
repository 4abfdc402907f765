import Scrollwork
import ScrollworkLottie

/// Turns a file's expressions into keyframes, as After Effects' "Convert Expression to
/// Keyframes" does: a player that runs no expressions (lottie-ios, rlottie) or only some of
/// them (ThorVG) then plays what Scrollwork draws.
///
/// Each property with an expression gets a keyframe at every whole frame of its composition
/// (the root's `ip`…`op`, a precomp's span of layers), holding the value Scrollwork's renderer
/// uses there: the script's result, or the property's own value where the script fails.
/// Keyframes interpolate linearly, so at whole frames the baked file gives exactly those
/// values; in between (a stretched or time-remapped precomp) it gives the straight line between
/// them. A run of one value is a hold keyframe at its start and one at its end, and a property
/// that never changes becomes a static value. An expression that cannot run (it failed to
/// compile) is removed, leaving the property's own value, as the renderer plays it.
///
/// Expressions on text documents stay as they are (``Baked/leftPaths``).
///
/// ```swift
/// let baked = try LottieExpressionBaker().bake(json: Array(data))
/// try Data(baked.json).write(to: URL(fileURLWithPath: "baked.json"))
/// ```
public struct LottieExpressionBaker: Sendable {
    /// A baked file and what was done to it.
    public struct Baked: Sendable {
        /// The file, as compact JSON.
        public var json: [UInt8]
        /// The JSON paths of the expressions turned into keyframes or removed (`$.layers[0].ks.p.x`).
        public var bakedPaths: [String]
        /// The JSON paths of the expressions left in the file.
        public var leftPaths: [String]
        /// What went wrong in the scripts while baking (the renderer's expression diagnostics).
        public var diagnostics: [Diagnostic]
    }

    /// Reads the file: its limits bound the expressions' steps, time and memory.
    public var reader: LottieReader
    /// The most values evaluated in all (properties × frames); a file needing more is refused.
    public var maxValues: Int

    /// A baker reading with `reader`, evaluating at most `maxValues` values.
    public init(reader: LottieReader = LottieReader(), maxValues: Int = 4_000_000) {
        self.reader = reader
        self.maxValues = maxValues
    }

    /// Bakes the expressions of the Lottie JSON file at `path`, read within the reader's
    /// `LottieLimits/maxFileSize`.
    ///
    /// - Throws: `LottieError` as ``bake(json:)`` does, or when the file cannot be read.
    public func bake(contentsOfFile path: String) throws(LottieError) -> Baked {
        try bake(json: LottieReader.readFile(path, maxSize: reader.limits.maxFileSize))
    }

    /// Bakes the expressions of the Lottie JSON document `bytes`.
    ///
    /// - Throws: `LottieError` when the document does not read as an animation (a `.lottie`
    ///   archive is refused), or baking it would evaluate more than ``maxValues`` values
    ///   (`limitExceeded`).
    public func bake(json bytes: [UInt8]) throws(LottieError) -> Baked {
        if DotLottieArchive.looksLikeZIP(bytes) {
            throw LottieError(kind: .notLottie, path: "$", message: "a .lottie archive: the baker reads an animation's JSON (unpack it first)")
        }
        var document = try reader.document(json: bytes)
        var expressionReader = reader
        expressionReader.evaluatesExpressions = true
        let renderer = LottieRenderer(try expressionReader.read(document: document), options: .init(expressions: engine))
        guard let evaluator = renderer.expressions as? ExpressionEvaluator else {
            return Baked(json: JSONWriter.bytes(of: document), bakedPaths: [], leftPaths: Self.expressionPaths(in: document),
                         diagnostics: renderer.expressionDiagnostics)
        }
        let scene = evaluator.scene
        let order = scene.expressions.sorted { $0.value < $1.value }
        // The expressions replaced: those on properties other than text documents, at paths
        // that end in the property's `x`. Those that run become keyframes; one that failed to
        // compile is only removed.
        let steps = order.map { path, id -> [JSONValue.PathStep]? in
            guard scene.properties[id].kind.isBakeable, let s = JSONValue.steps(of: path), s.last == .key("x") else { return nil }
            return Array(s.dropLast())
        }
        let runs = order.indices.filter { steps[$0] != nil && scene.properties[order[$0].value].function != nil }
        let byComp = Dictionary(grouping: runs) { scene.properties[order[$0].value].comp }
        let spans = Dictionary(uniqueKeysWithValues: byComp.keys.map { ($0, frames(ofComp: $0, in: scene, animation: renderer.animation)) })
        let total = byComp.reduce(0) { $0 + $1.value.count * (spans[$1.key]?.count ?? 0) }
        guard total <= maxValues else {
            throw LottieError(kind: .limitExceeded, path: "$",
                              message: "baking would evaluate \(total) values, more than the baker's maxValues (\(maxValues))")
        }
        // Their values, frame by frame through each composition, so that a script reading
        // another property at the same frame finds it evaluated.
        var values = [[JSONValue]](repeating: [], count: order.count)
        for (comp, members) in byComp.sorted(by: { $0.key < $1.key }) {
            for f in spans[comp] ?? 0...0 {
                for m in members {
                    let (property, t) = (scene.properties[order[m].value], Double(f))
                    values[m].append(Self.json(evaluator.value(of: order[m].value, atFrame: t) ?? property.sample(t), as: property.kind))
                }
            }
        }
        var baked: [String] = []
        for (m, (path, id)) in order.enumerated() {
            guard let steps = steps[m] else { continue }
            let start = spans[scene.properties[id].comp]?.lowerBound ?? 0
            let replacement = values[m].isEmpty ? nil : Self.track(values[m], from: start)
            let found = document.update(at: steps[...]) { node in
                node.remove("x")
                if let replacement {
                    node.set("a", .number(replacement.isAnimated ? 1 : 0))
                    node.set("k", replacement.value)
                }
            }
            if found { baked.append(path) }
        }
        // Left: every expression still in the document.
        return Baked(json: JSONWriter.bytes(of: document), bakedPaths: baked, leftPaths: Self.expressionPaths(in: document),
                     diagnostics: renderer.expressionDiagnostics)
    }

    /// The whole frames the properties of composition `comp` are baked over: the root's `ip`…`op`,
    /// a precomp's span of layers, bounded by the reader's keyframe limit.
    private func frames(ofComp comp: Int, in scene: ExpressionScene, animation: LottieAnimation) -> ClosedRange<Int> {
        var start = animation.inPoint, end = animation.outPoint
        if comp > 0, comp < scene.comps.count {
            let layers = scene.comps[comp].layers
            start = layers.map(\.inPoint).min() ?? 0
            end = layers.map(\.outPoint).max() ?? 0
        }
        let limit = Double(reader.limits.maxKeyframesPerProperty)
        let first = start.isFinite ? Int(max(min(start.rounded(.down), 1e9), -1e9)) : 0
        let last = end.isFinite ? Int(max(min(end.rounded(.up), Double(first) + limit - 1), Double(first))) : first
        return first...last
    }

    /// A property's `values` at whole frames from `start` on as a Lottie value: keyframes, or a
    /// static value when they are all the same.
    private static func track(_ values: [JSONValue], from start: Int) -> (value: JSONValue, isAnimated: Bool) {
        guard let first = values.first, values.contains(where: { $0 != first }) else {
            return (values.first ?? .null, false)
        }
        let linear: [JSONMember] = [JSONMember(key: "o", value: .object([JSONMember(key: "x", value: .number(0)),
                                                                          JSONMember(key: "y", value: .number(0))])),
                                    JSONMember(key: "i", value: .object([JSONMember(key: "x", value: .number(1)),
                                                                          JSONMember(key: "y", value: .number(1))]))]
        // A value equal to both neighbours needs no key: the run it is in starts with a hold
        // (exact, where a line between two equal values may round off).
        let kept = values.indices.filter { k in
            k == 0 || k == values.count - 1 || values[k - 1] != values[k] || values[k + 1] != values[k]
        }
        var keys: [JSONValue] = []
        for (n, k) in kept.enumerated() {
            var members = [JSONMember(key: "t", value: .number(Double(start + k))),
                           JSONMember(key: "s", value: keyframeStart(values[k]))]
            if n + 1 < kept.count {
                members += kept[n + 1] > k + 1 ? [JSONMember(key: "h", value: .number(1))] : linear
            }
            keys.append(.object(members))
        }
        return (.array(keys), true)
    }

    /// A keyframe's `s` holding `value`: a number or a path in a one-element list, a vector as
    /// it is (as exporters write them).
    private static func keyframeStart(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number, .object: return .array([value])
        default: return value
        }
    }

    /// `value` as the JSON a property of `kind` holds, converted the way the renderer reads the
    /// script's result.
    private static func json(_ value: ExpressionValue, as kind: ExpressionProperty.Kind) -> JSONValue {
        func numbers(_ list: [Double]) -> JSONValue { .array(list.map { .number($0.isFinite ? $0 : 0) }) }
        func points(_ list: [Point]) -> JSONValue { .array(list.map { numbers([$0.x, $0.y]) }) }
        switch kind {
        case .number:
            return .number(ExpressionConversion.number(value) ?? 0)
        case .vector(let n):
            let v = ExpressionConversion.vector(value) ?? LottieVector(x: 0, y: 0)
            return numbers(Array([v.x, v.y, v.z].prefix(max(1, min(n, 3)))))
        case .color:
            let c = ExpressionConversion.color(value) ?? Color(red: 0, green: 0, blue: 0)
            return numbers([c.red, c.green, c.blue, c.alpha])
        case .path:
            guard case .path(let b) = value else { return .null }
            return .object([JSONMember(key: "i", value: points(b.inTangents)), JSONMember(key: "o", value: points(b.outTangents)),
                            JSONMember(key: "v", value: points(b.vertices)), JSONMember(key: "c", value: .bool(b.isClosed))])
        case .text:
            return .null
        }
    }

    /// The paths of the expressions (`x` strings of property objects) in `document`.
    private static func expressionPaths(in document: JSONValue) -> [String] {
        document.expressionPaths().map { JSONValue.text(of: $0) }
    }
}

private extension ExpressionProperty.Kind {
    /// Whether a keyframed value of this kind can stand for the expression (text cannot).
    var isBakeable: Bool {
        if case .text = self { return false }
        return true
    }
}
