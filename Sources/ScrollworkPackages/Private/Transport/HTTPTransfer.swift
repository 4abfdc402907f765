import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP(S) GET through a `URLSession` of its own, streamed into a ``TransferSink``.
/// Statuses other than 2xx, stalls, broken-off bodies and cancellation become ``PackageError``s.
final class HTTPTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Guarded by `lock`: delegate callbacks arrive on the session's serial queue.
    private let lock = NSLock()
    private let sink: TransferSink
    private let onBytes: @Sendable (Int, Int?) -> Void
    private var expected: Int?
    private var failure: PackageError?
    private var done = false
    private var continuation: CheckedContinuation<Void, Never>?

    private init(sink: TransferSink, onBytes: @escaping @Sendable (Int, Int?) -> Void) {
        self.sink = sink
        self.onBytes = onBytes
    }

    /// Runs a GET of `url` into `sink`; throws the first failure.
    static func run(_ url: URL, into sink: TransferSink, timeout: Double,
                    onBytes: @escaping @Sendable (Int, Int?) -> Void) async throws(PackageError) {
        let transfer = HTTPTransfer(sink: sink, onBytes: onBytes)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = "GET"
        let task = session.dataTask(with: request)
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                if transfer.wait(continuation) { task.resume() } else { continuation.resume() }
            }
        } onCancel: {
            task.cancel()
        }
        let (failure, expected) = transfer.outcome()
        if Task.isCancelled { throw PackageError(.cancelled, message: "the download of \(url) was cancelled") }
        if let failure { throw failure }
        if let expected, expected != sink.received {
            throw PackageError(.transport, message: "the connection closed after \(sink.received) of \(expected) bytes from \(url)")
        }
    }

    /// Keeps the continuation to resume on completion; false when already complete.
    private func wait(_ continuation: CheckedContinuation<Void, Never>) -> Bool {
        lock.withLock {
            if done { return false }
            self.continuation = continuation
            return true
        }
    }

    /// The failure and the announced length, once complete.
    private func outcome() -> (PackageError?, Int?) {
        lock.withLock { (failure, expected) }
    }

    private func fail(_ error: PackageError) {
        lock.lock(); defer { lock.unlock() }
        if failure == nil { failure = error }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        let status = http?.statusCode ?? 200
        guard (200..<300).contains(status) else {
            fail(PackageError(.httpStatus(status), message: "HTTP \(status) from \(response.url?.absoluteString ?? "the server")"))
            completionHandler(.cancel)
            return
        }
        let length = response.expectedContentLength
        if length > Int64(sink.maxSize) {
            fail(PackageError(.invalidArchive, message: "\(length) bytes exceed the size limit of \(sink.maxSize)"))
            completionHandler(.cancel)
            return
        }
        lock.lock(); expected = length >= 0 ? Int(length) : nil; lock.unlock()
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard sink.append(data) else {
            fail(PackageError(.invalidArchive, message: "the download exceeds the size limit of \(sink.maxSize) bytes or cannot be written"))
            dataTask.cancel()
            return
        }
        lock.lock(); let expected = self.expected; lock.unlock()
        onBytes(sink.received, expected)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        if let error {
            let code = (error as? URLError)?.code
            switch code {
            case .some(.timedOut):
                fail(PackageError(.timedOut, message: "no data for too long from \(task.originalRequest?.url?.absoluteString ?? "the server")"))
            case .some(.cancelled):
                fail(PackageError(.cancelled, message: "the download was cancelled"))
            default:
                fail(PackageError(.transport, message: "the transfer failed: \(error.localizedDescription)"))
            }
        }
        lock.lock()
        done = true
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume()
    }
}
