import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie

/// `scrollwork render`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a frame, a range, every frame or a contact sheet to PNG.",
        discussion: """
        One frame: give the file, --frame and -o, and either --size WxH (the content is scaled \
        uniformly to fit and centred) or --scale s (scaled by s from the top-left corner into a \
        round(w·s)×round(h·s) image, drawing clipped to the composition; the golden frames' rule). \
        --width W alone scales to that width and keeps the aspect ratio. Without --background \
        (or with --transparent) the PNG keeps its alpha channel.

        Which frames: --frame F (absolute, fractions allowed; default ip), --progress p (0…1, \
        1 = op − 1), --frames A-B or --from A --to B (inclusive, step 1), or --all (ip … op−1). \
        For more than one frame, -o is a pattern with {frame}, e.g. 'out/frame-{frame}.png'. \
        Many frames are rendered on all cores (one renderer per thread; --threads N to limit); \
        the output is identical to a serial run. A progress bar is drawn on a terminal only.

        Contact sheet: --contact-sheet 4x3 renders 12 evenly spaced frames into one labelled \
        grid PNG (cell size from --size/--scale/--width, default fitted into 256x256).

        Images are written atomically: an error never leaves a half-written file.

        Index mode: --index reference/index.json --out-dir DIR renders every entry (file, frame, \
        width, height, scale) over white into DIR/<file>@<frame>.png, in one process.

        Many files: give several files, folders or --list FILE, and an -o pattern with {name} \
        or {path} (and {ext}, the extension; {frame} for several frames), e.g. 'out/{name}.png' or \
        'out/{path}/{frame}.png'. Files are spread over all cores (--threads N: files at once), \
        each file's frames drawn on its one core; outputs newer than their input are skipped \
        unless --force; a bad file is reported and the rest go on; a summary ends the run, which \
        exits 1 if any file failed (--json: one JSON line per file and a summary).

        Examples:
          scrollwork render logo.json --frame 30 --size 512x512 --background '#ffffff' -o logo.png
          scrollwork render logo.json --progress 0.5 --width 300 -o middle.png
          scrollwork render logo.json --all --scale 0.5 -o 'frames/logo-{frame}.png'
          scrollwork render logo.json --frames 0-29 --threads 2 -o 'out/f{frame}.png'
          scrollwork render logo.json --contact-sheet 4x3 -o sheet.png
          scrollwork render stickers/ --progress 0.5 --size 256x256 -o 'thumbs/{path}.png'
        """)

    @Argument(help: "The Lottie files (.json, .lottie, .tgs) or folders of them.")
    var files: [String] = []

    /// The one file of a render that is not a batch.
    var file: String? { files.first }

    @OptionGroup var batch: BatchOptions

    @Option(help: "The absolute frame to render (fractions allowed).")
    var frame: Double?

    @Option(help: "Output size WxH; the content is fitted and centred.")
    var size: PixelSize?

    @Option(help: "Scale factor from the top-left corner (instead of --size).")
    var scale: Double?

    @Option(help: "Background colour #rrggbb (default: transparent).")
    var background: HexColor?

    @Option(name: .shortAndLong, help: "The output PNG.")
    var output: String?

    @Option(help: "Progress 0…1 instead of --frame (1 = the last frame, op − 1).")
    var progress: Double?

    @Option(help: "A range of frames A-B (inclusive, step 1); -o needs a {frame} pattern.")
    var frames: String?

    @Option(help: "First frame of a range (with --to).")
    var from: Double?

    @Option(help: "Last frame of a range, inclusive (with --from).")
    var to: Double?

    @Flag(help: "Render every frame ip … op−1; -o needs a {frame} pattern.")
    var all = false

    @Option(help: "Output width; the height follows the aspect ratio (instead of --size/--scale).")
    var width: Int?

    @Flag(help: "Keep the alpha channel (the default without --background).")
    var transparent = false

    @Option(help: "COLSxROWS: one PNG with a grid of evenly spaced, labelled frames.")
    var contactSheet: PixelSize?

    @Option(help: "Worker threads for many frames (0 = all cores).")
    var threads: Int = 0

    @Flag(help: "No progress bar.")
    var quiet = false

    @Flag(name: .customLong("no-expressions"),
          help: "Do not run the file's expressions (JavaScript): every property plays its own keyframes.")
    var noExpressions = false

    @Option(help: "A reference index.json: render all its golden frames.")
    var index: String?

    @Option(help: "Output folder for --index.")
    var outDir: String?

    mutating func run() throws {
        do {
            if let index {
                try renderIndex(index)
            } else if batch.isBatch(files, output: output) {
                try renderBatch()
            } else {
                try renderSelection()
            }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    func renderIndex(_ indexPath: String) throws {
        guard let outDir else { throw CommandFailure("--index needs --out-dir") }
        let index = try ReferenceIndex(contentsOf: indexPath)
        var loaded: (file: String, renderer: LottieRenderer?)?
        let canvas = Canvas(try Pixmap(width: 1, height: 1))
        var failures = 0
        for entry in index.entries {
            guard let scale = entry.scale else { continue }
            let file = entry.file, frame = entry.frame
            if loaded?.file != file {
                let path = (index.corpus as NSString).appendingPathComponent(file)
                loaded = (file, try? LottieRenderer(LottieReader(evaluatesExpressions: !noExpressions).read(contentsOfFile: path)))
                if loaded?.renderer == nil { FileHandle.standardError.write(Data("cannot load \(file)\n".utf8)) }
            }
            guard let renderer = loaded?.renderer else { failures += 1; continue }
            let out = (outDir as NSString).appendingPathComponent("\(file)@\(Int(frame)).png")
            try? FileManager.default.createDirectory(atPath: (out as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let c = try renderFrame(renderer, frame: frame, size: nil, scale: scale, canvas: canvas)
            if let w = entry.width, let h = entry.height, w != c.pixmap.width || h != c.pixmap.height {
                FileHandle.standardError.write(Data("size mismatch for \(file)\n".utf8))
            }
            try writePNG(c.pixmap, to: out, background: .white)
        }
        if failures > 0 { FileHandle.standardError.write(Data("\(failures) frames not rendered\n".utf8)) }
    }
}
