import Scrollwork
import ScrollworkCanvas

/// A style's tracks: solid or gradient, fill or stroke.
enum StyleKind {
    case fill(color: Track<Color>, opacity: Track<Double>, rule: FillRule)
    case stroke(color: Track<Color>, opacity: Track<Double>, line: LineTrack)
    case gradientFill(GradientTrack, rule: FillRule)
    case gradientStroke(GradientTrack, line: LineTrack)

    init?(_ content: LottieShapeItem.Content, overrides: TrackOverrides) {
        switch content {
        case .fill(let f):
            self = .fill(color: Track(f.color, in: overrides), opacity: Track(f.opacity, in: overrides), rule: f.fillRule == .evenOdd ? .evenOdd : .nonZero)
        case .stroke(let s):
            self = .stroke(color: Track(s.color, in: overrides), opacity: Track(s.opacity, in: overrides),
                           line: LineTrack(s.style, overrides: overrides))
        case .gradientFill(let g):
            self = .gradientFill(GradientTrack(g.paint, overrides: overrides), rule: g.fillRule == .evenOdd ? .evenOdd : .nonZero)
        case .gradientStroke(let g):
            self = .gradientStroke(GradientTrack(g.paint, overrides: overrides), line: LineTrack(g.style, overrides: overrides))
        default:
            return nil
        }
    }

    var isStroke: Bool {
        switch self {
        case .stroke, .gradientStroke: return true
        default: return false
        }
    }
}

/// Stroke width, caps, joins, miter limit and dashes as tracks.
struct LineTrack {
    let width: Track<Double>
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Track<Double>
    let dashes: [(kind: LottieDash.Kind, length: Track<Double>)]

    init(_ s: LottieStrokeStyle, overrides: TrackOverrides) {
        width = Track(s.width, in: overrides)
        switch s.lineCap {
        case .butt: cap = .butt
        case .round: cap = .round
        case .square: cap = .square
        }
        switch s.lineJoin {
        case .miter: join = .miter
        case .round: join = .round
        case .bevel: join = .bevel
        }
        miterLimit = Track(s.miterLimit, in: overrides)
        dashes = s.dashes.map { ($0.kind, Track($0.length, in: overrides)) }
    }

    /// The style at `t`; a dash pattern's lengths are written into `lengths` (storage kept by
    /// the caller: once the previous style is released, nothing is allocated).
    func style(at t: Double, lengths: inout [Double]) -> StrokeStyle {
        var style = StrokeStyle(width: width.value(at: t), cap: cap, join: join, miterLimit: miterLimit.value(at: t))
        if !dashes.isEmpty {
            // lottie-web's rule: the dash array has one entry fewer than the list (the offset is
            // expected last); entries are placed by their position, the offset read by its role.
            lengths.removeAll(keepingCapacity: true)
            lengths.append(contentsOf: repeatElement(0, count: dashes.count - 1))
            var offset = 0.0
            for (i, d) in dashes.enumerated() {
                if d.kind == .offset { offset = d.length.value(at: t) } else if i < lengths.count { lengths[i] = d.length.value(at: t) }
            }
            if !lengths.isEmpty { style.dash = DashPattern(lengths, offset: offset) }
        }
        return style
    }
}

/// A gradient's tracks.
struct GradientTrack {
    let radial: Bool
    let start: Track<Point>
    let end: Track<Point>
    let highlightLength: Track<Double>
    let highlightAngle: Track<Double>
    let colors: Track<FlatValue>
    let gradient: LottieGradient
    let opacity: Track<Double>

    init(_ p: LottieGradientPaint, overrides: TrackOverrides) {
        radial = p.kind == .radial
        start = Track(p.startPoint, in: overrides)
        end = Track(p.endPoint, in: overrides)
        highlightLength = Track(p.highlightLength, in: overrides)
        highlightAngle = Track(p.highlightAngle, in: overrides)
        colors = Track(p.gradient.values, in: overrides) { FlatValue($0) }
        gradient = p.gradient
        opacity = Track(p.opacity, in: overrides)
    }

    /// The paint at `t`, its ramp rebuilt in `scratch.gradient` (the colours of a keyframed
    /// gradient blended into `scratch.gradientValues`): nothing is allocated once they have grown.
    func paint(at t: Double, scratch: ShapeScratch) -> Paint {
        let flat: [Double]
        if let blend = colors.blend(at: t) {
            // FlatValue's element-wise blend over the common length, into kept storage.
            let a = blend.from.values, b = blend.to.values
            scratch.gradientValues.removeAll(keepingCapacity: true)
            scratch.gradientValues.append(contentsOf: a)
            for k in 0..<Swift.min(a.count, b.count) { scratch.gradientValues[k] = lerp(a[k], b[k], blend.progress) }
            flat = scratch.gradientValues
        } else {
            flat = colors.value(at: t).values
        }
        scratch.gradient.setStops { stops in
            gradient.appendStops(from: flat, offsets: &scratch.gradientOffsets, to: &stops)
        }
        let g = scratch.gradient
        let s = start.value(at: t), e = end.value(at: t)
        if radial {
            return .radial(.lottie(start: s, end: e, highlightLength: highlightLength.value(at: t),
                                   highlightAngle: highlightAngle.value(at: t), gradient: g))
        }
        return .linear(LinearGradient(start: s, end: e, gradient: g))
    }
}
