import Scrollwork

/// An effect's parameters read by position, as lottie-web reads them, each as a track that
/// value providers and expressions can override. A parameter that is missing or of another kind
/// gives the fallback (the decoder has reported it).
struct EffectParameters {
    let parameters: [LottieEffectParameter]
    let overrides: TrackOverrides

    init(_ effect: LottieEffect, overrides: TrackOverrides) {
        parameters = effect.parameters
        self.overrides = overrides
    }

    /// The numeric parameter at `i` (slider, angle, checkbox, dropdown or layer index).
    func number(_ i: Int, _ fallback: Double) -> Track<Double> {
        guard parameters.indices.contains(i) else { return Track(fallback) }
        switch parameters[i].value {
        case .slider(let v), .angle(let v), .checkbox(let v), .dropdown(let v), .layer(let v): return Track(v, in: overrides)
        default: return Track(fallback)
        }
    }

    /// The numeric parameter at `i` as its first value, for choices that are not animated.
    func constant(_ i: Int) -> Double? {
        guard parameters.indices.contains(i) else { return nil }
        switch parameters[i].value {
        case .slider(let v), .angle(let v), .checkbox(let v), .dropdown(let v), .layer(let v): return v.initialValue
        default: return nil
        }
    }

    /// The colour parameter at `i`.
    func color(_ i: Int, _ fallback: Color) -> Track<Color> {
        guard parameters.indices.contains(i), case .color(let v) = parameters[i].value else { return Track(fallback) }
        return Track(v, in: overrides)
    }

    /// The point parameter at `i`, or the origin.
    func point(_ i: Int) -> Track<Point> {
        guard parameters.indices.contains(i), case .point(let v) = parameters[i].value else { return Track(Point.zero) }
        return Track(v, in: overrides)
    }
}
