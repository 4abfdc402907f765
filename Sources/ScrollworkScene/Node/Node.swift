import Scrollwork
import ScrollworkCanvas

/// One element of a scene: what JazzHands animated as a `UIView` / `CALayer`, drawn by a
/// ``SceneRenderer`` into a `Canvas`.
///
/// **Geometry.** A node has a ``size`` (its bounds are `(0, 0, width, height)` in its own
/// coordinates), an ``anchorPoint`` in unit coordinates of the bounds (default the centre,
/// like `CALayer`) and a ``position``: where the anchor lands in the parent's coordinates.
/// ``translation`` is added to the position (JazzHands' translation animation).
///
/// **Transform: one canonical order.** Whatever order animations write them in, the node's
/// transform is composed as
///
/// ```
/// T(position + translation) · transform3D · R(rotation) · Skew(skew, skewAxis) · S(scale) · T(−anchor)
/// ```
///
/// (the core's `TransformComponents` order; ``transform3D`` sits between the 2D chain and the
/// move to the position, so it acts about the anchor like `CALayer.transform`).
/// Angles are **degrees, clockwise-positive** on the y-down screen (JazzHands turned its
/// degrees counter-clockwise; CSS and Lottie turn clockwise, and so does Scrollwork).
///
/// **Drawing.** ``backgroundColor`` fills the bounds (rounded by ``cornerRadius``); the
/// ``shape`` is filled with ``fillColor`` and stroked with ``strokeColor`` (trimmed to
/// ``strokeStart``…``strokeEnd``); then its ``content`` (a ``NodeContent`` such as a Lottie
/// animation); then the children, sorted by ``zPosition`` (ties keep the order they were added
/// in). ``opacity`` is group opacity; ``mask``, ``matte`` and
/// ``blendMode`` apply to the whole subtree; ``clipsToBounds`` clips the children.
///
/// **Isolation.** Not `Sendable`: a scene lives in one isolation domain (the main actor in an
/// app, a task in a tool) with its animators and renderer.
public final class Node {
    // MARK: Tree

    /// A name for debugging and look-ups.
    public var name: String
    /// The parent, if this node is in a tree.
    public private(set) weak var parent: Node?
    /// The children in the order they were added (drawing order is by ``zPosition``, then this).
    public private(set) var children: [Node] = []

    // MARK: Geometry and transform

    /// What the node draws of its own.
    public var shape: NodeShape { didSet { if shape != oldValue { invalidate(.geometry) } } }
    /// The size of the bounds.
    public var size: Size { didSet { if size != oldValue { invalidate([.geometry, .transform, .text, .mask]) } } }
    /// Where the anchor point lands, in the parent's coordinates.
    public var position: Point { didSet { if position != oldValue { invalidate(.transform) } } }
    /// The point rotation and scale pivot about, in unit coordinates of the bounds (0.5, 0.5 =
    /// the centre).
    /// Setting it un-pins an anchor set in points through ``anchor``.
    public var anchorPoint: Point { didSet { pinnedAnchor = nil; invalidate(.transform) } }
    /// An anchor pinned in points by setting ``anchor`` (Lottie's `a`), or nil.
    var pinnedAnchor: Point?
    /// An offset added to ``position`` (JazzHands' translation animation).
    public var translation: Point = .zero { didSet { if translation != oldValue { invalidate(.transform) } } }
    /// Scale factors (x, y); 1 is identity.
    public var scale = Point(x: 1, y: 1) { didSet { if scale != oldValue { invalidate(.transform) } } }
    /// Rotation in degrees, clockwise-positive on screen (the canvas and the core's
    /// `TransformComponents` take radians).
    public var rotationDegrees: Double = 0 { didSet { if rotationDegrees != oldValue { invalidate(.transform) } } }
    /// Skew angle in degrees (Lottie's sense: a shear along ``skewAxis``).
    public var skew: Double = 0 { didSet { if skew != oldValue { invalidate(.transform) } } }
    /// The direction the skew acts along, degrees.
    public var skewAxis: Double = 0 { didSet { if skewAxis != oldValue { invalidate(.transform) } } }
    /// A 3D transform with perspective, applied after the 2D chain about the anchor.
    public var transform3D: Transform3DComponents = .identity { didSet { if transform3D != oldValue { invalidate(.transform) } } }

    // MARK: Appearance

    /// Group opacity, 0…1 (values outside are clamped when drawn).
    public var opacity: Double = 1 { didSet { if oldValue != opacity { repaint() } } }
    /// Whether the node and its subtree are skipped.
    public var isHidden = false { didSet { if oldValue != isHidden { repaint() } } }
    /// Whether the children are clipped to the bounds.
    public var clipsToBounds = false { didSet { if oldValue != clipsToBounds { repaint() } } }
    /// Drawing order among siblings: higher draws later (on top); ties keep insertion order.
    public var zPosition: Double = 0 { didSet { if zPosition != oldValue { parent?.invalidate(.order) } } }
    /// The colour filling the bounds under everything else (`nil`: none).
    public var backgroundColor: Color? { didSet { if oldValue != backgroundColor { repaint() } } }
    /// The colour filling the shape (`nil`: none).
    public var fillColor: Color? { didSet { if oldValue != fillColor { repaint() } } }
    /// A paint (gradient, image) filling the shape instead of ``fillColor`` (`nil`: use the colour).
    public var fillPaint: Paint? { didSet { repaint() } }
    /// How the shape's outline decides inside (non-zero by default).
    public var fillRule: FillRule = .nonZero { didSet { if oldValue != fillRule { repaint() } } }
    /// The colour stroking the shape (`nil`: none).
    public var strokeColor: Color? { didSet { if oldValue != strokeColor { repaint() } } }
    /// A paint stroking the shape instead of ``strokeColor`` (`nil`: use the colour).
    public var strokePaint: Paint? { didSet { repaint() } }
    /// The stroke's dash pattern (`nil`: solid).
    public var dash: DashPattern? { didSet { if oldValue != dash { repaint() } } }
    /// The stroke's miter limit, a multiple of the width.
    public var miterLimit: Double = 4 { didSet { if oldValue != miterLimit { repaint() } } }
    /// The stroke width in the node's own units.
    public var strokeWidth: Double = 1 { didSet { if oldValue != strokeWidth { repaint() } } }
    /// The stroke's line cap.
    public var lineCap: LineCap = .butt { didSet { if oldValue != lineCap { repaint() } } }
    /// The stroke's line join.
    public var lineJoin: LineJoin = .miter { didSet { if oldValue != lineJoin { repaint() } } }
    /// Where the drawn part of the stroke starts, 0…1 of the outline's length.
    public var strokeStart: Double = 0 { didSet { if oldValue != strokeStart { repaint() } } }
    /// Where the drawn part of the stroke ends, 0…1 of the outline's length.
    public var strokeEnd: Double = 1 { didSet { if oldValue != strokeEnd { repaint() } } }
    /// Shifts the drawn part along the outline, in lengths (Lottie's trim offset ÷ 360); the
    /// part wraps past the end.
    public var strokeOffset: Double = 0 { didSet { if oldValue != strokeOffset { repaint() } } }
    /// The corner radius of the bounds (background, rectangles, clipping).
    public var cornerRadius: Double = 0 { didSet { if cornerRadius != oldValue { invalidate(.geometry) } } }
    /// The outline drawn by a ``NodeShape/path`` node, in its own coordinates.
    public var path = Path() { didSet { invalidate(.geometry) } }
    /// The image drawn by a ``NodeShape/image`` node, stretched to the bounds.
    public var image: Pixmap? { didSet { repaint() } }
    /// Content drawn over the shape and under the children (a Lottie animation, say), within
    /// the bounds (`nil`: none). See ``NodeContent``.
    public var content: (any NodeContent)? { didSet { invalidate(.content) } }
    /// What shows the node (`nil`: all of it).
    public var mask: NodeMask? { didSet { invalidate(.mask) } }
    /// A track matte (`nil`: none).
    public var matte: NodeMatte? { didSet { repaint() } }
    /// How the subtree combines with what is below.
    public var blendMode: BlendMode = .normal { didSet { if oldValue != blendMode { repaint() } } }

    // MARK: Text

    /// The text of a ``NodeShape/text`` node.
    public var text = "" { didSet { if text != oldValue { invalidate(.text) } } }
    /// The font (`nil`: the text draws nothing).
    public var font: Font? { didSet { if font !== oldValue { invalidate(.text) } } }
    /// The font size, pixels per em.
    public var fontSize: Double = 17 { didSet { if fontSize != oldValue { invalidate(.text) } } }
    /// The text's colour.
    public var textColor: Color = .black { didSet { if oldValue != textColor { repaint() } } }
    /// How lines align within the wrap width.
    public var textAlignment: TextAlignment = .left { didSet { if textAlignment != oldValue { invalidate(.text) } } }
    /// The width lines wrap at (`nil`: the bounds' width; 0 or less: no wrapping).
    public var wrapWidth: Double? { didSet { if wrapWidth != oldValue { invalidate(.text) } } }

    // MARK: Caches kept for the renderer

    @usableFromInline var dirty: DirtyFlags = .all
    /// A number bumped by every change that can alter what the node draws (its own
    /// properties, its children's order); incremental frames compare it with the one they saw.
    @usableFromInline var revision: UInt64 = 0
    @usableFromInline var cache = NodeCache()

    /// Creates a node.
    public init(_ shape: NodeShape = .group, name: String = "", size: Size = .zero, position: Point = .zero,
                anchorPoint: Point = Point(x: 0.5, y: 0.5)) {
        self.shape = shape
        self.name = name
        self.size = size
        self.position = position
        self.anchorPoint = anchorPoint
    }

    /// Creates a node showing `content`, sized to the content's ``NodeContent/intrinsicSize``
    /// unless `size` is given.
    public convenience init(content: any NodeContent, name: String = "", size: Size? = nil, position: Point = .zero,
                            anchorPoint: Point = Point(x: 0.5, y: 0.5)) {
        self.init(.group, name: name, size: size ?? content.intrinsicSize ?? .zero, position: position,
                  anchorPoint: anchorPoint)
        self.content = content
    }

    /// Creates a node occupying `frame` in its parent (with the default anchor, the centre).
    public convenience init(_ shape: NodeShape = .group, name: String = "", frame: Rect) {
        self.init(shape, name: name)
        self.frame = frame
    }

    // MARK: Tree editing

    /// Adds `child` on top of the other children (removing it from its old parent first).
    /// Adding an ancestor of this node (which would make a cycle) is ignored.
    public func addChild(_ child: Node) {
        insertChild(child, at: children.count)
    }

    /// Inserts `child` at `index` (clamped) among the children.
    ///
    /// - Complexity: O(c) for c children.
    public func insertChild(_ child: Node, at index: Int) {
        var a: Node? = self
        while let n = a { if n === child { return }; a = n.parent }
        child.removeFromParent()
        children.insert(child, at: min(max(index, 0), children.count))
        child.parent = self
        child.invalidate(.transform)
        invalidate(.order)
    }

    /// Removes this node from its parent.
    ///
    /// - Complexity: O(c) for the parent's c children.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        // The parent's sorted copy lets go too: a detached subtree must not be kept alive by a
        // stale draw order (it would make a cycle if the old parent were later added under it).
        parent.cache.drawOrder.removeAll { $0 === self }
        parent.invalidate(.order)
        self.parent = nil
    }

    /// The first node named `name` in this subtree (depth first, this node included).
    ///
    /// - Complexity: O(n), the nodes of the subtree (depth first).
    public func first(named name: String) -> Node? {
        if self.name == name { return self }
        for c in children { if let n = c.first(named: name) { return n } }
        return nil
    }

    // MARK: Derived geometry

    /// The bounds in the node's own coordinates: `(0, 0, size)`.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The anchor in the node's own coordinates (points): ``anchorPoint`` × ``size``, unless it
    /// was set. Setting it pins the anchor in points (Lottie's anchor `a`, which does not follow
    /// the size and works for nodes without a size); setting ``anchorPoint`` un-pins it.
    public var anchor: Point {
        get { pinnedAnchor ?? Point(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height) }
        set { pinnedAnchor = newValue; invalidate(.transform) }
    }

    /// The untransformed frame in the parent's coordinates, like `UIView.frame` with an
    /// identity transform: the bounds placed so that the anchor sits at ``position`` (translation,
    /// scale, rotation, skew and the 3D transform are not included). Setting it sets
    /// ``size`` and ``position``.
    public var frame: Rect {
        get { Rect(origin: Point(x: position.x - anchor.x, y: position.y - anchor.y), size: size) }
        set {
            let r = newValue.standardized
            size = r.size
            position = Point(x: r.minX + anchor.x, y: r.minY + anchor.y)
        }
    }

    /// The transform components in the canonical order (angles converted to radians).
    public var transformComponents: TransformComponents {
        TransformComponents(position: position + translation, anchor: anchor, scale: scale,
                            rotation: rotationDegrees * .pi / 180, skew: skew * .pi / 180, skewAxis: skewAxis * .pi / 180)
    }

    /// The 2D transform from this node's coordinates to its parent's (without ``transform3D``).
    public var localTransform: AffineTransform { transformComponents.matrix }

    /// The transform from this node's coordinates to the root's, when no node on the way has a
    /// 3D transform (otherwise the affine part only).
    ///
    /// - Complexity: O(d), the node's depth.
    public var transformToRoot: AffineTransform {
        var m = localTransform
        var p = parent
        while let n = p { m = n.localTransform * m; p = n.parent }
        return m
    }

    // MARK: Invalidation

    @usableFromInline
    func invalidate(_ flags: DirtyFlags) {
        dirty.formUnion(flags)
        revision &+= 1
    }

    /// Notes a change to how the node paints that leaves its derived state as it is.
    @usableFromInline
    func repaint() {
        revision &+= 1
    }
}
