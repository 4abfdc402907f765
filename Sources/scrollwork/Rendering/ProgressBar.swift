import Foundation
import Scrollwork

/// A progress bar on stderr, drawn only when stderr is a terminal (`isatty(2)`); silent in
/// pipes, logs and tests. Thread-safe: workers call ``advance()``.
final class ProgressBar: Sendable {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let done = Locked(0)

    init(total: Int, label: String, quiet: Bool = false) {
        self.total = total
        self.label = label
        enabled = !quiet && total > 1 && isatty(2) != 0
    }

    /// One more item finished.
    func advance() {
        guard enabled else { return }
        let n = done.withLock { count -> Int in
            count += 1
            return count
        }
        let width = 30
        let filled = total > 0 ? width * n / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(n)/\(total)".utf8))
    }

    /// Ends the line (only if a bar was drawn).
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
