extension LottieAnimation {
    /// The frame shown at progress `p` (DESIGN.md "Progress ↔ frames", LOTTIE_FORMAT.md §7.3):
    /// `ip + p · (op − 1 − ip)`, continuous; progress 0 is `ip`, progress 1 the last drawn frame
    /// `op − 1`. Outside 0…1 the progress is clamped; NaN reads as 0.
    public func frame(atProgress p: Double) -> Double {
        let q = p.isNaN ? 0 : Swift.min(Swift.max(p, 0), 1)
        let last = Swift.max(outPoint - 1, inPoint)
        return inPoint + q * (last - inPoint)
    }

    /// The progress of a frame, the inverse of ``frame(atProgress:)`` (clamped to 0…1).
    public func progress(atFrame f: Double) -> Double {
        let last = Swift.max(outPoint - 1, inPoint)
        guard last > inPoint, !f.isNaN else { return 0 }
        return Swift.min(Swift.max((f - inPoint) / (last - inPoint), 0), 1)
    }
}
