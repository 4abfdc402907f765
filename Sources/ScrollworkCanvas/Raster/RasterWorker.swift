#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A second thread for band-parallel rasterization: while the calling thread sweeps the upper
/// half of a large shape, this one sweeps the lower half with its own cell buffers.
///
/// One job at a time, handed over and waited for with two semaphores (which also order the
/// memory both threads touch). A job is a plain value (no closure), so handing one over
/// allocates nothing. The thread sleeps between jobs and is joined on deinit.
final class RasterWorker: @unchecked Sendable {
    /// The sinks whose copies may paint different rows on two threads at once: they write
    /// through raw pointers into disjoint rows and share nothing else.
    enum Sink {
        case solid(SolidSink)
        case coverage(CoverageSink)

        /// The sink as one of the kinds that may be split, or nil.
        init?<S: SpanSink>(_ sink: S) {
            if let solid = sink as? SolidSink {
                self = .solid(solid)
            } else if let coverage = sink as? CoverageSink {
                self = .coverage(coverage)
            } else {
                return nil
            }
        }
    }

    /// Rows `top ..< bottom` of `rasterizer`'s stored edges, swept with the worker's buffers.
    struct Job {
        var rasterizer: Rasterizer
        var top: Int
        var bottom: Int
        var layout: SweepLayout
        var sink: Sink
    }

    /// The worker's own cells, bits and scratch.
    let buffers = SweepBuffers()
    private var job: Job?
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

    private func serve() {
        while true {
            RasterWorker.wait(start)
            if quitting { return }
            if let job { perform(job) }
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
        }
    }

    private static func wait(_ semaphore: UnsafeMutablePointer<sem_t>) {
        while sem_wait(semaphore) != 0 && errno == EINTR {}
    }
}
