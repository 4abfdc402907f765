import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie

/// How a file's frames are sized: fitted and centred into a box, scaled from the top-left
/// corner, or scaled to a width (the height following the composition's aspect ratio).
public enum FrameFit: Hashable, Sendable {
    /// Fitted and centred into `width × height` (`ContentMode.scaleAspectFit`).
    case box(width: Int, height: Int)
    /// Scaled by a factor from the top-left corner into round(w·s) × round(h·s).
    case scale(Double)
    /// Scaled so the frame is `width` pixels wide.
    case width(Int)

    /// The pixel size of a frame of a composition of `size`.
    public func pixelSize(of size: Size) -> (width: Int, height: Int) {
        switch self {
        case .box(let w, let h): return (w, h)
        case .scale, .width:
            let s = factor(for: size)
            return (max(1, Int(min(size.width * s, 1e9).rounded(.toNearestOrAwayFromZero))),
                    max(1, Int(min(size.height * s, 1e9).rounded(.toNearestOrAwayFromZero))))
        }
    }

    /// Draws `frame` of `renderer` into `canvas` by this fit.
    public func draw(_ renderer: LottieRenderer, frame: Double, into canvas: Canvas) {
        if case .box(let w, let h) = self {
            renderer.render(frame: frame, into: canvas, size: Size(width: Double(w), height: Double(h)), contentMode: .scaleAspectFit)
        } else {
            renderer.render(frame: frame, into: canvas, scale: factor(for: renderer.size))
        }
    }

    private func factor(for size: Size) -> Double {
        switch self {
        case .box: return 1
        case .scale(let s): return s
        case .width(let w): return size.width > 0 ? Double(w) / size.width : 1
        }
    }
}
