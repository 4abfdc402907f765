// LottieScrubber: open a Lottie file and scrub it with the mouse wheel.
//
//   swift run -c release LottieScrubber [file.json | file.lottie] [host flags]
//
// With no file it opens an animation made for Scrollwork and embedded in the demo. The wheel
// (3 frames a notch), drags and the arrow keys move through the frames; space plays and
// pauses; F1 or h shows the overlay with the frame and the file's markers; dropping a file on
// the window opens it. A file that fails to load shows its error in the window and on stderr
// (and, in a run with --frames, makes the exit status 1).
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkExport
import ScrollworkLottie
import ScrollworkSDL

func printError(_ message: String) {
    var line = "LottieScrubber: \(message)\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

let options: HostOptions
do { options = try HostOptions(arguments: Array(CommandLine.arguments.dropFirst())) } catch {
    printError("\(error)")
    exit(1)
}
guard options.remaining.count <= 1 else {
    printError("expected at most one file, got \(options.remaining.count)")
    exit(1)
}

/// Scroll units are frames: one notch moves three frames, one pixel of drag a quarter frame.
let framesPerNotch = 3.0
let clock = ManualClock()            // advanced by the host's frame time
var document = Document.open(options.remaining.first, clock: clock)
var loadFailed = false

let host: WindowHost
do {
    host = try WindowHost(title: "Scrollwork — LottieScrubber", options: options,
                          input: ScrollInput(range: 0...0, wheelStep: framesPerNotch, lineStep: 1,
                                             pageStep: 30, dragScale: 0.25))
} catch {
    printError("\(error)")
    exit(1)
}

// `--record FILE`: the frames go to an animation file (GIF, WebP, APNG or video by the extension).
host.makeRecorder = { path, width, height in
    try AnimationWriter(path: path, width: width, height: height, options: ExportOptions(framesPerSecond: 60), threads: 0)
}

/// Points the input, the overlay and the title at the current document.
@MainActor func adopt(_ newDocument: Document) {
    if case .animation(_, let player, _) = document { player.stop() }
    document = newDocument
    switch document {
    case .animation(let name, let player, let scroll):
        host.input.range = 0...(scroll.range.end - scroll.range.start)
        host.input.press(.home)
        host.markers = player.animation.markers.map { ScrollMarker(name: $0.name, offset: $0.startFrame - player.startFrame) }
        host.setTitle("\(name) — LottieScrubber")
        for diagnostic in player.animation.diagnostics.prefix(3) { printError("\(name): \(diagnostic)") }
    case .failure(let name, let message):
        host.input.range = 0...0
        host.markers = []
        host.setTitle("\(name) — could not open")
        printError("\(name): \(message)")
        loadFailed = true
    }
}
adopt(document)

host.onEvent = { event in
    switch event {
    case .fileDropped(let path):
        adopt(Document.open(path, clock: clock))
    case .key("Space"):
        guard case .animation(_, let player, _) = document else { return }
        if player.isPlaying { player.pause() } else { player.play() }
    default:
        break
    }
}

var errorFont: Font?
var lastTarget = 0.0
/// What the canvas shows: the player, its content's revision (frame, bindings), the size, and
/// the canvas's generation right after drawing. While it stays the same, the frame is not drawn
/// again, and the host does not present it again.
struct Shown: Equatable {
    var player: ObjectIdentifier
    var revision: UInt64
    var width: Int, height: Int
    var generation: UInt64
}
var shown: Shown?
do {
    try host.run { canvas, info in
        clock.advance(by: info.deltaTime)
        if case .animation = document {} else { canvas.clear(Color(white: 0.12)) }
        switch document {
        case .animation(_, let player, let scroll):
            if player.isPlaying && info.targetOffset == lastTarget {
                // Playing: the clock moves the frame and the scroll position follows it.
                player.tick()
                host.input.set(player.currentFrame - player.startFrame)
            } else {
                // The wheel (or a drag, or a key) scrubs, and takes over from playback.
                scroll.update(offset: info.offset)
            }
            lastTarget = host.input.offset
            let showing = Shown(player: ObjectIdentifier(player), revision: player.content.revision,
                                width: canvas.pixmap.width, height: canvas.pixmap.height, generation: canvas.generation)
            if showing != shown {
                // The composition sits on a white stage, fitted and centred in the window.
                canvas.clear(Color(white: 0.12))
                let box = Size(width: Double(canvas.pixmap.width), height: Double(canvas.pixmap.height))
                let stage = ContentMode.scaleAspectFit.transform(content: player.animation.size, in: box)
                canvas.fill(Rect(origin: .zero, size: player.animation.size).applying(stage), with: .solid(.white))
                player.render(into: canvas, size: box, contentMode: .scaleAspectFit)
                shown = showing
                shown?.generation = canvas.generation
            }
            host.overlayLines = ["frame \(String(format: "%.2f", player.currentFrame)) of \(String(format: "%.2f", player.startFrame))…\(String(format: "%.2f", player.endFrame))",
                                 "progress \(String(format: "%.2f", player.currentProgress))",
                                 player.isPlaying ? "playing (space pauses)" : "space plays"]
        case .failure(let name, let message):
            if errorFont == nil { errorFont = try? Font() }
            guard let font = errorFont else { return }
            canvas.scale(x: info.scale, y: info.scale)
            canvas.drawText("Could not open \(name)", font: font, size: 22, at: Point(32, 32), color: Color(red: 1, green: 0.5, blue: 0.4))
            canvas.drawText(message, font: font, size: 15, at: Point(32, 72), color: Color(white: 0.9),
                            maxWidth: info.pointSize.width - 64)
            canvas.drawText("Drop another file on this window.", font: font, size: 15, at: Point(32, info.pointSize.height - 48),
                            color: Color(white: 0.6))
        }
    }
} catch {
    printError("\(error)")
    exit(1)
}
if options.frameLimit != nil {
    var stats = host.statistics
    print("LottieScrubber: \(stats.count) frames, frame time median \(String(format: "%.2f", stats.median())) ms, p99 \(String(format: "%.2f", stats.percentile(99))) ms (\(host.videoDriver))")
}
exit(loadFailed && options.frameLimit != nil ? 1 : 0)
