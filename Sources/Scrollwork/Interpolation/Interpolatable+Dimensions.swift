// Per-dimension interpolation and the conformances added by the core engine.

extension Interpolatable {
    /// Interpolates with one progress per component. The default uses the first progress for
    /// the whole value; vectors, points, sizes and colours override it component by component.
    @inlinable
    public func interpolated(to other: Self, progresses: DimensionProgress) -> Self {
        interpolated(to: other, progress: progresses[0])
    }
}

extension Point {
    /// x with the first progress, y with the second.
    @inlinable
    public func interpolated(to other: Point, progresses: DimensionProgress) -> Point {
        Point(x: lerp(x, other.x, progresses[0]), y: lerp(y, other.y, progresses[1]))
    }
}

extension Size {
    /// Width with the first progress, height with the second.
    @inlinable
    public func interpolated(to other: Size, progresses: DimensionProgress) -> Size {
        Size(width: lerp(width, other.width, progresses[0]), height: lerp(height, other.height, progresses[1]))
    }
}

extension Color {
    /// Red, green, blue, alpha with the first to fourth progress.
    @inlinable
    public func interpolated(to other: Color, progresses: DimensionProgress) -> Color {
        Color(red: lerp(red, other.red, progresses[0]), green: lerp(green, other.green, progresses[1]),
              blue: lerp(blue, other.blue, progresses[2]), alpha: lerp(alpha, other.alpha, progresses[3]))
    }
}

extension Bool: Interpolatable {
    /// A step: `self` at progress ≤ 0, `other` as soon as progress is above 0.
    ///
    /// A discrete track is a step function; to switch exactly at a time `t` (e.g. "hidden from
    /// t on"), put a jump pair at `t` in the Filmstrip rather than relying on this edge.
    @inlinable
    public func interpolated(to other: Bool, progress: Double) -> Bool { progress > 0 ? other : self }
}
