#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Scrollwork
import ScrollworkCanvas

/// A layer effect of the render tree: its parameters as tracks (so they can be keyframed),
/// evaluated per frame into a canvas ``LayerEffect`` as lottie-web's SVG renderer draws it.
/// Parameters are read by position in the effect's list, as lottie-web reads them; a missing
/// or wrong-typed one takes its default (the reader reports it).
struct RenderEffect {
    enum Kind {
        /// Fill (21): colour at 2, opacity (0…1) at 6.
        case fill(color: Track<Color>, opacity: Track<Double>)
        /// Tint (20): black at 0, white at 1, amount (%) at 2; drawn over the original unless
        /// the amount is a constant 100.
        case tint(black: Track<Color>, white: Track<Color>, amount: Track<Double>, over: Bool)
        /// Tritone (23): bright at 0, mid at 1, dark at 2.
        case tritone(bright: Track<Color>, mid: Track<Color>, dark: Track<Color>)
        /// Pro levels (24): five curves of five values (RGB at 2…6, red 9…13, green 16…20,
        /// blue 23…27, alpha 30…34).
        case levels([Track<Double>])
        /// Gaussian blur (29): blurriness at 0 (σ = 0.3·blurriness), dimensions at 1
        /// (1 both, 2 horizontal, 3 vertical).
        case blur(blurriness: Track<Double>, dimensions: Track<Double>)
        /// Drop shadow (25): colour 0, opacity (0…255) 1, direction (°) 2, distance 3,
        /// softness 4 (σ = softness/4).
        case dropShadow(color: Track<Color>, opacity: Track<Double>, direction: Track<Double>, distance: Track<Double>,
                        softness: Track<Double>)
    }

    var kind: Kind

    /// The start of each pro-levels curve among the parameters, and its default values.
    static let levelsStarts = [2, 9, 16, 23, 30]
    static let levelsDefaults: [Double] = [0, 1, 1, 0, 1]

    /// The render effect of `effect`, or `nil` for one not drawn (disabled, or a type not drawn).
    init?(_ effect: LottieEffect, overrides: TrackOverrides) {
        guard effect.isEnabled else { return nil }
        let p = effect.parameters
        let parameters = EffectParameters(effect, overrides: overrides)
        func number(_ i: Int, _ fallback: Double) -> Track<Double> { parameters.number(i, fallback) }
        func color(_ i: Int, _ fallback: Color) -> Track<Color> { parameters.color(i, fallback) }
        let white = Color(red: 1, green: 1, blue: 1), black = Color(red: 0, green: 0, blue: 0)
        switch effect.type {
        case 21:
            kind = .fill(color: color(2, Color(red: 1, green: 0, blue: 0)), opacity: number(6, 1))
        case 20:
            var constantFull = false
            if p.indices.contains(2), case .slider(let v) = p[2].value { constantFull = v.keyframes.isEmpty && v.initialValue == 100 }
            kind = .tint(black: color(0, black), white: color(1, white), amount: number(2, 100), over: !constantFull)
        case 23:
            kind = .tritone(bright: color(0, white), mid: color(1, Color(red: 0.5, green: 0.5, blue: 0.5)), dark: color(2, black))
        case 24:
            var tracks: [Track<Double>] = []
            for start in RenderEffect.levelsStarts {
                for (k, fallback) in RenderEffect.levelsDefaults.enumerated() { tracks.append(number(start + k, fallback)) }
            }
            kind = .levels(tracks)
        case 29:
            kind = .blur(blurriness: number(0, 0), dimensions: number(1, 1))
        case 25:
            kind = .dropShadow(color: color(0, black), opacity: number(1, 127.5), direction: number(2, 135),
                               distance: number(3, 5), softness: number(4, 0))
        default:
            return nil
        }
    }

    /// The canvas effect at time `t`; blur and shadow reach clamped to `maxRadius` (layer units).
    func effect(at t: Double, maxRadius: Double) -> LayerEffect {
        func bounded(_ v: Double, _ limit: Double) -> Double { v.isFinite ? min(max(v, 0), limit) : 0 }
        switch kind {
        case .fill(let color, let opacity):
            return .fill(color.value(at: t), opacity: opacity.value(at: t))
        case .tint(let black, let white, let amount, let over):
            return .tint(black: black.value(at: t), white: white.value(at: t), amount: amount.value(at: t) / 100, overOriginal: over)
        case .tritone(let bright, let mid, let dark):
            return .tritone(bright: bright.value(at: t), mid: mid.value(at: t), dark: dark.value(at: t))
        case .levels(let tracks):
            func curve(_ n: Int) -> Levels.Curve {
                let i = n * 5
                return Levels.Curve(inputBlack: tracks[i].value(at: t), inputWhite: tracks[i + 1].value(at: t), gamma: tracks[i + 2].value(at: t),
                                    outputBlack: tracks[i + 3].value(at: t), outputWhite: tracks[i + 4].value(at: t))
            }
            return .levels(Levels(rgb: curve(0), red: curve(1), green: curve(2), blue: curve(3), alpha: curve(4)))
        case .blur(let blurriness, let dimensions):
            // σ = 0.3 · blurriness; the reach (3σ) stays within the bound.
            let sigma = bounded(blurriness.value(at: t) * 0.3, maxRadius / 3)
            let dims = dimensions.value(at: t).rounded()
            return .blur(sigmaX: dims == 3 ? 0 : sigma, sigmaY: dims == 2 ? 0 : sigma)
        case .dropShadow(let color, let opacity, let direction, let distance, let softness):
            let angle = (direction.value(at: t) - 90) * .pi / 180
            let d = bounded(distance.value(at: t), maxRadius)
            let c = color.value(at: t)
            // The flood colour is written as bytes (rounded), its opacity out of 255.
            let rounded = Color(red: (c.red * 255).rounded() / 255, green: (c.green * 255).rounded() / 255, blue: (c.blue * 255).rounded() / 255)
            return .dropShadow(color: rounded, opacity: opacity.value(at: t) / 255,
                               dx: angle.isFinite ? d * cos(angle) : 0, dy: angle.isFinite ? d * sin(angle) : 0,
                               sigma: bounded(softness.value(at: t) / 4, maxRadius / 3))
        }
    }
}

extension RenderEffect {
    /// Whether the effect moves colour past the layer's drawn pixels (blur, shadow).
    var spreads: Bool {
        switch kind {
        case .blur, .dropShadow: true
        default: false
        }
    }
}
