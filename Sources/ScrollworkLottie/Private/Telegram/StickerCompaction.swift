import Foundation

/// Making a sticker's JSON smaller without changing what it draws, then, step by step, by
/// rounding its numbers.
enum StickerCompaction {
    /// Members that only name or describe things (layer and shape names, After Effects match
    /// names, property indices, metadata): no player draws them, and expressions — which
    /// could look layers up by name — are gone by now.
    static let descriptiveKeys: Set<String> = ["nm", "mn", "ix", "cix", "np", "meta", "cl", "ln"]

    /// The document without its ``descriptiveKeys``.
    static func strippingNames(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(members.compactMap { m in
                descriptiveKeys.contains(m.key) ? nil : JSONMember(key: m.key, value: strippingNames(m.value))
            })
        case .array(let items):
            return .array(items.map(strippingNames))
        default:
            return value
        }
    }

    /// The document with its numbers rounded to `decimals` places — those within ±1 (easing
    /// handles, colours, fractions of a pixel) to at least 3, keyframe times to at least 2 —
    /// so the JSON has fewer digits to compress.
    static func rounding(_ value: JSONValue, decimals: Int, key: String? = nil) -> JSONValue {
        switch value {
        case .number(let n):
            let places = abs(n) <= 1 ? max(decimals, 3) : (key == "t" ? max(decimals, 2) : decimals)
            return .number(round(n, places))
        case .object(let members):
            return .object(members.map { JSONMember(key: $0.key, value: rounding($0.value, decimals: decimals, key: $0.key)) })
        case .array(let items):
            return .array(items.map { rounding($0, decimals: decimals, key: key) })
        default:
            return value
        }
    }

    private static func round(_ n: Double, _ places: Int) -> Double {
        guard n.isFinite, abs(n) < 1e12 else { return n }
        let scale = pow(10, Double(places))
        let r = (n * scale).rounded() / scale
        return r == 0 ? 0 : r          // no "-0"
    }
}

extension StickerCompaction {
    /// The longest run of keyframes one straight segment replaces (bounds the work per track).
    static let maxRun = 64

    /// The document without the linear keyframes that lie, within `tolerance` in every number,
    /// on the straight line between the keyframes around them (as baked expressions moving at
    /// a constant rate give): those segments draw the same with the middle keyframes gone.
    static func simplifyingLinearTracks(_ value: JSONValue, tolerance: Double) -> JSONValue {
        StickerWalk.mappingKeyframeLists(value) { keys in
            keys.count > 2 && keys.allSatisfy({ $0["e"] == nil }) ? simplified(keys, tolerance: tolerance) : nil
        }
    }

    private static func simplified(_ keys: [JSONValue], tolerance: Double) -> [JSONValue] {
        let times = keys.map { $0["t"]?.number ?? 0 }
        let values = keys.map { numbers(in: $0["s"]) }
        var kept = [keys[0]]
        var anchor = 0
        while anchor < keys.count - 1 {
            // The farthest key the anchor reaches in a straight line over linear segments.
            var end = anchor + 1
            while end + 1 < keys.count, end + 1 - anchor <= maxRun, isLinear(keys[end]), isLinear(keys[anchor]),
                  (anchor + 1...end).allSatisfy({ isLinear(keys[$0]) && onLine($0, from: anchor, to: end + 1) }) {
                end += 1
            }
            kept.append(keys[end])
            anchor = end
        }
        return kept

        func onLine(_ b: Int, from a: Int, to c: Int) -> Bool {
            guard values[a].count == values[b].count, values[b].count == values[c].count, times[c] > times[a] else { return false }
            let f = (times[b] - times[a]) / (times[c] - times[a])
            return values[b].indices.allSatisfy { abs(values[a][$0] + (values[c][$0] - values[a][$0]) * f - values[b][$0]) <= tolerance }
        }
    }

    /// Whether a keyframe's segment runs straight: no hold, its easing handles on the
    /// diagonal, no spatial tangents.
    private static func isLinear(_ key: JSONValue) -> Bool {
        if (key["h"]?.number ?? 0) != 0 { return false }
        for tangent in ["to", "ti"] where key[tangent] != nil {
            if numbers(in: key[tangent]).contains(where: { $0 != 0 }) { return false }
        }
        guard let o = key["o"], let i = key["i"] else { return false }
        return numbers(in: o["x"]) == numbers(in: o["y"]) && numbers(in: i["x"]) == numbers(in: i["y"])
    }

    /// The numbers in a value, in order.
    private static func numbers(in value: JSONValue?) -> [Double] {
        switch value {
        case .number(let n)?: return [n]
        case .array(let items)?: return items.flatMap { numbers(in: $0) }
        case .object(let members)?: return members.flatMap { numbers(in: $0.value) }
        default: return []
        }
    }
}
