import Scrollwork
import ScrollworkCanvas

/// The stroke effect (ty 22) of a layer, as lottie-web's SVG renderer draws it: the layer's
/// mask paths (one, by its 1-based number, or all of them) stroked with round caps, then
/// drawn over the layer ("on original"), alone ("on transparent") — in both cases the masks
/// no longer clip the layer — or used as an alpha matte of the layer ("reveal original").
/// Parameters by position: path 0, all masks 1, colour 3, brush size 4 (the stroke is twice
/// as wide), hardness 5 (not read), opacity 6 (0…1), start 7 and end 8 (%), spacing 9 (% of
/// the width between one-unit dots), paint style 10.
///
/// A class, never changed once built: a layer holds it by reference, so asking whether the
/// layer has one copies nothing.
final class StrokeEffectTrack {
    enum PaintStyle { case onOriginal, onTransparent, revealOriginal, none }

    let maskNumber: Track<Double>
    let allMasks: Bool
    let color: Track<Color>
    let brushSize: Track<Double>
    let opacity: Track<Double>
    let start: Track<Double>
    let end: Track<Double>
    let spacing: Track<Double>
    let style: PaintStyle
    /// Every mask path of the layer in file order (masks of mode none included).
    let paths: [Track<BezierValue>]

    /// The track of `effect` (type 22, enabled) on a layer with `masks`, or `nil`.
    init?(_ effect: LottieEffect, masks: [LottieMask], overrides: TrackOverrides) {
        guard effect.type == 22, effect.isEnabled else { return nil }
        let parameters = EffectParameters(effect, overrides: overrides)
        func number(_ i: Int, _ fallback: Double) -> Track<Double> { parameters.number(i, fallback) }
        func constant(_ i: Int) -> Double? { parameters.constant(i) }
        maskNumber = number(0, 1)
        allMasks = constant(1) == 1
        color = parameters.color(3, Color(red: 1, green: 1, blue: 1))
        brushSize = number(4, 2)
        opacity = number(6, 1)
        start = number(7, 0)
        end = number(8, 100)
        spacing = number(9, 0)
        switch constant(10) {
        case 1: style = .onOriginal
        case 2: style = .onTransparent
        case 3: style = .revealOriginal
        default: style = .none
        }
        paths = masks.map { Track(path: $0.path, in: overrides) }
    }

    /// Whether the layer's masks stop clipping it (lottie-web removes them for these styles).
    var dropsMasks: Bool { style == .onOriginal || style == .onTransparent }

    /// Strokes the chosen mask paths into `canvas` (layer coordinates), in the effect's colour
    /// (white when it is the matte) at its opacity; each mask's outline is built in `contour`
    /// and `path` (kept between frames: nothing allocated once they have grown).
    func stroke(at t: Double, canvas: Canvas, contour: inout Contour, path: inout Path) {
        var first = 0, last = paths.count - 1
        if !allMasks {
            let n = maskNumber.value(at: t).rounded()
            guard n.isFinite, n >= 1, n <= Double(paths.count) else { return }
            first = Int(n) - 1
            last = first
        }
        guard first <= last else { return }
        let width = brushSize.value(at: t) * 2
        let alpha = opacity.value(at: t)
        guard width.isFinite, width > 0, alpha.isFinite, alpha > 0 else { return }
        var c = Color(red: 1, green: 1, blue: 1)
        if style != .revealOriginal {
            // Written as bytes, rounded down.
            let v = color.value(at: t)
            c = Color(red: (v.red * 255).rounded(.down) / 255, green: (v.green * 255).rounded(.down) / 255, blue: (v.blue * 255).rounded(.down) / 255)
        }
        c.alpha = min(alpha, 1)
        var style = StrokeStyle(width: width, cap: .round, join: .miter)
        let s = start.value(at: t), e = end.value(at: t)
        if s != 0 || e != 100, s.isFinite, e.isFinite {
            style.trim = Trim(start: min(s, e) / 100, end: max(s, e) / 100)
        }
        let gap = width * spacing.value(at: t) / 100
        if gap.isFinite, gap > 0 { style.dash = DashPattern([1, gap], offset: 1) }
        for i in first...last {
            paths[i].contour(at: t, into: &contour)
            path.removeAll()
            contour.append(to: &path, straightLines: false)
            canvas.stroke(path, color: c, style: style)
        }
    }
}

extension LottieRenderer {
    /// Draws the layer's content, with its stroke effect (if any) as its paint style asks.
    func drawContentAndStroke(_ i: Int, of c: Int, at t: Double, canvas: Canvas) {
        guard let stroke = compositions[c].layers[i].strokeEffect else {
            drawContent(i, of: c, at: t, canvas: canvas)
            return
        }
        switch stroke.style {
        case .none:
            drawContent(i, of: c, at: t, canvas: canvas)
        case .onOriginal:
            drawContent(i, of: c, at: t, canvas: canvas)
            stroke.stroke(at: t, canvas: canvas, contour: &scratch.maskContour, path: &scratch.effectPath)
        case .onTransparent:
            stroke.stroke(at: t, canvas: canvas, contour: &scratch.maskContour, path: &scratch.effectPath)
        case .revealOriginal:
            canvas.beginLayer(Layer(matte: .alpha))
            drawContent(i, of: c, at: t, canvas: canvas)
            canvas.beginMatte()
            stroke.stroke(at: t, canvas: canvas, contour: &scratch.maskContour, path: &scratch.effectPath)
            canvas.endLayer()
        }
    }
}
