import Scrollwork
import ScrollworkCanvas
import ScrollworkExpressions
import ScrollworkImageDecoders
import ScrollworkLottie
import ScrollworkSystemFonts

/// What the scrubber shows: a loaded animation with its player and the scroll binding that
/// scrubs it, or the error that kept a file from loading.
enum Document {
    case animation(name: String, player: LottiePlayer, scroll: LottieScrollBinding)
    case failure(name: String, message: String)

    /// Loads a file (`.json`, `.lottie`, `.lot`), or the embedded sample when `path` is nil.
    /// Scroll units are frames from the in-point: the binding maps the scroll range
    /// `0 … op − 1 − ip` onto the file's progress and frames.
    static func open(_ path: String?, clock: any PlaybackClock) -> Document {
        let name = path.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? SampleAnimation.name
        do {
            let reader = LottieReader(imageDecoder: .allFormats, fontMatcher: SystemFonts())
            let animation = try path.map { try reader.read(contentsOfFile: $0) }
                ?? reader.read(json: SampleAnimation.json)
            let player = LottiePlayer(animation: animation, options: .init(expressions: .javaScript), clock: clock)
            player.loopMode = .loop
            let scroll = LottieScrollBinding(scrubbing: player,
                                             range: ScrollRange(start: 0, end: player.endFrame - player.startFrame))
            return .animation(name: name, player: player, scroll: scroll)
        } catch {
            return .failure(name: name, message: "\(error)")
        }
    }
}
