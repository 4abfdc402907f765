// IntroDemo: a JazzHands-style paged intro in a window, scrolled with the mouse wheel.
//
//   swift run -c release IntroDemo                       a window (needs a display)
//   swift run -c release IntroDemo --headless --wheel -4,-4 --frames 90 --screenshot page2.png
//   swift run -c release IntroDemo --headless --wheel -4,-4,-4 --frames 120 --record intro.webp
//
// The wheel, drags, arrow keys, Page Up/Down and Home/End scroll; the scroll settles on a
// page when you let go. F1 or h toggles the overlay (frame time, page, markers). Esc quits.
// On the last page a click on the switch toggles it (its state changes are printed).
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkExport
import ScrollworkLottie
import ScrollworkScene
import ScrollworkSDL

func fail(_ message: String) -> Never {
    var line = "IntroDemo: \(message)\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    exit(1)
}

let options: HostOptions
do { options = try HostOptions(arguments: Array(CommandLine.arguments.dropFirst())) } catch { fail("\(error)") }

let intro = IntroScene()
let pageWidth = IntroScene.pageSize.width
// One wheel notch turns a quarter page; snapping settles on the nearest page.
var input = ScrollInput(range: intro.scrollRange, axis: .horizontal, wheelStep: pageWidth / 4,
                        lineStep: pageWidth / 8, pageStep: pageWidth)
let host: WindowHost
do { host = try WindowHost(title: "Scrollwork — IntroDemo", options: options, input: input) } catch { fail("\(error)") }
// `--record FILE`: the frames go to an animation file (GIF, WebP, APNG or video by the extension).
host.makeRecorder = { path, width, height in
    try AnimationWriter(path: path, width: width, height: height, options: ExportOptions(framesPerSecond: 60), threads: 0)
}
host.snapping = Snapping(paging: intro.paged.paging, count: IntroScene.pageCount, duration: 0.35, easing: .easeOutCubic)
host.markers = (0..<IntroScene.pageCount).map { ScrollMarker(name: "page \($0 + 1)", offset: Double($0) * pageWidth) }

let renderer = SceneRenderer()
/// Window points → design points: the inverse of the fit the frame is drawn with.
var windowToDesign = Scrollwork.AffineTransform.identity
if let toggle = intro.toggle {
    toggle.machine.addObserver { event in
        if case .stateEntered(let state) = event { print("toggle: \(state)") }
    }
    host.onEvent = { event in
        switch event {
        case .pointerDown(let x, let y): toggle.pointer(LottieStateMachine.PointerEvent.down, at: windowToDesign.apply(Point(x, y)))
        case .pointerUp(let x, let y): toggle.pointer(LottieStateMachine.PointerEvent.up, at: windowToDesign.apply(Point(x, y)))
        case .pointerMove(let x, let y): toggle.pointer(LottieStateMachine.PointerEvent.move, at: windowToDesign.apply(Point(x, y)))
        default: break
        }
    }
}
do {
    try host.run { canvas, info in
        intro.scroll(to: info.offset)
        intro.toggle?.tick(info.deltaTime)
        host.overlayLines = ["page \(String(format: "%.2f", intro.paged.time + 1))/\(IntroScene.pageCount)",
                             "\(renderer.statistics.nodesDrawn) nodes"]
        // Fit the 800×600 design into the window, centred (letterboxed in the first page's
        // colour); only what changed since the last frame is drawn again.
        let window = Size(width: Double(canvas.pixmap.width), height: Double(canvas.pixmap.height))
        let fit = ContentMode.scaleAspectFit.transform(content: IntroScene.pageSize, in: window)
        windowToDesign = (fit.inverted() ?? .identity) * Scrollwork.AffineTransform(scaleX: info.scale, y: info.scale)
        canvas.concatenate(fit)
        canvas.clip(to: Rect(origin: .zero, size: IntroScene.pageSize))
        renderer.renderIncrementally(intro.paged.root, into: canvas, background: Palette.pages[0])
    }
} catch {
    fail("\(error)")
}
if options.frameLimit != nil {
    var stats = host.statistics
    print("IntroDemo: \(stats.count) frames, frame time median \(String(format: "%.2f", stats.median())) ms, p99 \(String(format: "%.2f", stats.percentile(99))) ms (\(host.videoDriver))")
}
