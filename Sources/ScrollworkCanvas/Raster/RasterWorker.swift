#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A second thread for band-parallel rasterization: while the calling thread sweeps the upper
/// half of a large shape, this one sweeps the lower half with its own cell buffers.
///
/// One job at a time, handed over and waited for with two semaphores (which also order the
/// memory both threads touch). The thread sleeps between jobs and is joined on deinit.
final class RasterWorker: @unchecked Sendable {
    /// The worker's own cell, bit and coverage buffers (only their storage is used).
    let buffers = Rasterizer()
    private var job: (() -> Void)?
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

    /// Runs `work` on the worker thread while `meanwhile` runs on this one; returns when both
    /// are done.
    func run(_ work: () -> Void, meanwhile: () -> Void) {
        withoutActuallyEscaping(work) { work in
            job = work
            sem_post(start)
            meanwhile()
            RasterWorker.wait(done)
            job = nil
        }
    }

    private func serve() {
        while true {
            RasterWorker.wait(start)
            if quitting { return }
            job?()
            sem_post(done)
        }
    }

    private static func wait(_ semaphore: UnsafeMutablePointer<sem_t>) {
        while sem_wait(semaphore) != 0 && errno == EINTR {}
    }
}
