import Scrollwork

extension DecodingContext {
    /// Decodes member `key` of `object` as a property (the path is extended by `key`).
    func property<V>(_ object: JSONValue, _ key: String, _ reader: ValueReader<V>, default fallback: V) -> LottieProperty<V> {
        at(key) { property(object[key], reader, default: fallback) }
    }

    /// Decodes a property at the current path (LOTTIE_FORMAT.md §6.1): by the shape of `k`,
    /// not by `a`; expressions reported; slots applied; a missing or unreadable value gives
    /// `fallback` (reported when present but unreadable).
    func property<V>(_ json: JSONValue?, _ reader: ValueReader<V>, default fallback: V, followSlots: Bool = true) -> LottieProperty<V> {
        guard let json else { return LottieProperty(fallback) }
        guard json.isObject else {
            // Lenient: a bare value where a property object was expected.
            if let v = reader.read(json) { return LottieProperty(v) }
            report(.invalidValue, "expected a \(reader.name) property, found \(json.typeName); using the default")
            return LottieProperty(fallback)
        }
        if followSlots, let sid = json["sid"]?.string {
            // The file's slot gives the value; without one the property keeps its own (spec
            // helpers.md "Slots"). Either way it answers to the slot id, as in ThorVG, which
            // dotlottie-rs themes through: a theme may target a property whose file has no
            // `slots` section.
            var p = slots[sid].map { slot in at("sid") { property(slot, reader, default: fallback, followSlots: false) } }
                ?? property(json, reader, default: fallback, followSlots: false)
            p.slotID = sid
            return p
        }
        if let a = json["a"], a.number != 0, a.number != 1 {
            at("a") { report(.invalidValue, "animated flag must be 0 or 1, found \(a.number.map { "\($0)" } ?? a.typeName); decided by the shape of k") }
        }
        var expression: String?
        var expressionPath: String?
        if let x = json["x"], case .string(let source) = x, !source.isEmpty {
            if evaluatesExpressions {
                expression = source
                expressionPath = path(appending: "x")
                at("x") { reportOncePerLayer(.expression, .info, "expressions are evaluated when the file is rendered") }
            } else {
                at("x") { reportOncePerLayer(.expression, "expression ignored (evaluation is turned off); the keyframed or static value plays instead") }
            }
        }
        guard let k = json["k"] else {
            // Some writers put the value itself here (a bare bezier object).
            if let v = reader.read(json) { return LottieProperty(v) }
            report(.invalidValue, "property has no value (k); using the default")
            return LottieProperty(fallback)
        }
        var result: LottieProperty<V>
        if case .array(let items) = k, let first = items.first, first.isObject, first["t"] != nil {
            result = at("k") { LottieProperty(keyframes: keyframes(items, reader), fallback: fallback) }
            if result.keyframes.isEmpty {
                report(.invalidValue, "no usable keyframes; using the default")
            }
        } else if let v = reader.read(k) {
            result = LottieProperty(v)
        } else {
            at("k") { report(.invalidValue, "expected a \(reader.name), found \(k.typeName); using the default") }
            result = LottieProperty(fallback)
        }
        result.expression = expression
        result.expressionPath = expressionPath
        return result
    }

    /// One keyframe as read, before normalisation.
    private struct RawKeyframe<V> {
        var time: Double
        var start: V?
        var end: V?
        var easing: LottieEasing?
        var hold: Bool
        var spatialOut: Point?
        var spatialIn: Point?
        var position: Int
    }

    /// Reads and normalises a keyframe list (§6.2–6.3, §16 "degenerate keyframes").
    private func keyframes<V>(_ items: [JSONValue], _ reader: ValueReader<V>) -> [LottieKeyframe<V>] {
        var raw: [RawKeyframe<V>] = []
        let limit = Swift.max(0, limits.maxKeyframesPerProperty)
        if items.count > limit {
            report(.limit, "\(items.count) keyframes; only the first \(limit) are kept (LottieLimits.maxKeyframesPerProperty)")
        }
        raw.reserveCapacity(Swift.min(items.count, limit))
        for (n, item) in items.prefix(limit).enumerated() {
            guard item.isObject, let t = item["t"]?.number, t.isFinite else {
                at(n) { report(.invalidValue, "keyframe without a finite time (t); dropped") }
                continue
            }
            var k = RawKeyframe<V>(time: t, start: nil, end: nil, easing: nil, hold: false, spatialOut: nil, spatialIn: nil, position: n)
            if let s = item["s"] {
                k.start = reader.read(s)
                if k.start == nil { at(n) { at("s") { report(.invalidValue, "expected a \(reader.name), found \(s.typeName)") } } }
            }
            if let e = item["e"] { k.end = reader.read(e) }
            k.hold = (item["h"]?.number ?? 0) != 0
            if let o = item["o"], let i = item["i"], let out = controlPoint(o), let inn = controlPoint(i) {
                k.easing = LottieEasing(outHandle: out, inHandle: inn)
            }
            if reader.isSpatial {
                k.spatialOut = point(item["to"])
                k.spatialIn = point(item["ti"])
            }
            raw.append(k)
        }
        // Stable sort by time (spec-invalid but survivable).
        if zip(raw, raw.dropFirst()).contains(where: { $0.time > $1.time }) {
            report(.invalidValue, "keyframes are not in time order; sorted")
            raw = raw.enumerated().sorted { a, b in
                a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
            }.map(\.element)
        }
        // Normalise: start = s[i] ?? e[i-1]; end = s[i+1] ?? e[i] ?? start.
        var result: [LottieKeyframe<V>] = []
        result.reserveCapacity(raw.count)
        var previousEnd: V?
        for i in raw.indices {
            let k = raw[i]
            guard let start = k.start ?? previousEnd else {
                at(k.position) { report(.invalidValue, "keyframe has no value (s) and no previous end value (e); dropped") }
                previousEnd = k.end
                continue
            }
            let next = i + 1 < raw.count ? raw[i + 1].start : nil
            let end = next ?? k.end ?? start
            previousEnd = k.end
            result.append(LottieKeyframe(time: k.time, value: start, endValue: end, easing: k.easing ?? .linear,
                                         isHold: k.hold, spatialOutTangent: k.spatialOut, spatialInTangent: k.spatialIn))
        }
        // The last keyframe holds its value.
        if var last = result.last {
            last.endValue = last.value
            result[result.count - 1] = last
        }
        // Runs of more than two keyframes at one time: keep the first and the last.
        if result.count > 2 {
            var reduced: [LottieKeyframe<V>] = []
            reduced.reserveCapacity(result.count)
            var dropped = false
            for k in result {
                let c = reduced.count
                if c >= 2, reduced[c - 1].time == k.time, reduced[c - 2].time == k.time {
                    reduced[c - 1] = k
                    dropped = true
                } else {
                    reduced.append(k)
                }
            }
            if dropped {
                report(.invalidValue, "more than two keyframes at one time; kept the first and the last")
                result = reduced
            }
        }
        return result
    }

    /// Reads an easing control point `{"x": n | [n…], "y": n | [n…]}`.
    private func controlPoint(_ json: JSONValue) -> LottieEasing.ControlPoint? {
        guard let x = numbers(json["x"]), let y = numbers(json["y"]) else { return nil }
        return LottieEasing.ControlPoint(x: x, y: y)
    }

    private func numbers(_ json: JSONValue?) -> [Double]? {
        switch json {
        case .number(let n)?: return [n]
        case .array(let items)?:
            let values = items.compactMap(\.number)
            return values.isEmpty ? nil : values
        default: return nil
        }
    }

    /// Clamps every value of a scalar property into `range` (NaN → lower bound), reporting
    /// when something changed.
    func clamped(_ property: LottieProperty<Double>, to range: ClosedRange<Double>, what: String) -> LottieProperty<Double> {
        func clamp(_ v: Double) -> Double { v.isNaN ? range.lowerBound : Swift.min(Swift.max(v, range.lowerBound), range.upperBound) }
        var p = property
        var changed = false
        p.initialValue = clamp(property.initialValue)
        changed = changed || p.initialValue != property.initialValue
        for i in p.keyframes.indices {
            let k = p.keyframes[i]
            p.keyframes[i].value = clamp(k.value)
            p.keyframes[i].endValue = clamp(k.endValue)
            changed = changed || p.keyframes[i].value != k.value || p.keyframes[i].endValue != k.endValue
        }
        if changed { report(.limit, "\(what) clamped to \(range.lowerBound)…\(range.upperBound)") }
        return p
    }
}
