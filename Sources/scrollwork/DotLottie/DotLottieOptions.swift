import ArgumentParser
import Foundation
import ScrollworkBatch
import ScrollworkLottie

/// `--animation ID` and `--theme ID` of `render` and `export`: which animation of a `.lottie`
/// archive to draw, and which of its themes to apply.
struct DotLottieOptions: ParsableArguments {
    @Option(help: "A .lottie archive's animation to draw, by id (default: its initial animation).")
    var animation: String?

    @Option(help: "A .lottie archive's theme to apply, by id (default: the animation's initial theme, if any).")
    var theme: String?

    /// The animation of `file` to draw and the theme to apply, read as a conversion reads it
    /// (``LottieConversion/readAsCommandLine(expressions:dotLottie:)``): an unknown id is an
    /// error, and so is either option for a file that is not a `.lottie` archive.
    func load(_ file: String, expressions: Bool = true) throws -> ConversionSource {
        var conversion = LottieConversion(target: .frames(.all))
        conversion.readAsCommandLine(expressions: expressions, dotLottie: self)
        do { return try conversion.load(file) } catch { throw CommandFailure(error.description) }
    }

    /// Whether the file starts like a ZIP archive (a `.lottie`).
    static func isArchive(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4)) ?? Data()
        return head.elementsEqual([0x50, 0x4B, 0x03, 0x04])
    }
}
