import Scrollwork

extension DecodingContext {
    /// Decodes a layer's effects (`ef`) at the current path: every entry that is an object,
    /// parameters by type. Nesting is bounded by the JSON depth limit.
    func effects(_ json: JSONValue) -> [LottieEffect] {
        guard let items = json.array else { return [] }
        return items.enumerated().compactMap { n, item in
            at(n) { () -> LottieEffect? in
                guard item.isObject else {
                    report(.invalidValue, "expected an effect object, found \(item.typeName); skipped")
                    return nil
                }
                var effect = LottieEffect(type: integer(item["ty"]) ?? 5, name: item["nm"]?.string,
                                          matchName: item["mn"]?.string, index: integer(item["ix"]),
                                          isEnabled: (item["en"]?.number ?? 1) != 0)
                if let params = item["ef"] {
                    effect.parameters = at("ef") { effectParameters(params) }
                }
                return effect
            }
        }
    }

    private func effectParameters(_ json: JSONValue) -> [LottieEffectParameter] {
        guard let items = json.array else { return [] }
        return items.enumerated().compactMap { n, item in
            at(n) { () -> LottieEffectParameter? in
                guard item.isObject else {
                    report(.invalidValue, "expected an effect parameter object, found \(item.typeName); skipped")
                    return nil
                }
                let type = integer(item["ty"]) ?? -1
                let value: LottieEffectParameter.Value
                switch type {
                case 0: value = .slider(property(item, "v", .scalar, default: 0))
                case 1: value = .angle(property(item, "v", .scalar, default: 0))
                case 2: value = .color(property(item, "v", .color(legacy: legacyColors), default: .black))
                case 3: value = .point(property(item, "v", .vector(spatial: false), default: .zero))
                case 4: value = .checkbox(property(item, "v", .scalar, default: 0))
                case 7: value = .dropdown(property(item, "v", .scalar, default: 1))
                case 10: value = .layer(property(item, "v", .scalar, default: 0))
                case 5: value = .group(at("ef") { effectParameters(item["ef"] ?? .array([])) })
                default: value = .none
                }
                return LottieEffectParameter(type: type, name: item["nm"]?.string, matchName: item["mn"]?.string,
                                             index: integer(item["ix"]), value: value)
            }
        }
    }
}
