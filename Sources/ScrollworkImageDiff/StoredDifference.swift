import ScrollworkCanvas

/// How far two pixmaps of one size are apart as stored: premultiplied R, G, B and A compared
/// channel by channel, with no compositing.
///
/// This is the check of a self-golden (our own committed render of a scene), where a drift of
/// one or two levels over a whole image must show: ``ImageDiff``'s PSNR would hardly move.
public struct StoredDifference: Hashable, Sendable {
    /// The largest difference (levels) a channel may show and still count as equal.
    public var tolerance: Int
    /// The largest difference of any channel (alpha included) of any pixel.
    public var largest: Int
    /// The number of pixels with some channel different at all.
    public var pixelsDiffering: Int
    /// The number of pixels with some channel off by more than ``tolerance``.
    public var pixelsBeyondTolerance: Int
    /// The first such pixel in row order, if any.
    public var firstBeyondTolerance: Position?

    /// A pixel's column and row.
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        /// The column, from the left.
        public var x: Int
        /// The row, from the top.
        public var y: Int
        /// The pixel at column `x`, row `y`.
        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }

        /// `(x, y)`.
        public var description: String { "(\(x), \(y))" }
    }

    /// Whether no pixel is off by more than ``tolerance`` in any channel.
    public var isWithinTolerance: Bool { pixelsBeyondTolerance == 0 }

    /// Compares two pixmaps as stored.
    /// - Parameters:
    ///   - a: one image.
    ///   - b: the other, of the same size.
    ///   - tolerance: the largest channel difference that still counts as equal.
    /// - Throws: ``ImageDiffError/sizeMismatch(_:_:)`` when their sizes differ.
    public init(_ a: Pixmap, _ b: Pixmap, tolerance: Int = 0) throws(ImageDiffError) {
        guard a.width == b.width, a.height == b.height else {
            throw .sizeMismatch(ImageSize(a), ImageSize(b))
        }
        self.tolerance = tolerance
        var largest = 0, differing = 0, beyond = 0
        var first: Int?
        a.withUnsafePixels { pa in
            b.withUnsafePixels { pb in
                for i in 0..<pa.count where pa[i] != pb[i] {
                    let p = pa[i], q = pb[i]
                    var worst = 0
                    for shift: UInt32 in stride(from: 0, through: 24, by: 8) {
                        worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                    }
                    differing += 1
                    largest = max(largest, worst)
                    if worst > tolerance {
                        beyond += 1
                        if first == nil { first = i }
                    }
                }
            }
        }
        self.largest = largest
        pixelsDiffering = differing
        pixelsBeyondTolerance = beyond
        firstBeyondTolerance = first.map { Position(x: $0 % a.width, y: $0 / a.width) }
    }
}
