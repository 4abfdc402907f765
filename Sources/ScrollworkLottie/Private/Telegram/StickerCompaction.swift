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
