/// What became of one file of a batch.
public struct BatchResult: Sendable {
    /// How it ended.
    public enum Outcome: Sendable {
        /// Converted: what was written.
        case converted(ConversionReport)
        /// Not converted again: its outputs are newer than it.
        case skipped(reason: String)
        /// Not converted: why, in one line. Nothing of it was written.
        case failed(reason: String)
    }

    /// The job's place in the batch (0-based).
    public var index: Int
    /// The file and its output.
    public var job: BatchJob
    /// How it ended.
    public var outcome: Outcome
    /// The wall-clock seconds it took.
    public var seconds: Double
}

/// The totals of a batch, and each failure with its reason.
public struct BatchSummary: Sendable {
    /// Files converted.
    public private(set) var converted = 0
    /// Files skipped (outputs newer than the input).
    public private(set) var skipped = 0
    /// Files that failed, with their one-line reasons, in the order they ended.
    public private(set) var failures: [(input: String, reason: String)] = []
    /// Bytes written.
    public private(set) var byteCount = 0
    /// Frames drawn.
    public private(set) var frameCount = 0

    /// An empty summary.
    public init() {}

    /// Files that failed.
    public var failed: Int { failures.count }

    /// Counts one result.
    public mutating func add(_ result: BatchResult) {
        switch result.outcome {
        case .converted(let report):
            converted += 1
            byteCount += report.byteCount
            frameCount += report.frameCount
        case .skipped:
            skipped += 1
        case .failed(let reason):
            failures.append((result.job.input, reason))
        }
    }
}
