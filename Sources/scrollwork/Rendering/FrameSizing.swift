import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie

/// How a frame is sized: fitted and centred into a box, or scaled from the top-left corner.
struct FrameSizing: Sendable {
    /// The box for `--size` (content fitted and centred), or nil.
    var box: PixelSize?
    /// The scale for `--scale`/`--width` (round(w·s)×round(h·s)), or nil.
    var scale: Double?

    /// From the render options: `--size`, `--scale` or `--width` (at most one), else scale 1.
    static func from(size: PixelSize?, scale: Double?, width: Int?, composition: Size) throws -> FrameSizing {
        let given = [size != nil, scale != nil, width != nil].filter { $0 }.count
        if given > 1 { throw CommandFailure("give one of --size, --scale and --width") }
        if let size { return FrameSizing(box: size, scale: nil) }
        if let scale {
            guard scale > 0, scale.isFinite else { throw CommandFailure("--scale must be a positive number") }
            return FrameSizing(box: nil, scale: scale)
        }
        if let width {
            guard width > 0, width <= 16_384 else { throw CommandFailure("--width must be in 1…16384") }
            guard composition.width > 0 else { throw CommandFailure("the composition has no width") }
            return FrameSizing(box: nil, scale: Double(width) / composition.width)
        }
        return FrameSizing(box: nil, scale: 1)
    }

    /// The golden-frame rule: s = min(1, maxDimension/w, maxDimension/h).
    static func reference(composition: Size, maxDimension: Double = 512) -> FrameSizing {
        let s = min(1, maxDimension / max(composition.width, 1e-9), maxDimension / max(composition.height, 1e-9))
        return FrameSizing(box: nil, scale: s)
    }

    /// The pixel size of a frame of `composition`.
    func pixelSize(of composition: Size) -> (width: Int, height: Int) {
        if let box { return (box.width, box.height) }
        let s = scale ?? 1
        return (max(1, Int((composition.width * s).rounded(.toNearestOrAwayFromZero))),
                max(1, Int((composition.height * s).rounded(.toNearestOrAwayFromZero))))
    }

    /// Draws `frame` of `renderer` into `canvas` by this sizing: fitted and centred into the
    /// box (``ContentMode/scaleAspectFit``), or scaled from the top-left corner. With
    /// `incremental`, the canvas is the renderer's own and only what changed since its last
    /// frame there is drawn again (``LottieRenderer/renderIncrementally(frame:into:scale:background:)``:
    /// the pixels of clearing the canvas and drawing the frame).
    func draw(_ renderer: LottieRenderer, frame: Double, into canvas: Canvas, incremental: Bool = false) {
        let s = scale ?? 1
        switch (box.map { Size(width: Double($0.width), height: Double($0.height)) }, incremental) {
        case (let area?, false): renderer.render(frame: frame, into: canvas, size: area, contentMode: .scaleAspectFit)
        case (let area?, true): renderer.renderIncrementally(frame: frame, into: canvas, size: area, contentMode: .scaleAspectFit)
        case (nil, false): renderer.render(frame: frame, into: canvas, scale: s)
        case (nil, true): renderer.renderIncrementally(frame: frame, into: canvas, scale: s)
        }
    }
}
