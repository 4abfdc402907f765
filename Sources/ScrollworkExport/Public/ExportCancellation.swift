import Synchronization

/// A flag an app sets to stop an export from any thread; the export stops at the next frame,
/// throws ``ExportError/cancelled`` and leaves no file behind. An export running in a Swift
/// task also stops when the task is cancelled.
public final class ExportCancellation: Sendable {
    private let flag = Atomic(false)

    /// A flag that is not set.
    public init() {}

    /// Asks the export to stop.
    public func cancel() { flag.store(true, ordering: .relaxed) }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}

/// How far an export is: reported after each frame is handed to the encoder.
public struct ExportProgress: Hashable, Sendable {
    /// Frames encoded so far.
    public var framesDone: Int
    /// Frames in the export.
    public var frameCount: Int
    /// `framesDone / frameCount`, 0…1.
    public var fraction: Double { frameCount > 0 ? Double(framesDone) / Double(frameCount) : 1 }

    /// A progress report.
    public init(framesDone: Int, frameCount: Int) {
        self.framesDone = framesDone
        self.frameCount = frameCount
    }
}

/// What an export wrote.
public struct ExportSummary: Hashable, Sendable {
    /// The file written.
    public var path: String
    /// Its format.
    public var format: ExportFormat
    /// Frames written.
    public var frameCount: Int
    /// Its size in bytes.
    public var byteCount: Int
    /// The most frames that were rendered but not yet encoded at one time: the export's memory
    /// is this many frames, plus one canvas per worker, plus what the encoder keeps.
    public var peakFramesInFlight: Int

    /// A summary.
    public init(path: String, format: ExportFormat, frameCount: Int, byteCount: Int, peakFramesInFlight: Int) {
        self.path = path
        self.format = format
        self.frameCount = frameCount
        self.byteCount = byteCount
        self.peakFramesInFlight = peakFramesInFlight
    }
}
