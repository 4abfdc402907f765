/// One request to play a package, as the callbacks of ``PlaybackQueue`` name it.
public struct PlaybackRequest: Hashable, Sendable {
    /// The package id (or any name the caller gave).
    public var id: String
    /// The request's number in arrival order, from 1 (tells apart two requests for one id).
    public var number: Int

    /// Creates a request.
    public init(id: String, number: Int) {
        self.id = id
        self.number = number
    }
}

/// How a request's turn ended.
public enum PlaybackOutcome: Hashable, Sendable {
    /// It played to the end.
    case completed
    /// Its player was stopped from outside the queue.
    case interrupted
    /// A newer request replaced it while it played (``PlaybackPolicy/replace(after:)``).
    case replaced
    /// A newer request replaced it while it waited; it never started.
    case superseded
    /// ``PlaybackQueue/cancelAll()`` removed it.
    case cancelled
}
