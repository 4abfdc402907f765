import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkExpressions
import ScrollworkImageDecoders
import ScrollworkLottie
import ScrollworkSystemFonts

/// A failure reported as one line on stderr with a non-zero exit.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// `WxH`.
struct PixelSize: ExpressibleByArgument {
    var width: Int
    var height: Int
    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 16_384, h <= 16_384 else { return nil }
        width = w
        height = h
    }
}

/// `#rrggbb`.
struct HexColor: ExpressibleByArgument {
    var color: Color
    init?(argument: String) {
        guard let c = Color(hex: argument) else { return nil }
        color = c
    }
}

/// The reader of every command: every image format, installed fonts through fontconfig; without
/// `expressions` the model keeps none (they are listed as ignored), so no script from it runs.
func commandLineReader(expressions: Bool = true) -> LottieReader {
    LottieReader(evaluatesExpressions: expressions, imageDecoder: .allFormats, fontMatcher: SystemFonts())
}

/// How every command's renderers run expressions: in Duktape (when the reader kept them).
let commandLineRendererOptions = LottieRenderer.Options(expressions: .javaScript)

/// The renderer of every command (``commandLineRendererOptions``).
func commandLineRenderer(_ animation: LottieAnimation) -> LottieRenderer {
    LottieRenderer(animation, options: commandLineRendererOptions)
}

/// Reads a file with ``commandLineReader(expressions:)``.
func loadAnimation(_ path: String, expressions: Bool = true) throws -> LottieAnimation {
    do {
        return try commandLineReader(expressions: expressions).read(contentsOfFile: path)
    } catch {
        throw CommandFailure("\(error)")
    }
}

/// Renders one frame into a new pixmap: scaled by `scale` from the top-left into
/// round(w·s)×round(h·s), or fitted and centred into `size` (``FrameSizing``'s rules).
func renderFrame(_ renderer: LottieRenderer, frame: Double, size: PixelSize?, scale: Double?, canvas: Canvas?) throws -> Canvas {
    let sizing = FrameSizing(box: size, scale: size == nil ? (scale ?? 1) : nil)
    let (w, h) = sizing.pixelSize(of: renderer.size)
    let pixmap: Pixmap
    do { pixmap = try Pixmap(width: w, height: h) } catch { throw CommandFailure("cannot make a \(w)x\(h) image: \(error)") }
    let c: Canvas
    if let canvas { canvas.reset(pixmap); c = canvas } else { c = Canvas(pixmap) }
    sizing.draw(renderer, frame: frame, into: c)
    return c
}

/// Writes a PNG atomically (`PNG.write` writes a temporary file next to `path` and renames it
/// into place), so a failed or interrupted run never leaves a half-written image behind.
func writePNG(_ pixmap: Pixmap, to path: String, background: Color?) throws {
    do {
        try PNG.write(pixmap, to: path, output: background.map { .rgb(background: $0) } ?? .rgba)
    } catch {
        throw CommandFailure("cannot write \(path): \(error)")
    }
}
