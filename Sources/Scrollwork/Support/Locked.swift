#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that threads share, read and written only while holding a POSIX mutex: the one lock
/// of the package's modules (fonts, the composition cache, export and the command line).
///
/// The standard library's `Mutex` would do the same job, but on Linux it waits on a
/// priority-inheriting futex through raw system calls that ThreadSanitizer cannot see. When
/// two threads contend, the sanitizer then misses the hand-over and reports the guarded value
/// as a data race, which fails the sanitizer run on correct code. `pthread_mutex_lock` is one
/// of the calls the sanitizer intercepts, so it checks code under this lock as it should.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock around `value`.
    package init(_ value: sending Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the value while holding the lock, and returns what it returns.
    package func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
