/// Plays animations one at a time as requests arrive, queued or replacing, with callbacks
/// when each starts and finishes.
///
/// ```swift
/// let queue = PlaybackQueue(policy: .replace(after: 0.5))
/// queue.onStart = { print("start", $0.id) }
/// queue.onFinish = { request, outcome in print("finish", request.id, outcome) }
/// queue.play("rose", animation: player)      // any PlayableAnimation
/// // once a frame:
/// queue.tick()
/// ```
///
/// ``tick()`` advances the playing animation (``PlayableAnimation/tick()``) and applies the
/// policy. Every request gets exactly one ``onFinish``; every request that starts gets one
/// ``onStart`` before it. Not `Sendable`: the queue, its players and its callbacks live in one
/// isolation domain.
public final class PlaybackQueue {
    /// How requests that arrive during playback are treated (changing it applies from the
    /// next request or tick).
    public var policy: PlaybackPolicy
    /// Called when a request starts playing.
    public var onStart: ((PlaybackRequest) -> Void)?
    /// Called once for every request, when its turn ends, with how.
    public var onFinish: ((PlaybackRequest, PlaybackOutcome) -> Void)?

    private struct Item {
        var request: PlaybackRequest
        var animation: any PlayableAnimation
    }
    private var playing: Item?
    private var waitingItems: [Item] = []
    private var count = 0

    /// A queue with `policy`.
    public init(policy: PlaybackPolicy = .queue) {
        self.policy = policy
    }

    /// The request playing now.
    public var current: PlaybackRequest? { playing?.request }
    /// The requests waiting, first to play first.
    public var waiting: [PlaybackRequest] { waitingItems.map(\.request) }
    /// Whether nothing plays or waits.
    public var isIdle: Bool { playing == nil && waitingItems.isEmpty }

    /// Requests `animation` (named `id`); it starts now if nothing plays, else as the policy says.
    @discardableResult
    public func play(_ id: String, animation: any PlayableAnimation) -> PlaybackRequest {
        count += 1
        let item = Item(request: PlaybackRequest(id: id, number: count), animation: animation)
        guard playing != nil else {
            start(item)
            return item.request
        }
        switch policy {
        case .queue:
            waitingItems.append(item)
        case .replace:
            let superseded = waitingItems
            waitingItems = [item]
            for old in superseded { onFinish?(old.request, .superseded) }
            applyPolicy()
        }
        return item.request
    }

    /// Advances the playing animation and applies the policy. Call once a frame.
    public func tick() {
        playing?.animation.tick()
        applyPolicy()
    }

    /// Stops the playing animation and drops the waiting ones (each gets `.cancelled`).
    public func cancelAll() {
        let dropped = waitingItems
        waitingItems = []
        if let item = playing {
            playing = nil
            item.animation.stop()
            onFinish?(item.request, .cancelled)
        }
        for item in dropped { onFinish?(item.request, .cancelled) }
    }

    /// Starts the next request when nothing plays, or replaces the playing one when the
    /// replace threshold is passed.
    private func applyPolicy() {
        guard !waitingItems.isEmpty else { return }
        guard let item = playing else {
            start(waitingItems.removeFirst())
            return
        }
        if case .replace(let after) = policy {
            let threshold = after.isNaN ? 1 : min(max(after, 0), 1)
            guard item.animation.progress >= threshold else { return }
            playing = nil
            item.animation.stop()
            onFinish?(item.request, .replaced)
            if playing == nil, !waitingItems.isEmpty { start(waitingItems.removeFirst()) }
        }
    }

    private func start(_ item: Item) {
        playing = item
        onStart?(item.request)
        let number = item.request.number
        item.animation.play { [weak self] finished in
            self?.ended(number, finished: finished)
        }
    }

    /// A player's completion: ignored unless it is the playing request's own.
    private func ended(_ number: Int, finished: Bool) {
        guard let item = playing, item.request.number == number else { return }
        playing = nil
        onFinish?(item.request, finished ? .completed : .interrupted)
        if playing == nil, !waitingItems.isEmpty { start(waitingItems.removeFirst()) }
    }
}
