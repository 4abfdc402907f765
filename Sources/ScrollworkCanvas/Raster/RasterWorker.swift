import CIntrinsics
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A second thread for band-parallel rasterization: while the calling thread sweeps the upper
/// half of a large shape, this one sweeps the lower half with its own cell buffers. It also
/// clears the lower half of a large area, and copies the lower half of one out of the pixmap.
///
/// One job at a time, handed over and waited for with two semaphores (which also order the
/// memory both threads touch). A job is a plain value (no closure), so handing one over
/// allocates nothing. The thread sleeps between jobs and is joined on deinit.
final class RasterWorker: @unchecked Sendable {
    /// The sinks whose copies may paint different rows on two threads at once: they write
    /// through raw pointers into disjoint rows and read their paint (colour, gradient table,
    /// image, clip mask) without changing it. A shaded blitter's copy shades into the
    /// worker's own row (``sink(for:columns:)``).
    enum Sink {
        case solid(SolidSink)
        case coverage(CoverageSink)
        case blitter(Blitter)
    }

    /// Rows `top ..< bottom` of `rasterizer`'s stored edges, swept with the worker's buffers.
    struct Job {
        var rasterizer: Rasterizer
        var top: Int
        var bottom: Int
        var layout: SweepLayout
        var sink: Sink
    }

    /// Rows of pixels the worker copies or fills while the calling thread does the others.
    enum RowTask {
        case copy(PixelCopy)
        case fill(PixelFill)

        func perform() {
            switch self {
            case .copy(let copy): copy.perform()
            case .fill(let fill): fill.perform()
            }
        }

        /// How many rows the task covers.
        var rows: Int {
            switch self {
            case .copy(let copy): copy.rows
            case .fill(let fill): fill.rows
            }
        }

        /// The same task over rows `range` of its own (0 is its first row).
        func rows(_ range: Range<Int>) -> RowTask {
            switch self {
            case .copy(var copy):
                copy.source += range.lowerBound * copy.sourceStride
                copy.target += range.lowerBound * copy.targetBytesPerRow
                copy.rows = range.count
                return .copy(copy)
            case .fill(var fill):
                fill.target += range.lowerBound * fill.stride
                fill.rows = range.count
                return .fill(fill)
            }
        }
    }

    /// Rows of a pixmap set to one value (a large clear).
    struct PixelFill {
        var target: UnsafeMutablePointer<UInt32>
        var stride: Int
        var width: Int
        var rows: Int
        var value: UInt32

        /// Fills the rows on the calling thread.
        func perform() {
            for row in 0..<rows { (target + row * stride).update(repeating: value, count: width) }
        }
    }

    /// Rows of pixels copied out of the pixmap (``Canvas/copyPixels(_:to:bytesPerRow:swappingRedAndBlue:)``).
    struct PixelCopy {
        var source: UnsafePointer<UInt32>
        var sourceStride: Int
        var target: UnsafeMutableRawPointer
        var targetBytesPerRow: Int
        var width: Int
        var rows: Int
        var swap: Bool
        var stream: Bool

        /// Copies the rows on the calling thread.
        func perform() {
            for row in 0..<rows {
                scrollwork_copy_pixels(source + row * sourceStride,
                                       (target + row * targetBytesPerRow).assumingMemoryBound(to: UInt32.self),
                                       width, swap ? 1 : 0, stream ? 1 : 0)
            }
            if stream { scrollwork_store_fence() }
        }
    }

    /// The worker's own cells, bits and scratch.
    let buffers = SweepBuffers()
    /// The row a shaded blitter's copy shades into on the worker.
    private var rowScratch = ScratchBuffer<UInt32>()
    private var job: Job?
    private var rows: RowTask?
    private var quitting = false
    private let start: UnsafeMutablePointer<sem_t>
    private let done: UnsafeMutablePointer<sem_t>
    private var thread = pthread_t()

    /// Starts the thread, or returns nil when the system refuses one.
    init?() {
        start = .allocate(capacity: 1)
        done = .allocate(capacity: 1)
        sem_init(start, 0, 0)
        sem_init(done, 0, 0)
        let context = Unmanaged.passUnretained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<RasterWorker>.fromOpaque(context).takeUnretainedValue().serve()
            return nil
        }, context)
        if created != 0 {
            sem_destroy(start); sem_destroy(done)
            start.deallocate(); done.deallocate()
            return nil
        }
    }

    /// `sink` as the worker paints with it, for spans within `columns` pixels of each other,
    /// or nil when it is not a kind that may be split. Called on the calling thread, between
    /// jobs.
    func sink<S: SpanSink>(for sink: S, columns: Int) -> Sink? {
        if let solid = sink as? SolidSink { return .solid(solid) }
        if let coverage = sink as? CoverageSink { return .coverage(coverage) }
        guard var blitter = sink as? Blitter else { return nil }
        if !blitter.solid {
            rowScratch.reserve(columns, .uninitialized)
            blitter.scratch = rowScratch.base
        }
        return .blitter(blitter)
    }

    deinit {
        quitting = true
        sem_post(start)
        pthread_join(thread, nil)
        sem_destroy(start); sem_destroy(done)
        start.deallocate(); done.deallocate()
    }

    /// Runs `job` on the worker thread while `meanwhile` runs on this one; returns when both
    /// are done.
    func run(_ job: Job, meanwhile: () -> Void) {
        self.job = job
        sem_post(start)
        meanwhile()
        RasterWorker.wait(done)
        self.job = nil
    }

    /// Runs `rows` on the worker thread while `meanwhile` runs on this one; returns when both
    /// are done.
    func run(_ rows: RowTask, meanwhile: () -> Void) {
        self.rows = rows
        sem_post(start)
        meanwhile()
        RasterWorker.wait(done)
        self.rows = nil
    }

    private func serve() {
        while true {
            RasterWorker.wait(start)
            if quitting { return }
            if let job { perform(job) }
            rows?.perform()
            sem_post(done)
        }
    }

    private func perform(_ job: Job) {
        switch job.sink {
        case .solid(var sink):
            job.rasterizer.sweepRows(job.top, job.bottom, buffers: buffers, layout: job.layout,
                                     budget: Double(Rasterizer.maxCells) / 2, into: &sink)
        case .coverage(var sink):
            job.rasterizer.sweepRows(job.top, job.bottom, buffers: buffers, layout: job.layout,
                                     budget: Double(Rasterizer.maxCells) / 2, into: &sink)
        case .blitter(var sink):
            job.rasterizer.sweepRows(job.top, job.bottom, buffers: buffers, layout: job.layout,
                                     budget: Double(Rasterizer.maxCells) / 2, into: &sink)
        }
    }

    private static func wait(_ semaphore: UnsafeMutablePointer<sem_t>) {
        while sem_wait(semaphore) != 0 && errno == EINTR {}
    }
}
