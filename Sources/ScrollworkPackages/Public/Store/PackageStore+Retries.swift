/// Retries: transient failures (timeouts, transport errors, checksum mismatches, HTTP 5xx,
/// 408 and 429; ``PackageError/isTransient``) are tried again after the retry policy's
/// backoff; others fail at once.
extension PackageStore {
    /// Runs `body` (given the try number, from 1), retrying transient failures per the retry
    /// policy; returns the outcome and the number of tries.
    nonisolated func withRetries<T: Sendable>(id: String?, progress: (@Sendable (PackageEvent) -> Void)?,
                                      _ body: @Sendable (Int) async throws(PackageError) -> T) async -> (result: Result<T, PackageError>, attempts: Int) {
        let policy = configuration.retry
        var attempt = 1
        while true {
            do throws(PackageError) {
                return (.success(try await body(attempt)), attempt)
            } catch {
                guard error.isTransient, attempt < policy.maxAttempts, !Task.isCancelled else { return (.failure(error), attempt) }
                let delay = policy.delay(afterAttempt: attempt)
                if let id { progress?(.retrying(id: id, after: delay, error: error)) }
                do { try await configuration.sleeper.sleep(seconds: delay) } catch {
                    return (.failure(PackageError(.cancelled, packageID: id, message: "cancelled while waiting to retry")), attempt)
                }
                attempt += 1
            }
        }
    }
}
