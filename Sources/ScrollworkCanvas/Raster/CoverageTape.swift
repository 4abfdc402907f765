/// The calls one sweep made to its sink, kept so that they can be made again (``KeptCoverage``):
/// the same calls in the same order give the same pixels whatever the sink was doing, so a
/// shape's coverage played back is byte for byte its coverage swept again.
///
/// A call is five 32-bit words: its kind, row, column, count and payload (a span's coverage,
/// or where a run's coverages start in ``bytes``). Quads side by side along a row are one
/// entry of their coverages, played back as the same quads in the same order. A tape's storage
/// is made with it and never grows: a sweep that needs more is not kept, and recording
/// allocates nothing.
final class CoverageTape {
    /// The kinds of ``SpanSink`` call.
    private enum Kind: Int32 {
        /// ``SpanSink/span(y:x:count:coverage:)``.
        case span
        /// ``SpanSink/pixel(y:x:coverage:)``.
        case pixel
        /// ``SpanSink/pixels(y:x:count:coverage:)``.
        case pixels
        /// `count / 4` calls of ``SpanSink/quad(y:x:coverage:)`` at `x`, `x + 4`, ….
        case quads
    }

    /// The most entries and coverages a tape records: its storage (80 KiB and 32 KiB).
    static let maxCalls = 4096
    static let maxBytes = 1 << 15

    // Only the canvas that owns the tape touches it, one draw at a time.
    @exclusivity(unchecked) private var words: [Int32] = []
    @exclusivity(unchecked) private var bytes: [UInt8] = []
    /// Whether every call of the last recording is on the tape (none past ``maxCalls`` or
    /// ``maxBytes``).
    @exclusivity(unchecked) private(set) var isComplete = true

    /// A tape with its storage.
    init() {
        words.reserveCapacity(Self.maxCalls * 5)
        bytes.reserveCapacity(Self.maxBytes)
    }

    /// Empties the tape for a new recording, keeping its storage.
    func rewind() {
        words.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        isComplete = true
    }

    @inline(__always)
    private func record(_ kind: Kind, _ y: Int, _ x: Int, _ count: Int, _ payload: Int32) -> Bool {
        guard isComplete else { return false }
        guard words.count < Self.maxCalls * 5 else { return stop() }
        words.append(kind.rawValue)
        words.append(Int32(truncatingIfNeeded: y))
        words.append(Int32(truncatingIfNeeded: x))
        words.append(Int32(truncatingIfNeeded: count))
        words.append(payload)
        return true
    }

    fileprivate func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        _ = record(.span, y, x, count, Int32(coverage))
    }

    fileprivate func pixel(y: Int, x: Int, coverage: UInt8) {
        _ = record(.pixel, y, x, 1, Int32(coverage))
    }

    /// Whether `count` more coverages fit (otherwise the recording is incomplete).
    @inline(__always)
    private func room(_ count: Int) -> Bool {
        guard bytes.count &+ count <= Self.maxBytes else { return stop() }
        return true
    }

    /// Ends the recording as incomplete; returns false.
    private func stop() -> Bool {
        isComplete = false
        return false
    }

    fileprivate func pixels(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        guard room(count), record(.pixels, y, x, count, Int32(truncatingIfNeeded: bytes.count)) else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(start: coverage, count: count))
    }

    fileprivate func quad(y: Int, x: Int, coverage: SIMD4<UInt32>) {
        guard isComplete, room(4) else { return }
        let n = words.count
        // The quad right of the last one, on its row: one more in that entry.
        if n >= 5, words[n &- 5] == Kind.quads.rawValue, Int(words[n &- 4]) == y,
           Int(words[n &- 3]) &+ Int(words[n &- 2]) == x {
            words[n &- 2] &+= 4
        } else if !record(.quads, y, x, 4, Int32(truncatingIfNeeded: bytes.count)) {
            return
        }
        for lane in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: coverage[lane])) }
    }

    /// Makes the recorded calls to `sink`, in order.
    func play<S: SpanSink>(into sink: inout S) {
        words.withUnsafeBufferPointer { w in
            bytes.withUnsafeBufferPointer { b in
                var i = 0
                let end = w.count
                while i &+ 4 < end {
                    let y = Int(w[i &+ 1]), x = Int(w[i &+ 2]), count = Int(w[i &+ 3]), payload = w[i &+ 4]
                    switch Kind(rawValue: w[i]) {
                    case .span?:
                        sink.span(y: y, x: x, count: count, coverage: UInt8(truncatingIfNeeded: payload))
                    case .pixel?:
                        sink.pixel(y: y, x: x, coverage: UInt8(truncatingIfNeeded: payload))
                    case .pixels?:
                        let start = Int(payload)
                        if let base = b.baseAddress, start >= 0, start &+ count <= b.count {
                            sink.pixels(y: y, x: x, count: count, coverage: base + start)
                        }
                    case .quads?:
                        let start = Int(payload)
                        if let base = b.baseAddress, start >= 0, start &+ count <= b.count {
                            let raw = UnsafeRawPointer(base + start)
                            var k = 0
                            while k &+ 4 <= count {
                                let p = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: k, as: UInt32.self))
                                sink.quad(y: y, x: x &+ k, coverage: SIMD4(p & 0xFF, p &>> 8 & 0xFF, p &>> 16 & 0xFF, p &>> 24))
                                k &+= 4
                            }
                        }
                    case nil:
                        break
                    }
                    i &+= 5
                }
            }
        }
    }
}

/// A sink that passes every call on to `base` and records it on a ``CoverageTape``.
struct RecordingSink<Base: SpanSink>: SpanSink {
    var base: Base
    /// Held without a count (the kept entry holds it, for longer than a sweep): copying the
    /// sink, as the sweep does, then retains nothing, and needs no metadata made at run time.
    unowned(unsafe) let tape: CoverageTape

    init(_ base: Base, tape: CoverageTape) {
        self.base = base
        self.tape = tape
    }

    static var prefersRuns: Bool { Base.prefersRuns }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        tape.span(y: y, x: x, count: count, coverage: coverage)
        base.span(y: y, x: x, count: count, coverage: coverage)
    }

    @inline(__always)
    mutating func pixel(y: Int, x: Int, coverage: UInt8) {
        tape.pixel(y: y, x: x, coverage: coverage)
        base.pixel(y: y, x: x, coverage: coverage)
    }

    @inline(__always)
    mutating func pixels(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        tape.pixels(y: y, x: x, count: count, coverage: coverage)
        base.pixels(y: y, x: x, count: count, coverage: coverage)
    }

    @inline(__always)
    mutating func quad(y: Int, x: Int, coverage: SIMD4<UInt32>) {
        tape.quad(y: y, x: x, coverage: coverage)
        base.quad(y: y, x: x, coverage: coverage)
    }
}
