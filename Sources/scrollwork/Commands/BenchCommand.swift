import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkBatch
import ScrollworkCanvas
import ScrollworkLottie

/// `scrollwork bench`.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time loading and rendering a file on one thread.",
        discussion: """
        load_ms is reading, decoding and importing the file; then N frames evenly spaced over \
        ip … op−1 are rendered into one reused canvas of the given size and the per-frame times \
        summarised (median, mean).

        --threads N (N > 1, or 0 for all cores) then renders the same frames again \
        frame-parallel, one renderer and canvas per thread, and adds the wall time and the \
        throughput (frames per second over all threads) to the output.

        --order sequential times every frame in turn from ip (N of them, one frame apart: \
        playback); random times N frames picked at random (seeks). --incremental redraws only \
        what changed since the previous frame (LottieRenderer.renderIncrementally; the same \
        pixels as a full render).

        JSON keys (milliseconds; median_ms and mean_ms to 0.1 µs): load_ms, median_ms, \
        mean_ms, frames, frame_list (the absolute frames timed, in order, so other engines can \
        time the same ones); with --threads: load_ms, median_ms, mean_ms, frames, threads, \
        wall_ms, fps.

        --state-machine ID plays a .lottie under its state machine and, frame for frame, by a \
        plain player set up as the machine's first state plays; JSON keys: median_machine_ms, \
        median_direct_ms, overhead_percent, frames, same_frames.

        Examples:
          scrollwork bench logo.json --size 512x512 --frames 60 --json
          scrollwork bench toggle.lottie --state-machine toggle --frames 600
          scrollwork bench logo.json --frames 200 --threads 0
        """)

    @Argument(help: "The Lottie file.")
    var file: String

    @Option(help: "Canvas size WxH (content fitted and centred).")
    var size: PixelSize = PixelSize(argument: "512x512")!

    @Option(help: "Number of frames to render (1…100000).")
    var frames: Int = 60

    @Option(help: "Untimed renders of the first frame before timing (lazy set-up and caches; bench_ref.py does 1).")
    var warmup: Int = 0

    @Option(help: "Worker threads: > 1 also renders the frames frame-parallel and reports throughput (0 = all cores).")
    var threads: Int = 1

    @Flag(help: "Print one JSON object.")
    var json = false

    @Option(help: "Which frames: spaced (evenly over ip … op−1), sequential (one apart from ip) or random.")
    var order: FrameOrder = .spaced

    @Flag(help: "Redraw only what changed since the previous frame.")
    var incremental = false

    @Option(name: .customLong("pixel-cache"),
            help: "MiB the renderer may keep as pixels between frames (LottieRenderer.pixelCacheBudget; default 64, 0 keeps none).")
    var pixelCache: Int = LottieRenderer.defaultPixelCacheBudget >> 20

    @Flag(name: .customLong("no-expressions"),
          help: "Do not run the file's expressions (to see what they cost: compare with and without).")
    var noExpressions = false

    @OptionGroup var machineOptions: StateMachineBenchOptions

    mutating func run() throws {
        do {
            guard frames > 0, frames <= 100_000 else { throw CommandFailure("--frames must be in 1…100000") }
            if let id = machineOptions.stateMachine {
                try StateMachineBench(file: file, machineID: id, size: size, frames: frames, json: json).run()
                return
            }
            let clock = ContinuousClock()
            var renderer: LottieRenderer?
            let load = try clock.measure {
                renderer = commandLineRenderer(try loadAnimation(file, expressions: !noExpressions))
            }
            guard let renderer else { throw CommandFailure("cannot load \(file)") }
            guard pixelCache >= 0, pixelCache <= 1 << 20 else { throw CommandFailure("--pixel-cache must be in 0…1048576") }
            renderer.pixelCacheBudget = pixelCache << 20
            let a = renderer.animation
            let canvas = Canvas(try Pixmap(width: size.width, height: size.height))
            var times: [Double] = []
            let sizing = FrameSizing(box: size, scale: nil)
            guard warmup >= 0, warmup <= 1000 else { throw CommandFailure("--warmup must be in 0…1000") }
            for _ in 0..<warmup {
                canvas.clear()
                sizing.draw(renderer, frame: a.inPoint, into: canvas)
            }
            let list = order.frames(frames, in: a)
            for f in list {
                let d = clock.measure {
                    // An incremental frame clears what it redraws itself.
                    if !incremental { canvas.clear() }
                    sizing.draw(renderer, frame: f, into: canvas, incremental: incremental)
                }
                times.append(ms(d))
            }
            if threads != 1 {
                let (median, mean) = summary(times)
                try reportThroughput(renderer.animation, load: ms(load), median: median, mean: mean)
                return
            }
            times.sort()
            let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
            let mean = times.reduce(0, +) / Double(times.count)
            if json {
                let listJSON = list.map { "\($0)" }.joined(separator: ", ")
                print(String(format: "{\"load_ms\": %.3f, \"median_ms\": %.4f, \"mean_ms\": %.4f, \"frames\": %d, ", ms(load), median, mean, frames)
                      + "\"frame_list\": [\(listJSON)]}")
            } else {
                print(String(format: "load %.3f ms, per frame median %.3f ms, mean %.3f ms over %d frames at %dx%d",
                             ms(load), median, mean, frames, size.width, size.height))
            }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    func summary(_ times: [Double]) -> (median: Double, mean: Double) {
        let t = times.sorted()
        let median = t.count % 2 == 1 ? t[t.count / 2] : (t[t.count / 2 - 1] + t[t.count / 2]) / 2
        return (median, t.reduce(0, +) / Double(max(t.count, 1)))
    }

    /// `--threads`: the same frames rendered frame-parallel; wall clock and frames per second.
    func reportThroughput(_ animation: LottieAnimation, load: Double, median: Double, mean: Double) throws {
        guard threads >= 0, threads <= 1024 else { throw CommandFailure("--threads must be in 0…1024") }
        let list = FrameSelection.evenlySpaced(frames, in: animation)
        let workers = ParallelFrames.workerCount(requested: threads, frames: list.count)
        let wall = try ContinuousClock().measure {
            try ParallelFrames.render(ConversionSource(animation: animation, options: commandLineRendererOptions), frames: list, sizing: FrameSizing(box: size, scale: nil), threads: workers) { _, _ in }
        }
        let wallMS = ms(wall)
        let fps = Double(list.count) / max(wallMS / 1000, 1e-9)
        if json {
            print(String(format: "{\"load_ms\": %.3f, \"median_ms\": %.3f, \"mean_ms\": %.3f, \"frames\": %d, \"threads\": %d, \"wall_ms\": %.3f, \"fps\": %.2f}",
                         load, median, mean, frames, workers, wallMS, fps))
        } else {
            print(String(format: "load %.3f ms, one thread median %.3f ms per frame; %d threads: %d frames in %.1f ms, %.1f frames/s at %dx%d",
                         load, median, workers, frames, wallMS, fps, size.width, size.height))
        }
    }

    func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
}
