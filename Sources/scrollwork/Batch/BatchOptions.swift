import Foundation
import ArgumentParser
import ScrollworkBatch

/// The options of `export` and `render` for many files at once.
struct BatchOptions: ParsableArguments {
    @Option(name: .customLong("list"), help: "A file listing inputs, one path a line (repeatable).")
    var lists: [String] = []

    @Flag(help: "Convert a file again even when its output is newer than it (batches skip those).")
    var force = false

    @Flag(help: "Batches: print one JSON object a line per file, then a summary object.")
    var json = false

    /// Whether these inputs and output make a batch: several inputs, a folder, a list, or an
    /// output pattern naming each input.
    func isBatch(_ inputs: [String], output: String?) -> Bool {
        if inputs.count > 1 || !lists.isEmpty { return true }
        if let output, OutputPattern(output).namesInputs { return true }
        return inputs.contains { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }
}

/// `--profile`: a platform's rules the output follows.
enum StickerProfile: String, ExpressibleByArgument, CaseIterable {
    /// Telegram animated stickers (`.tgs`).
    case telegram
    /// Telegram video stickers (VP9 WebM with alpha).
    case telegramVideo = "telegram-video"
}

extension FrameFit {
    /// From `--size`, `--scale` or `--width` (at most one), else scale 1.
    static func from(size: PixelSize?, scale: Double?, width: Int?) throws -> FrameFit {
        let given = [size != nil, scale != nil, width != nil].filter { $0 }.count
        if given > 1 { throw CommandFailure("give one of --size, --scale and --width") }
        if let size { return .box(width: size.width, height: size.height) }
        if let scale {
            guard scale > 0, scale.isFinite else { throw CommandFailure("--scale must be a positive number") }
            return .scale(scale)
        }
        if let width {
            guard width > 0, width <= 16_384 else { throw CommandFailure("--width must be in 1…16384") }
            return .width(width)
        }
        return .scale(1)
    }
}
