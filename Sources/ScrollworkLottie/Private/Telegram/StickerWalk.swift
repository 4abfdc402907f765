/// The places of a Lottie document that Telegram's sticker rules look at, with their paths:
/// every layer (the root's and each precomposition's) and every shape item of a layer, groups
/// opened, in document order.
enum StickerWalk {
    typealias Steps = [JSONValue.PathStep]

    /// Every layer with its path: `$.layers[i]`, then `$.assets[j].layers[i]`.
    static func layers(of document: JSONValue) -> [(path: Steps, layer: JSONValue)] {
        var found: [(Steps, JSONValue)] = []
        for (i, layer) in (document["layers"]?.array ?? []).enumerated() where layer.isObject {
            found.append(([.key("layers"), .index(i)], layer))
        }
        for (j, asset) in (document["assets"]?.array ?? []).enumerated() {
            for (i, layer) in (asset["layers"]?.array ?? []).enumerated() where layer.isObject {
                found.append(([.key("assets"), .index(j), .key("layers"), .index(i)], layer))
            }
        }
        return found
    }

    /// Every shape item of a shape layer with its path (`…shapes[k]`, `…shapes[k].it[m]`),
    /// each group before its items.
    static func shapes(of layer: JSONValue, at path: Steps) -> [(path: Steps, item: JSONValue)] {
        var found: [(Steps, JSONValue)] = []
        func walk(_ items: [JSONValue], at path: Steps) {
            for (k, item) in items.enumerated() where item.isObject {
                let here = path + [.index(k)]
                found.append((here, item))
                if item["ty"]?.string == "gr", let children = item["it"]?.array { walk(children, at: here + [.key("it")]) }
            }
        }
        walk(layer["shapes"]?.array ?? [], at: path + [.key("shapes")])
        return found
    }

    /// `value` with each keyframe list — the array of a `k` member whose elements all carry a
    /// time `t` — replaced by what `transform` makes of it; a list it returns nil for, and
    /// everything else, is walked into unchanged.
    static func mappingKeyframeLists(_ value: JSONValue, _ transform: ([JSONValue]) -> [JSONValue]?) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(members.map { m in
                if m.key == "k", case .array(let keys) = m.value, !keys.isEmpty, keys.allSatisfy({ $0["t"]?.number != nil }),
                   let replaced = transform(keys) {
                    return JSONMember(key: "k", value: .array(replaced))
                }
                return JSONMember(key: m.key, value: mappingKeyframeLists(m.value, transform))
            })
        case .array(let items):
            return .array(items.map { mappingKeyframeLists($0, transform) })
        default:
            return value
        }
    }

    /// Whether a shape item is a star (`sr` whose `sy` is 1, or missing: a star by default).
    static func isStar(_ item: JSONValue) -> Bool {
        item["ty"]?.string == "sr" && (item["sy"]?.number ?? 1) == 1
    }

    /// Whether a layer's flag `key` is set (`1` or `true`).
    static func flag(_ layer: JSONValue, _ key: String) -> Bool { (layer[key]?.number ?? 0) != 0 }

    /// Whether `value` is a non-empty array.
    static func nonEmpty(_ value: JSONValue?) -> Bool { !(value?.array?.isEmpty ?? true) }
}
