import Dispatch
import Foundation
import ScrollworkExport
import Scrollwork

/// Converts many files at once: each on one core (its frames drawn one after another and
/// streamed to the encoder), as many at a time as there are cores, the results arriving as
/// each file ends. A bad file is a failed result and the batch goes on.
///
/// Memory is bounded by the files in flight — ``concurrency`` of them, each one animation,
/// one canvas and the few frames its encoder holds — not by the size of the batch.
///
/// ```swift
/// let inputs = try BatchInputs.expand(["stickers/"])
/// let jobs = try OutputPattern("out/{path}.webp").jobs(for: inputs)
/// let batch = BatchConverter(conversion: LottieConversion(target: .animation(.webp), fit: .box(width: 512, height: 512)))
/// var summary = BatchSummary()
/// for await result in batch.results(for: jobs) {
///     summary.add(result)
/// }
/// print(summary.converted, summary.skipped, summary.failures)
/// ```
public struct BatchConverter: Sendable {
    /// What each file becomes.
    public var conversion: LottieConversion
    /// Files converted at once (0 = one per active core).
    public var concurrency: Int
    /// Whether outputs newer than their input are converted again (otherwise they are
    /// skipped).
    public var force: Bool

    /// A batch of `conversion`s, one file per core.
    public init(conversion: LottieConversion, concurrency: Int = 0, force: Bool = false) {
        self.conversion = conversion
        self.concurrency = concurrency
        self.force = force
    }

    /// The files converted at once for `jobs` files.
    package func workerCount(jobs: Int) -> Int {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return max(1, min(concurrency > 0 ? concurrency : cores, max(1, jobs)))
    }

    /// The results of converting `jobs`, in the order the files end. Converting starts at
    /// once; when the consumer stops iterating (or its task is cancelled), the files being
    /// converted stop at their next frame, leaving nothing behind, and no more are started.
    public func results(for jobs: [BatchJob]) -> AsyncStream<BatchResult> {
        let (stream, continuation) = AsyncStream.makeStream(of: BatchResult.self)
        let cancellation = ExportCancellation()
        continuation.onTermination = { _ in cancellation.cancel() }
        let batch = self
        let thread = Thread {
            batch.run(jobs, cancellation: cancellation) { continuation.yield($0) }
            continuation.finish()
        }
        thread.start()
        return stream
    }

    /// Converts `jobs` on one thread per core (or ``concurrency``), at most one per job, and
    /// returns when all have ended (or, after `cancellation`, when the files being converted
    /// have stopped). `deliver` is called once per finished file, one call at a time, on a
    /// worker thread.
    public func run(_ jobs: [BatchJob], cancellation: ExportCancellation? = nil,
                    deliver: @escaping @Sendable (BatchResult) -> Void) {
        let next = Locked(0)
        let delivery = Locked(())
        let group = DispatchGroup()
        let (conversion, force) = (self.conversion, self.force)
        for _ in 0..<workerCount(jobs: jobs.count) {
            let worker = Thread {
                defer { group.leave() }
                while !(cancellation?.isCancelled ?? false) {
                    let k = next.withLock { n -> Int in
                        defer { n += 1 }
                        return n
                    }
                    guard k < jobs.count else { return }
                    let result = Self.convert(jobs[k], index: k, with: conversion, force: force, cancellation: cancellation)
                    delivery.withLock { _ in deliver(result) }
                }
            }
            worker.stackSize = 8 << 20          // as the main thread's: deep files recurse
            group.enter()
            worker.start()
        }
        group.wait()
    }

    /// Converts one file on the calling thread.
    private static func convert(_ job: BatchJob, index: Int, with conversion: LottieConversion, force: Bool,
                                cancellation: ExportCancellation?) -> BatchResult {
        let start = ContinuousClock.now
        let outcome: BatchResult.Outcome
        do {
            switch try conversion.convert(job.input, to: job.output, threads: 1, skipIfNewer: !force, cancellation: cancellation) {
            case .converted(let report): outcome = .converted(report)
            case .skipped(let reason): outcome = .skipped(reason: reason)
            }
        } catch {
            outcome = .failed(reason: error.description)
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return BatchResult(index: index, job: job, outcome: outcome, seconds: seconds)
    }
}
