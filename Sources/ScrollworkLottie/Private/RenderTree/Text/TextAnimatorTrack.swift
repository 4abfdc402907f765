import Scrollwork
import ScrollworkCanvas

/// A text animator's properties and range selector as tracks (absent properties are nil).
struct TextAnimatorTrack {
    let anchor: Track<Point>?
    let position: Track<Point>?
    let scale: Track<Point>?
    let rotation: Track<Double>?
    let rotationX: Track<Double>?
    let rotationY: Track<Double>?
    let skew: Track<Double>?
    let skewAxis: Track<Double>?
    let opacity: Track<Double>?
    let fillColor: Track<Color>?
    let fillHue: Track<Double>?
    let fillSaturation: Track<Double>?
    let fillBrightness: Track<Double>?
    let strokeColor: Track<Color>?
    let strokeWidth: Track<Double>?
    let tracking: Track<Double>?
    let selector: LottieTextRangeSelector
    let start: Track<Double>
    let end: Track<Double>
    let offset: Track<Double>
    let amount: Track<Double>
    let easeHigh: Track<Double>
    let easeLow: Track<Double>
    let smoothness: Track<Double>

    init(_ a: LottieTextAnimator, overrides: TrackOverrides) {
        anchor = a.anchor.map { Track($0, in: overrides) }
        position = a.position.map { Track($0, in: overrides) }
        scale = a.scale.map { Track($0, in: overrides) }
        rotation = a.rotation.map { Track($0, in: overrides) }
        rotationX = a.rotationX.map { Track($0, in: overrides) }
        rotationY = a.rotationY.map { Track($0, in: overrides) }
        skew = a.skew.map { Track($0, in: overrides) }
        skewAxis = a.skewAxis.map { Track($0, in: overrides) }
        opacity = a.opacity.map { Track($0, in: overrides) }
        fillColor = a.fillColor.map { Track($0, in: overrides) }
        fillHue = a.fillHue.map { Track($0, in: overrides) }
        fillSaturation = a.fillSaturation.map { Track($0, in: overrides) }
        fillBrightness = a.fillBrightness.map { Track($0, in: overrides) }
        strokeColor = a.strokeColor.map { Track($0, in: overrides) }
        strokeWidth = a.strokeWidth.map { Track($0, in: overrides) }
        tracking = a.tracking.map { Track($0, in: overrides) }
        let s = a.selector
        selector = s
        start = Track(s.start, in: overrides)
        end = Track(s.end, in: overrides)
        offset = Track(s.offset, in: overrides)
        amount = Track(s.amount, in: overrides)
        easeHigh = Track(s.easeHigh, in: overrides)
        easeLow = Track(s.easeLow, in: overrides)
        smoothness = Track(s.smoothness, in: overrides)
    }

    /// Whether the animator colours the fill.
    var colorsFill: Bool { fillColor != nil || fillHue != nil || fillSaturation != nil || fillBrightness != nil }

    /// The animator's values at `t`, with its selection over `total` units (`easing`: the
    /// easing cache of this animator, rebuilt only when ease low or high change).
    func frame(at t: Double, total: Int, easing: inout EasingCache) -> TextAnimatorFrame {
        let points = RangeSelection.easingPoints(easeLow: easeLow.value(at: t), easeHigh: easeHigh.value(at: t))
        let selection = RangeSelection(start: start.value(at: t), end: end.value(at: t), offset: offset.value(at: t),
                                       units: selector.units, total: max(total, 1), shape: selector.shape,
                                       amount: amount.value(at: t) * 0.01, smoothness: smoothness.value(at: t),
                                       easing: easing.easing(points))
        var f = TextAnimatorFrame(selection: selection)
        f.anchor = anchor?.value(at: t)
        f.position = position?.value(at: t)
        f.scale = scale.map { let s = $0.value(at: t); return Point(x: s.x * 0.01, y: s.y * 0.01) }
        f.rotation = rotation.map { $0.value(at: t) * .pi / 180 }
        f.rotationX = rotationX.map { $0.value(at: t) * .pi / 180 }
        f.rotationY = rotationY.map { $0.value(at: t) * .pi / 180 }
        f.skew = skew.map { $0.value(at: t) * .pi / 180 }
        f.skewAxis = (skewAxis?.value(at: t) ?? 0) * .pi / 180
        f.opacity = opacity.map { $0.value(at: t) * 0.01 }
        f.fillColor = fillColor?.value(at: t)
        f.fillHue = fillHue?.value(at: t)
        f.fillSaturation = fillSaturation.map { $0.value(at: t) * 0.01 }
        f.fillBrightness = fillBrightness.map { $0.value(at: t) * 0.01 }
        f.strokeColor = strokeColor?.value(at: t)
        f.strokeWidth = strokeWidth?.value(at: t)
        f.tracking = tracking?.value(at: t)
        return f
    }
}

/// One animator's values at a frame (angles in radians, scale and opacity as factors).
struct TextAnimatorFrame {
    var selection: RangeSelection
    var anchor: Point?
    var position: Point?
    var scale: Point?
    var rotation: Double?
    var rotationX: Double?
    var rotationY: Double?
    var skew: Double?
    var skewAxis = 0.0
    var opacity: Double?
    var fillColor: Color?
    var fillHue: Double?
    var fillSaturation: Double?
    var fillBrightness: Double?
    var strokeColor: Color?
    var strokeWidth: Double?
    var tracking: Double?

    init(selection: RangeSelection) {
        self.selection = selection
    }
}

/// The easing ease low and high make, kept while they stay the same (making one allocates).
struct EasingCache {
    private var points: (x1: Double, y1: Double, x2: Double, y2: Double)?
    private var cached: Easing?

    /// The easing through `p` (nil when linear).
    mutating func easing(_ p: (x1: Double, y1: Double, x2: Double, y2: Double)) -> Easing? {
        if p.x1 == p.y1 && p.x2 == p.y2 { return nil }
        if let q = points, q == p { return cached }
        points = p
        cached = .cubicBezier(p.x1, p.y1, p.x2, p.y2)
        return cached
    }
}
