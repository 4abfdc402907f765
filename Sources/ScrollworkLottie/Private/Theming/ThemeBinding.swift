import Scrollwork

/// Turns a theme rule into a binding by slot id: a value provider (a constant, or a Filmstrip
/// of its keyframes, each segment eased by the cubic bézier of its tangents, or held), or the
/// documents or image that replace a slotted text's or image asset's.
enum ThemeBinding {
    /// Why a rule was not applied.
    struct Refusal: Error {
        var message: String
    }

    static func binding(for rule: LottieTheme.Rule, slotType: ObjectIdentifier,
                        gradientStops: Int?) -> Result<DynamicPropertyBinding, Refusal> {
        func bound<V: Interpolatable & Sendable>(_ provider: LottieValueProvider<V>) -> Result<DynamicPropertyBinding, Refusal> {
            guard ObjectIdentifier(V.self) == slotType else {
                return .failure(Refusal(message: "a \(rule.value.typeName) rule does not fit the slot's properties"))
            }
            return .success(DynamicPropertyBinding(provider, slot: rule.slotID, isTheme: true))
        }
        switch rule.value {
        case .color(let v): return bound(provider(v) { $0 })
        case .scalar(let v): return bound(provider(v) { $0 })
        case .vector(let v), .position(let v): return bound(provider(v) { $0 })
        case .gradient(let v):
            let counts = stopCounts(v)
            if let gradientStops, counts.contains(where: { $0 != gradientStops }) {
                return .failure(Refusal(message: "the gradient has \(gradientStops) colour stops, the rule \(counts.first ?? 0)"))
            }
            return bound(provider(v) { FlatValue(flat($0)) })
        case .image(let image):
            guard slotType == ObjectIdentifier(LottieTheme.Image.self) else {
                return .failure(Refusal(message: "an Image rule does not fit the slot, which is not an image asset's"))
            }
            return .success(DynamicPropertyBinding(image: image, slot: rule.slotID, isTheme: true))
        case .text(let text):
            guard slotType == ObjectIdentifier(LottieThemeValue<LottieTheme.Text>.self) else {
                return .failure(Refusal(message: "a Text rule does not fit the slot, which is not a text document's"))
            }
            return .success(DynamicPropertyBinding(text: text, slot: rule.slotID, isTheme: true))
        }
    }

    /// A provider of a rule's value converted by `convert`.
    static func provider<Source, V: Interpolatable & Sendable>(_ value: LottieThemeValue<Source>,
                                                              _ convert: (Source) -> V) -> LottieValueProvider<V> {
        switch value {
        case .constant(let v):
            return .constant(convert(v))
        case .keyframes(let keyframes):
            var strip = Filmstrip<V>()
            for (n, kf) in keyframes.enumerated() {
                strip.insert(Keyframe(time: kf.frame, value: convert(kf.value), easing: easing(kf, next: n + 1 < keyframes.count)))
            }
            return .keyframes(strip, fallback: convert(keyframes[0].value))
        }
    }

    /// The easing of the segment a keyframe starts: hold, its tangents' bézier, or linear.
    static func easing<V>(_ kf: LottieThemeKeyframe<V>, next: Bool) -> Easing {
        if kf.hold { return .hold }
        guard next, let o = kf.outTangent, let i = kf.inTangent else { return .linear }
        if o.x == o.y && i.x == i.y { return .linear }
        return .cubicBezier(min(max(o.x, 0), 1), o.y, min(max(i.x, 0), 1), i.y)
    }

    /// The colour stop counts of a gradient rule's values.
    static func stopCounts(_ value: LottieThemeValue<[LottieGradientStop]>) -> [Int] {
        switch value {
        case .constant(let stops): return [stops.count]
        case .keyframes(let keyframes): return keyframes.map(\.value.count)
        }
    }

    /// Stops as a Lottie gradient's flat array: `[offset, r, g, b]` per stop, then
    /// `[offset, alpha]` per stop when any stop is not opaque.
    static func flat(_ stops: [LottieGradientStop]) -> [Double] {
        var out: [Double] = []
        out.reserveCapacity(stops.count * 6)
        for s in stops { out += [s.offset, s.color.red, s.color.green, s.color.blue] }
        if stops.contains(where: { $0.color.alpha < 1 }) {
            for s in stops { out += [s.offset, s.color.alpha] }
        }
        return out
    }
}
