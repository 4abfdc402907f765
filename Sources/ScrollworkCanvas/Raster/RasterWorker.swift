import CIntrinsics
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A second thread for band-parallel work: a large shape's rows are swept, a large area
/// cleared or copied out of the pixmap, by this thread and the calling one together.
///
/// The work is cut into chunks of rows that both threads claim in turn from one atomic
/// counter, the worker with its own cell buffers. The calling thread starts claiming at once
/// and never waits for the worker to wake: if the worker is slow to get a processor (on a
/// busy or virtual machine that takes from tens of microseconds to milliseconds), the calling
/// thread does the chunks itself, and waits only for chunks the worker has claimed. A late
/// worker finds nothing left and sleeps again. A chunk is a plain value (no closure), so
/// handing work over allocates nothing. The thread sleeps between jobs and is joined on
/// deinit.
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

    /// Rows `top ..< bottom` of `rasterizer`'s stored edges, swept a chunk at a time, each
    /// chunk within `budget` cells.
    struct Job {
        var rasterizer: Rasterizer
        var top: Int
        var bottom: Int
        var layout: SweepLayout
        var budget: Double
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

        /// Fills the rows on the calling thread (eight pixels a store where the processor has AVX2).
        func perform() {
            if scrollwork_has_avx2() != 0 {
                for row in 0..<rows { scrollwork_fill_pixels_wide(target + row * stride, width, value) }
            } else {
                for row in 0..<rows { (target + row * stride).update(repeating: value, count: width) }
            }
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

        /// Copies the rows on the calling thread (eight pixels a step where the processor has AVX2).
        func perform() {
            let wide = scrollwork_has_avx2() != 0, swaps: Int32 = swap ? 1 : 0, streams: Int32 = stream ? 1 : 0
            for row in 0..<rows {
                let from = source + row * sourceStride
                let to = (target + row * targetBytesPerRow).assumingMemoryBound(to: UInt32.self)
                if wide {
                    scrollwork_copy_pixels_wide(from, to, width, swaps, streams)
                } else {
                    scrollwork_copy_pixels(from, to, width, swaps, streams)
                }
            }
            if stream { scrollwork_store_fence() }
        }
    }

    /// Work shared between the threads: a sweep, or rows copied or filled.
    enum Work {
        case sweep(Job)
        case rows(RowTask)

        /// How many rows it covers.
        var rows: Int {
            switch self {
            case .sweep(let job): job.bottom - job.top
            case .rows(let task): task.rows
            }
        }
    }

    /// The worker's own cells, bits and scratch.
    let buffers = SweepBuffers()
    /// The row a shaded blitter's copy shades into on the worker.
    private var rowScratch = ScratchBuffer<UInt32>()
    /// The work being shared, set before its chunks are offered and kept until all are done.
    @exclusivity(unchecked) private var work: Work?
    /// The chunks on offer: the number of the next chunk (low 16 bits) and how many there
    /// are (the next 16); the high half counts the works, so a claim never matches an older
    /// word.
    private let offer = Atomic<UInt64>(0)
    /// Chunks the worker has finished of the current work.
    private let finishedByWorker = Atomic<Int>(0)
    @exclusivity(unchecked) private var generation: UInt64 = 0
    @exclusivity(unchecked) private var quitting = false
    private let start: UnsafeMutablePointer<sem_t>
    private var thread = pthread_t()
    /// How many chunks the worker did, in all (for tests).
    var chunksByWorker: Int { totalByWorker.load(ordering: .relaxed) }
    private let totalByWorker = Atomic<Int>(0)

    /// Starts the thread, or returns nil when the system refuses one.
    init?() {
        start = .allocate(capacity: 1)
        sem_init(start, 0, 0)
        let context = Unmanaged.passUnretained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<RasterWorker>.fromOpaque(context).takeUnretainedValue().serve()
            return nil
        }, context)
        if created != 0 {
            sem_destroy(start)
            start.deallocate()
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
        sem_destroy(start)
        start.deallocate()
    }

    /// Chunk `k` of `count` equal chunks of `rows` rows: its rows, counted from 0.
    static func chunk(_ k: Int, of count: Int, rows: Int) -> Range<Int> {
        (k * rows / count) ..< ((k + 1) * rows / count)
    }

    /// How many chunks to cut `rows` rows into: up to eight, of at least `minimumRows` rows.
    static func chunkCount(rows: Int, minimumRows: Int) -> Int {
        max(1, min(8, rows / max(1, minimumRows)))
    }

    /// Shares `work`, cut into `chunks` chunks (up to one a row), with the worker: `here(rows)`
    /// does the chunk of those rows (counted from the work's first) on this thread; returns
    /// when every chunk is done.
    func run(_ work: Work, chunks: Int, here: (Range<Int>) -> Void) {
        let chunks = max(1, min(chunks, 0xFFFF, work.rows))
        self.work = work
        finishedByWorker.store(0, ordering: .relaxed)
        generation &+= 1
        // The work is written before the offer that makes it visible (release).
        offer.store(generation << 32 | UInt64(chunks) << 16, ordering: .releasing)
        sem_post(start)
        var mine = 0
        while let (k, _) = claim() {
            here(RasterWorker.chunk(k, of: chunks, rows: work.rows))
            mine += 1
        }
        // Only chunks the worker claimed are waited for (at most one each in progress).
        let theirs = chunks - mine
        var spins = 0
        while finishedByWorker.load(ordering: .acquiring) < theirs {
            spins += 1
            if spins < 4096 { scrollwork_pause() } else { sched_yield() }
        }
        self.work = nil
    }

    /// Claims the next chunk on offer: its number and how many chunks the work has, or nil
    /// when all are taken.
    private func claim() -> (chunk: Int, of: Int)? {
        var word = offer.load(ordering: .acquiring)
        while true {
            let next = word & 0xFFFF, count = (word >> 16) & 0xFFFF
            guard next < count else { return nil }
            let (exchanged, original) = offer.compareExchange(expected: word, desired: word + 1,
                                                              ordering: .acquiringAndReleasing)
            if exchanged { return (Int(next), Int(count)) }
            word = original
        }
    }

    private func serve() {
        while true {
            RasterWorker.wait(start)
            if quitting { return }
            // A claim made here is of the work on offer, which stays set until its chunks are done.
            while let (k, count) = claim() {
                if let work { perform(work, rows: RasterWorker.chunk(k, of: count, rows: work.rows)) }
                totalByWorker.add(1, ordering: .relaxed)
                finishedByWorker.add(1, ordering: .releasing)
            }
        }
    }

    /// Does rows `range` of `work` (counted from its first) with the worker's buffers.
    private func perform(_ work: Work, rows range: Range<Int>) {
        switch work {
        case .rows(let task):
            task.rows(range).perform()
        case .sweep(let job):
            let top = job.top + range.lowerBound, bottom = job.top + range.upperBound
            switch job.sink {
            case .solid(var sink):
                job.rasterizer.sweepRows(top, bottom, buffers: buffers, layout: job.layout, budget: job.budget, into: &sink)
            case .coverage(var sink):
                job.rasterizer.sweepRows(top, bottom, buffers: buffers, layout: job.layout, budget: job.budget, into: &sink)
            case .blitter(var sink):
                job.rasterizer.sweepRows(top, bottom, buffers: buffers, layout: job.layout, budget: job.budget, into: &sink)
            }
        }
    }

    private static func wait(_ semaphore: UnsafeMutablePointer<sem_t>) {
        while sem_wait(semaphore) != 0 && errno == EINTR {}
    }
}
