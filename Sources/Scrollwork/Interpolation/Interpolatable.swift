/// A value that can be blended toward another of its type.
///
/// `progress` is the eased fraction of a segment. It is **not** limited to 0…1: back, elastic,
/// springs and overshooting béziers push it outside, and every conformer must accept that
/// (extrapolating where that makes sense) — never assert, never trap. At progress 0 the result
/// is `self` and at progress 1 it is `other`, exactly.
public protocol Interpolatable {
    /// The value `progress` of the way from `self` to `other`.
    func interpolated(to other: Self, progress: Double) -> Self

    /// The value with one progress per component (Lottie's per-dimension easing). A default
    /// implementation uses the first progress for the whole value; `Point`, `Size` and
    /// `Color` blend component by component.
    func interpolated(to other: Self, progresses: DimensionProgress) -> Self
}

/// Linear interpolation that is exact at both ends, `(1 − t)·a + t·b`, and constant between
/// equal ends (the formula alone is not: it can be an ulp off `a` in between). A value that does
/// not move is then the same number at every time, so what a renderer keeps for a span with no
/// change is what a fresh evaluation gives.
@inlinable
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
    a == b ? a : (1 - t) * a + t * b
}

extension Double: Interpolatable {
    /// Linear interpolation, extrapolating outside 0…1.
    @inlinable
    public func interpolated(to other: Double, progress: Double) -> Double { lerp(self, other, progress) }
}

extension Float: Interpolatable {
    /// Linear interpolation, extrapolating outside 0…1.
    @inlinable
    public func interpolated(to other: Float, progress: Double) -> Float {
        Float(lerp(Double(self), Double(other), progress))
    }
}

extension Point: Interpolatable {
    /// Component-wise linear interpolation.
    @inlinable
    public func interpolated(to other: Point, progress: Double) -> Point {
        Point(x: lerp(x, other.x, progress), y: lerp(y, other.y, progress))
    }
}

extension Size: Interpolatable {
    /// Component-wise linear interpolation (may go negative when extrapolating).
    @inlinable
    public func interpolated(to other: Size, progress: Double) -> Size {
        Size(width: lerp(width, other.width, progress), height: lerp(height, other.height, progress))
    }
}

extension Rect: Interpolatable {
    /// Origin and size interpolated separately.
    @inlinable
    public func interpolated(to other: Rect, progress: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, progress: progress),
             size: size.interpolated(to: other.size, progress: progress))
    }
}

extension Color: Interpolatable {
    /// Straight RGBA, component by component; not clamped (clamp when drawing).
    @inlinable
    public func interpolated(to other: Color, progress: Double) -> Color {
        Color(red: lerp(red, other.red, progress), green: lerp(green, other.green, progress),
              blue: lerp(blue, other.blue, progress), alpha: lerp(alpha, other.alpha, progress))
    }
}

extension Path: Interpolatable {
    /// Point by point when both paths have the same commands. Otherwise the shapes cannot be
    /// matched and the path *holds*: `self` below progress 1, `other` from progress 1 on
    /// (Lottie's rule for keyframes whose vertex counts differ).
    public func interpolated(to other: Path, progress: Double) -> Path {
        guard hasSameStructure(as: other) else { return progress >= 1 ? other : self }
        if progress == 0 { return self }
        if progress == 1 { return other }
        var result = self
        result.lerpPoints(toward: other, progress: progress)
        return result
    }

    /// Blends the points toward another path's with the same structure, in place.
    mutating func lerpPoints(toward other: Path, progress: Double) {
        withPoints { mine in
            for i in mine.indices { mine[i] = mine[i].interpolated(to: other.points[i], progress: progress) }
        }
    }
}
