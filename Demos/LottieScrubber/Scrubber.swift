import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie

/// What the scrubber shows: a loaded animation with its renderer and frame range, or the
/// error that kept a file from loading.
enum Document {
    case animation(name: String, animation: LottieAnimation, renderer: LottieRenderer)
    case failure(name: String, message: String)

    /// Loads a file (`.json`, `.lottie`, `.lot`), or the embedded sample when `path` is nil.
    static func open(_ path: String?) -> Document {
        let name = path.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? SampleAnimation.name
        do {
            let reader = LottieReader()
            let animation = try path.map { try reader.read(contentsOfFile: $0) }
                ?? reader.read(Array(SampleAnimation.json.utf8))
            return .animation(name: name, animation: animation, renderer: LottieRenderer(animation))
        } catch {
            return .failure(name: name, message: "\(error)")
        }
    }

    /// The frames a scroll can reach: `ip … op − 1` (the last frame any player draws).
    var frames: FrameRange? {
        guard case .animation(_, let animation, _) = self else { return nil }
        return FrameRange(inPoint: animation.inPoint, outPoint: animation.outPoint)
    }
}
