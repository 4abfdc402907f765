/// A growable block of raw memory for the rasterizer's hot loops: a pointer and a capacity,
/// grown (never shrunk) when a shape needs more and kept between draws, so that drawing
/// allocates nothing once the buffers have grown to the shapes drawn.
///
/// Elements are plain values (no deinitialization). What a grown buffer holds is the
/// caller's choice (``Growth``): nothing (scratch written before it is read), zeros (buffers
/// that must start clear), or the elements it held so far (a list being appended to).
struct ScratchBuffer<Element: BitwiseCopyable>: ~Copyable {
    /// The first element; valid for ``capacity`` elements.
    private(set) var base: UnsafeMutablePointer<Element>
    /// How many elements ``base`` holds.
    private(set) var capacity: Int

    /// What a buffer holds after it grows.
    enum Growth {
        /// Undefined contents: the caller writes before it reads.
        case uninitialized
        /// All zero bits (0 for numbers).
        case zeroed
        /// Its first `count` elements as they were; the rest undefined.
        case keeping(Int)
    }

    /// A buffer of `capacity` elements (undefined contents).
    init(capacity: Int = 0) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit { base.deallocate() }

    /// Grows to hold at least `count` elements, when it holds fewer: to `count` or to twice
    /// its capacity, whichever is more, but not past `limit` for the doubling.
    @inline(__always)
    mutating func reserve(_ count: Int, limit: Int = .max, _ growth: Growth) {
        if capacity < count { grow(to: max(count, min(capacity &* 2, limit)), growth) }
    }

    private mutating func grow(to newCapacity: Int, _ growth: Growth) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        switch growth {
        case .uninitialized:
            break
        case .zeroed:
            UnsafeMutableRawPointer(grown).initializeMemory(as: UInt8.self, repeating: 0,
                                                            count: newCapacity * MemoryLayout<Element>.stride)
        case .keeping(let count):
            grown.moveInitialize(from: base, count: count)
        }
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
