// LottieScrubber: open a Lottie file and scrub it with the mouse wheel.
//
//   swift run -c release LottieScrubber [file.json | file.lottie] [host flags]
//
// With no file it opens an animation made for Scrollwork and embedded in the demo. The wheel
// (3 frames a notch), drags and the arrow keys move through the frames; space plays and
// pauses; F1 or h shows the overlay with the frame and the file's markers; dropping a file on
// the window opens it. A file that fails to load shows its error in the window and on stderr
// (and, in a run with --frames, makes the exit status 1).
//
// A dotLottie archive opens with its initial animation and theme, and its state machine
// running: clicks, pointer moves and the wheel go to the machine (layers hit-tested at the
// frame shown), whose state the overlay shows. N picks the next animation, T the next theme,
// S the next state machine (then none: the wheel scrubs again). Changes of state, animation,
// theme and machine are printed ("state: on").
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
var opened = Opened.open(options.remaining.first, clock: clock)
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

/// Points the input, the overlay and the title at the document (again after a switch).
@MainActor func present(_ document: Document) {
    host.input.range = 0...document.scrollLength
    host.input.press(.home)
    host.markers = document.player.animation.markers.map {
        ScrollMarker(name: $0.name, offset: $0.startFrame - document.player.startFrame)
    }
    host.setTitle("\(document.name) — LottieScrubber")
}

/// Shows a document, in place of the current one (`replacing`: stop that one).
@MainActor func adopt(_ newDocument: Opened, replacing: Bool = true) {
    if replacing, case .document(let document) = opened { document.machine?.stop(); document.player.stop() }
    opened = newDocument
    switch opened {
    case .document(let document):
        document.log = { print($0) }
        present(document)
        for diagnostic in document.player.animation.diagnostics.prefix(3) { printError("\(document.name): \(diagnostic)") }
    case .failure(let name, let message):
        host.input.range = 0...0
        host.markers = []
        host.setTitle("\(name) — could not open")
        printError("\(name): \(message)")
        loadFailed = true
    }
}
adopt(opened, replacing: false)

/// Window points → composition coordinates: the inverse of the stage the frame is drawn on.
var windowToComposition = Scrollwork.AffineTransform.identity
var pressedAt: Point?
host.onEvent = { event in
    guard case .document(let document) = opened else {
        if case .fileDropped(let path) = event { adopt(Opened.open(path, clock: clock)) }
        return
    }
    switch event {
    case .fileDropped(let path):
        adopt(Opened.open(path, clock: clock))
    case .key("Space"):
        guard document.machine == nil else { return }
        if document.player.isPlaying { document.player.pause() } else { document.player.play() }
    case .key("N"):
        document.nextAnimation()
        present(document)
    case .key("T"):
        document.nextTheme()
    case .key("S"):
        document.nextStateMachine()
    case .pointerDown(let x, let y):
        let p = windowToComposition.apply(Point(x, y))
        pressedAt = p
        document.machine?.post(.down(p))
    case .pointerUp(let x, let y):
        let p = windowToComposition.apply(Point(x, y))
        document.machine?.post(.up(p))
        // Down and up in one place (within 4 composition units) is also a click.
        if let start = pressedAt, abs(start.x - p.x) <= 4, abs(start.y - p.y) <= 4 { document.machine?.post(.click(p)) }
        pressedAt = nil
    case .pointerMove(let x, let y):
        document.machine?.post(.move(windowToComposition.apply(Point(x, y))))
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
    var stage: Color
    var width: Int, height: Int
    var generation: UInt64
}
var shown: Shown?
do {
    try host.run { canvas, info in
        clock.advance(by: info.deltaTime)
        if case .document = opened {} else { canvas.clear(Color(white: 0.12)) }
        switch opened {
        case .document(let document):
            let player = document.player
            if let machine = document.machine {
                // A state machine plays the file: the wheel is its scroll input.
                document.driver?.update(offset: info.offset)
                machine.tick()
            } else if player.isPlaying && info.targetOffset == lastTarget {
                // Playing: the clock moves the frame and the scroll position follows it.
                player.tick()
                host.input.set(player.currentFrame - player.startFrame)
            } else {
                // The wheel (or a drag, or a key) scrubs, and takes over from playback.
                document.scroll.update(offset: info.offset)
            }
            lastTarget = host.input.offset
            let box = Size(width: Double(canvas.pixmap.width), height: Double(canvas.pixmap.height))
            let stage = ContentMode.scaleAspectFit.transform(content: player.animation.size, in: box)
            windowToComposition = (stage.inverted() ?? .identity) * Scrollwork.AffineTransform(scaleX: info.scale, y: info.scale)
            let showing = Shown(player: ObjectIdentifier(player), revision: player.content.revision, stage: document.stage,
                                width: canvas.pixmap.width, height: canvas.pixmap.height, generation: canvas.generation)
            if showing != shown {
                // The composition sits on its stage (white, or the background its archive or
                // state machine names), fitted and centred in the window.
                canvas.clear(Color(white: 0.12))
                canvas.fill(Rect(origin: .zero, size: player.animation.size).applying(stage), with: .solid(document.stage))
                player.render(into: canvas, size: box, contentMode: .scaleAspectFit)
                shown = showing
                shown?.generation = canvas.generation
            }
            host.overlayLines = ["frame \(String(format: "%.2f", player.currentFrame)) of \(String(format: "%.2f", player.startFrame))…\(String(format: "%.2f", player.endFrame))",
                                 "progress \(String(format: "%.2f", player.currentProgress))",
                                 document.machine != nil ? "the state machine plays" : player.isPlaying ? "playing (space pauses)" : "space plays"]
                + document.overlayLines
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
