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
        width, height, scale) over white into DIR/<file>@<frame>.png, in one process, a file per \
        thread at a time (--threads N to limit).

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
          scrollwork render button.lottie --animation hover --theme dark --frame 10 -o hover-dark.png
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

    @OptionGroup var dotLottie: DotLottieOptions

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
        guard threads >= 0, threads <= 1024 else { throw CommandFailure("--threads must be in 0…1024") }
        let index = try ReferenceIndex(contentsOf: indexPath)
        let files = IndexFiles(index)
        let corpus = index.corpus, reader = commandLineReader(expressions: !noExpressions)
        let next = Locked(0), failures = Locked(0)
        let failure = Locked<(any Error)?>(nil)
        // One file at a time per worker (its renderer draws its frames in index order), the
        // files handed out in index order from a shared counter: the PNGs are a serial run's.
        let work: @Sendable (Int) -> Void = { _ in
            guard let pixmap = try? Pixmap(width: 1, height: 1) else { return }
            let canvas = Canvas(pixmap)
            while failure.withLock({ $0 == nil }) {
                let i = next.withLock { n -> Int in
                    defer { n += 1 }
                    return n
                }
                guard i < files.groups.count else { return }
                let entries = files.groups[i]
                let file = entries[0].file
                let path = (corpus as NSString).appendingPathComponent(file)
                guard let renderer = try? commandLineRenderer(reader.read(contentsOfFile: path)) else {
                    FileHandle.standardError.write(Data("cannot load \(file)\n".utf8))
                    failures.withLock { $0 += entries.count }
                    continue
                }
                do {
                    for entry in entries {
                        try Self.renderEntry(entry, renderer: renderer, canvas: canvas, outDir: outDir)
                    }
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                }
            }
        }
        let workers = ParallelFrames.workerCount(requested: threads, frames: files.groups.count)
        if workers == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }
        if let error = failure.withLock({ $0 }) { throw error }
        let missed = failures.withLock { $0 }
        if missed > 0 { FileHandle.standardError.write(Data("\(missed) frames not rendered\n".utf8)) }
    }

    /// Renders one golden frame over white into `outDir/<file>@<frame>.png`.
    static func renderEntry(_ entry: ReferenceIndex.Entry, renderer: LottieRenderer, canvas: Canvas, outDir: String) throws {
        let file = entry.file
        let out = (outDir as NSString).appendingPathComponent("\(file)@\(Int(entry.frame)).png")
        try? FileManager.default.createDirectory(atPath: (out as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let c = try renderFrame(renderer, frame: entry.frame, size: nil, scale: entry.scale, canvas: canvas)
        if let w = entry.width, let h = entry.height, w != c.pixmap.width || h != c.pixmap.height {
            FileHandle.standardError.write(Data("size mismatch for \(file)\n".utf8))
        }
        try writePNG(c.pixmap, to: out, background: .white)
    }
}

/// An index's entries with a scale, grouped by corpus file in the order each file first appears.
struct IndexFiles: Sendable {
    var groups: [[ReferenceIndex.Entry]]

    init(_ index: ReferenceIndex) {
        var position: [String: Int] = [:]
        groups = []
        for entry in index.entries where entry.scale != nil {
            if let at = position[entry.file] {
                groups[at].append(entry)
            } else {
                position[entry.file] = groups.count
                groups.append([entry])
            }
        }
    }
}
