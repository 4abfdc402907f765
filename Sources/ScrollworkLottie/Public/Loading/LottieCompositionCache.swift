import Scrollwork

/// A least-recently-used cache of loaded animations keyed by name, path or URL, so a file
/// played again is not parsed again (lottie-ios' `LRUAnimationCache`; default capacity 50).
///
/// Thread-safe (a mutex guards it), so one cache can serve asynchronous loads.
/// Lookups are O(1); an insertion past capacity evicts the least recently used entry in
/// O(capacity).
public final class LottieCompositionCache: Sendable {
    /// The cache used by ``LottieLoader`` unless told otherwise (capacity 50).
    public static let shared = LottieCompositionCache()

    struct Entry {
        var animation: LottieAnimation
        var lastUse: UInt64
    }
    struct State {
        var capacity: Int
        var entries: [String: Entry] = [:]
        var clock: UInt64 = 0
        var hits = 0
        var misses = 0
    }
    let state: Locked<State>

    /// A cache holding up to `capacity` animations (values below 0 count as 0: nothing kept).
    public init(capacity: Int = 50) {
        state = Locked(State(capacity: max(0, capacity)))
    }

    /// The most animations kept; lowering it evicts the least recently used at once.
    public var capacity: Int {
        get { state.withLock { $0.capacity } }
        set {
            state.withLock { s in
                s.capacity = max(0, newValue)
                while s.entries.count > s.capacity { Self.evictOldest(&s) }
            }
        }
    }

    /// How many animations are cached.
    public var count: Int { state.withLock { $0.entries.count } }
    /// Lookups that found their animation.
    public var hits: Int { state.withLock { $0.hits } }
    /// Lookups that did not.
    public var misses: Int { state.withLock { $0.misses } }

    /// The animation cached under `key` (marking it most recently used), if any.
    public func animation(forKey key: String) -> LottieAnimation? {
        state.withLock { s in
            guard var e = s.entries[key] else {
                s.misses += 1
                return nil
            }
            s.hits += 1
            s.clock += 1
            e.lastUse = s.clock
            s.entries[key] = e
            return e.animation
        }
    }

    /// Caches `animation` under `key`, evicting the least recently used entry when full.
    public func setAnimation(_ animation: LottieAnimation, forKey key: String) {
        state.withLock { s in
            guard s.capacity > 0 else { return }
            s.clock += 1
            s.entries[key] = Entry(animation: animation, lastUse: s.clock)
            while s.entries.count > s.capacity { Self.evictOldest(&s) }
        }
    }

    /// Whether `key` is cached (does not count as a use).
    public func contains(_ key: String) -> Bool { state.withLock { $0.entries[key] != nil } }

    /// Empties the cache.
    public func removeAll() { state.withLock { $0.entries.removeAll() } }

    static func evictOldest(_ s: inout State) {
        guard let oldest = s.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { return }
        s.entries.removeValue(forKey: oldest)
    }
}
