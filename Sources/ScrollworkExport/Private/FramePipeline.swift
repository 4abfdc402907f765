import Dispatch
import Scrollwork

/// Hands frame numbers to worker threads in order and their prepared frames back to the
/// encoding thread in order, with at most `window` frames rendered ahead of the encoder:
/// a worker waits for a free slot before it takes the next frame.
final class FramePipeline: Sendable {
    private struct State {
        var next = 0
        var ready: [Int: PreparedFrame] = [:]
        var failure: ExportError?
        var stopped = false
        var inFlight = 0
        var peak = 0
    }

    private let frameCount: Int
    private let window: Int
    private let state = Locked(State())
    private let slots: DispatchSemaphore
    private let arrived = DispatchSemaphore(value: 0)

    init(frameCount: Int, window: Int) {
        self.frameCount = frameCount
        self.window = window
        slots = DispatchSemaphore(value: window)
    }

    /// The next frame for a worker, or nil when there are none left or the export stopped.
    func nextFrame() -> Int? {
        slots.wait()
        let k = state.withLock { s -> Int? in
            guard !s.stopped, s.failure == nil, s.next < frameCount else { return nil }
            defer { s.next += 1 }
            s.inFlight += 1
            s.peak = max(s.peak, s.inFlight)
            return s.next
        }
        if k == nil { slots.signal() }
        return k
    }

    /// A worker's finished frame.
    func deliver(_ k: Int, _ frame: PreparedFrame) {
        state.withLock { $0.ready[k] = frame }
        arrived.signal()
    }

    /// A worker's failure: the export stops with it.
    func fail(_ error: ExportError) {
        state.withLock { if $0.failure == nil { $0.failure = error } }
        arrived.signal()
    }

    /// Waits for frame `k` (on the encoding thread) and frees its slot.
    func take(_ k: Int) throws(ExportError) -> PreparedFrame {
        while true {
            let result = state.withLock { s -> Result<PreparedFrame, ExportError>? in
                if let frame = s.ready.removeValue(forKey: k) {
                    s.inFlight -= 1
                    return .success(frame)
                }
                if let failure = s.failure { return .failure(failure) }
                return nil
            }
            switch result {
            case .success(let frame)?:
                slots.signal()
                return frame
            case .failure(let error)?:
                throw error
            case nil:
                arrived.wait()
            }
        }
    }

    /// Stops the workers (after the last frame, a failure or a cancellation): every waiting
    /// worker wakes and finds nothing more to do.
    func stop() {
        state.withLock { $0.stopped = true; $0.ready.removeAll() }
        for _ in 0..<(window + 64) { slots.signal() }
    }

    /// The most frames rendered but not yet encoded at one time.
    var peak: Int { state.withLock { $0.peak } }
}
