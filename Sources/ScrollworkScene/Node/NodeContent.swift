import Scrollwork
import ScrollworkCanvas

/// What a ``Node`` draws besides its ``NodeShape``: a Lottie animation, a chart, anything that
/// draws itself into a canvas. A node draws its content after its shape and before its
/// children, in its own coordinates, within its bounds — with everything a node has around it
/// (transform, opacity, mask, matte, blend mode, 3D transform, pinning across pages).
///
/// ```swift
/// final class Dial: NodeContent {
///     var angle = 0.0 { didSet { revision &+= 1 } }
///     private(set) var revision: UInt64 = 0
///     var intrinsicSize: Size? { Size(width: 64, height: 64) }
///     func drawingBounds(in bounds: Rect) -> Rect? { bounds }
///     func draw(into canvas: Canvas, bounds: Rect) { … }
/// }
/// let dial = Dial()
/// scene.addChild(Node(content: dial, position: Point(x: 100, y: 100)))
/// animator.add(Animation(dial, \.angle))   // keyframe the content like any property
/// ```
///
/// Not `Sendable`: content lives in its scene's isolation domain.
public protocol NodeContent: AnyObject {
    /// The size the content has of its own (a node made with it takes this size), or nil.
    var intrinsicSize: Size? { get }
    /// A number that changes whenever what the content draws may have changed — its frame, its
    /// data, its placement — so a renderer that keeps derived state (bounds, pixels) knows to
    /// derive it again. Never reuse an old value.
    var revision: UInt64 { get }
    /// Where the content can draw, in the node's coordinates, for a node whose bounds are
    /// `bounds` (nil: unknown, anywhere). Used to size the node's layers and to skip nodes
    /// scrolled out of view, so it must contain every pixel ``draw(into:bounds:)`` touches.
    func drawingBounds(in bounds: Rect) -> Rect?
    /// Draws into `canvas`, whose transform maps the node's coordinates, for a node whose
    /// bounds are `bounds`.
    func draw(into canvas: Canvas, bounds: Rect)
}
