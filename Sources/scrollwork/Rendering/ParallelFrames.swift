import Dispatch
import Foundation
import Scrollwork
import ScrollworkBatch
import ScrollworkCanvas
import ScrollworkLottie

/// Renders many frames of one animation frame-parallel: one ``LottieRenderer`` and canvas per
/// worker thread, frames handed out in order from a shared counter. Each frame is rendered on
/// a freshly cleared canvas, so the pixels do not depend on which worker drew it: the output
/// is identical to a serial run.
enum ParallelFrames {
    /// The number of workers for `requested` (0 = all active cores), never more than `frames`.
    static func workerCount(requested: Int, frames: Int) -> Int {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return max(1, min(requested > 0 ? requested : cores, max(frames, 1)))
    }

    /// Renders `frames[i]` for every i and hands each finished pixmap to `deliver(i, pixmap)`
    /// (called on the worker thread). The first error stops the job and is rethrown.
    static func render(
        _ source: ConversionSource, frames: [Double], sizing: FrameSizing, threads: Int,
        progress: ProgressBar? = nil, deliver: @escaping @Sendable (Int, Pixmap) throws -> Void
    ) throws {
        let workers = workerCount(requested: threads, frames: frames.count)
        let next = Locked(0)
        let failure = Locked<(any Error)?>(nil)
        let (w, h) = sizing.pixelSize(of: source.animation.size)
        let work: @Sendable (Int) -> Void = { _ in
            let renderer = source.renderer()
            guard let canvas = try? Canvas(width: w, height: h) else {
                failure.withLock { if $0 == nil { $0 = CommandFailure("cannot make a \(w)x\(h) image") } }
                return
            }
            while true {
                let i = next.withLock { n -> Int in
                    defer { n += 1 }
                    return n
                }
                if i >= frames.count || failure.withLock({ $0 != nil }) { return }
                canvas.resetState()
                canvas.clear()
                sizing.draw(renderer, frame: frames[i], into: canvas)
                do {
                    try deliver(i, canvas.pixmap)
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                    return
                }
                progress?.advance()
            }
        }
        if workers == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        }
        progress?.finish()
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
