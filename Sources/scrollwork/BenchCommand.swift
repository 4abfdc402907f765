import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie

/// `scrollwork bench`.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time loading and rendering a file on one thread.",
        discussion: """
        load_ms is reading, decoding and importing the file; then N frames evenly spaced over ip … op−1 are rendered into one reused canvas of the given size (content fitted and centred) and the per-frame times summarised (median, mean). Example: scrollwork bench logo.json --size 512x512 --frames 60 --json
        """)

    @Argument(help: "The Lottie file.")
    var file: String

    @Option(help: "Canvas size WxH (content fitted and centred).")
    var size: PixelSize = PixelSize(argument: "512x512")!

    @Option(help: "Number of frames to render (1…100000).")
    var frames: Int = 60

    @Flag(help: "Print one JSON object.")
    var json = false

    mutating func run() throws {
        do {
            guard frames > 0, frames <= 100_000 else { throw CommandFailure("--frames must be in 1…100000") }
            let clock = ContinuousClock()
            var renderer: LottieRenderer?
            let load = try clock.measure {
                renderer = LottieRenderer(try loadAnimation(file))
            }
            guard let renderer else { throw CommandFailure("cannot load \(file)") }
            let a = renderer.animation
            let canvas = Canvas(try! Pixmap(width: size.width, height: size.height))
            var times: [Double] = []
            let last = max(a.outPoint - 1, a.inPoint)
            for k in 0..<frames {
                let f = frames == 1 ? a.inPoint : a.inPoint + (last - a.inPoint) * Double(k) / Double(frames - 1)
                let d = clock.measure {
                    canvas.clear()
                    renderer.render(frame: f, into: canvas, fitting: Size(width: Double(size.width), height: Double(size.height)))
                }
                times.append(ms(d))
            }
            times.sort()
            let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
            let mean = times.reduce(0, +) / Double(times.count)
            if json {
                print(String(format: "{\"load_ms\": %.3f, \"median_ms\": %.3f, \"mean_ms\": %.3f, \"frames\": %d}", ms(load), median, mean, frames))
            } else {
                print(String(format: "load %.3f ms, per frame median %.3f ms, mean %.3f ms over %d frames at %dx%d",
                             ms(load), median, mean, frames, size.width, size.height))
            }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
}
