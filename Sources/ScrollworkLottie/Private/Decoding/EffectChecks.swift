import Scrollwork

extension DecodingContext {
    /// Reports, at each effect's path (`ef.N`), what will not be drawn as the file asks: a type
    /// the renderer does not draw (expression controls and custom effects 5, radial wipe 26,
    /// puppet 34, unknown ones), a drawn type missing
    /// parameters or giving them with the wrong type (the defaults are used), and a blur or
    /// shadow reaching past ``LottieLimits/maxEffectRadius`` (clamped).
    /// `effects` must be decoded from the current path's array, one entry an object.
    func checkEffects(_ effects: [LottieEffect]) {
        for (n, effect) in effects.enumerated() {
            at(n) {
                let label = effect.name.map { "'\($0)' (ty \(effect.type))" } ?? "ty \(effect.type)"
                guard LottieEffect.drawnTypes.contains(effect.type), let count = LottieEffect.parameterCount(ofDrawnType: effect.type) else {
                    if effect.type != 5 || effect.matchName.map({ !$0.contains("Control") }) ?? true {
                        report(.effects, "effect \(label) is not drawn")
                    } else {
                        report(.effects, .info, "effect \(label) is an expression control: read by expressions, not drawn")
                    }
                    return
                }
                guard effect.isEnabled else { return }
                if effect.parameters.count < count {
                    report(.effects, "effect \(label) has \(effect.parameters.count) of its \(count) parameters; the missing ones take their defaults")
                }
                for (i, p) in effect.parameters.prefix(count).enumerated() where !EffectParameterTypes.fits(p, type: effect.type, index: i) {
                    at("ef") { at(i) { report(.effects, "effect parameter \(i) of \(label) has the wrong type (ty \(p.type)); its default is used") } }
                }
                checkReach(effect, label: label)
                if effect.type == 28, effect.parameters.count > 2, case .dropdown(let invert) = effect.parameters[2].value,
                   invert.initialValue != 0 || !invert.keyframes.isEmpty {
                    report(.effects, "effect \(label) asks for an inverted matte; it is drawn as an alpha matte, not inverted, as lottie-web draws it")
                }
            }
        }
    }

    private func checkReach(_ effect: LottieEffect, label: String) {
        let limit = limits.maxEffectRadius
        func largest(_ i: Int) -> Double? {
            guard effect.parameters.indices.contains(i), case .slider(let v) = effect.parameters[i].value else { return nil }
            return ([v.initialValue] + v.keyframes.map(\.value)).map { $0.isFinite ? abs($0) : .infinity }.max()
        }
        var reach: Double?
        switch effect.type {
        case 29: reach = largest(0).map { $0 * 0.3 * 3 }
        case 25: reach = [largest(3), largest(4).map { $0 / 4 * 3 }].compactMap { $0 }.max()
        default: break
        }
        if let reach, reach > limit {
            report(.effects, "effect \(label) reaches \(reach) units, past the limit \(limit) (LottieLimits.maxEffectRadius); it is clamped")
        }
    }
}

/// The parameter types the drawn effects expect, by position.
enum EffectParameterTypes {
    /// Whether parameter `index` of an effect of `type` has a value the renderer reads there.
    static func fits(_ p: LottieEffectParameter, type: Int, index: Int) -> Bool {
        let wantsColor: Bool
        switch (type, index) {
        case (20, 0), (20, 1), (23, 0), (23, 1), (23, 2), (21, 2), (22, 3), (25, 0): wantsColor = true
        case (21, 0): return true  // the fill mask (a layer), not read
        case (28, 0):
            if case .layer = p.value { return true }
            return false
        case (35, 0), (35, 1):
            if case .point = p.value { return true }
            return false
        default: wantsColor = false
        }
        switch p.value {
        case .color: return wantsColor
        case .slider, .angle, .checkbox, .dropdown, .layer: return !wantsColor
        case .none: return type == 24  // pro levels' separators
        case .group, .point: return false
        }
    }
}
