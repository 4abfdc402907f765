import Scrollwork

/// A named position on the scroll track, drawn by the overlay (like GSAP's debug markers):
/// where a scroll range starts or ends, a page boundary, a Lottie marker.
public struct ScrollMarker: Sendable, Equatable {
    /// The label drawn beside the marker.
    public var name: String
    /// The scroll offset the marker stands at.
    public var offset: Double
    /// The marker's colour.
    public var color: Color

    /// Creates a marker.
    public init(name: String, offset: Double, color: Color = Color(red: 0.1, green: 0.7, blue: 0.3)) {
        self.name = name
        self.offset = offset
        self.color = color
    }
}
