import Scrollwork
import ScrollworkCanvas
import ScrollworkScene

/// A Lottie animation as the content of a scene `Node`: the file is one more thing a node can
/// show, its frame one more property on the scene's `Animator`, and its layers drivable by the
/// scroll like any node.
///
/// ```swift
/// let badge = LottieContent(try LottieReader().read(json: badgeJSON))
/// let node = Node(content: badge, position: Point(x: 160, y: 240))  // sized to the composition
/// intro.addChild(node)
/// intro.keep(node, onPage: 1)
/// let scrub = Animation(badge, \.currentFrame)                     // page time → frame
/// scrub[0.5, easing: .easeInOutQuad] = badge.startFrame; scrub[1.5] = badge.endFrame
/// intro.add(scrub)
/// ```
///
/// The composition is placed into the node's bounds by ``contentMode`` and clipped to its
/// rectangle. The frame can also be handed to a clock: a `Player` (or ``LottiePlayer``)
/// whose `target` is the content, since the content is `Animatable` — its time is the file's
/// absolute frame (`animate(at: 30)` shows frame 30). Layers and properties are driven through
/// ``renderer`` (``LottieRenderer/layer(named:)``, ``LottieRenderer/valueHandle(for:as:)``).
///
/// Not `Sendable`: it lives in its scene's isolation domain.
public final class LottieContent: NodeContent, Animatable {
    /// The render tree, and where value providers and handles are bound (replaced when a
    /// ``LottiePlayer`` switches animation).
    public private(set) var renderer: LottieRenderer
    /// How the composition is placed into the node's bounds.
    public var contentMode: ContentMode = .scaleAspectFit {
        didSet { if contentMode != oldValue { ownRevision &+= 1 } }
    }
    private var ownRevision: UInt64 = 0

    /// Content showing `animation` at its first frame.
    ///
    /// - Parameters:
    ///   - animation: the animation shown.
    ///   - options: how its renderer imports it (what runs its expressions).
    public convenience init(_ animation: LottieAnimation, options: LottieRenderer.Options = .init()) {
        self.init(renderer: LottieRenderer(animation, options: options))
    }

    /// Content drawn by `renderer` (sharing its bindings), at the first frame.
    public init(renderer: LottieRenderer) {
        self.renderer = renderer
        currentFrame = renderer.animation.inPoint
    }

    /// Shows another renderer's animation (a player switching animation), at its first frame.
    package func replaceRenderer(_ newRenderer: LottieRenderer) {
        renderer = newRenderer
        ownRevision &+= 1
        currentFrame = newRenderer.animation.inPoint
    }

    /// The animation shown.
    public var animation: LottieAnimation { renderer.animation }
    /// The frames shown: `ip … op − 1`.
    public var frameRange: FrameRange { renderer.animation.frameRange }
    /// The first frame, `ip`.
    public var startFrame: Double { frameRange.inPoint }
    /// The last frame drawn, `op − 1`.
    public var endFrame: Double { frameRange.lastFrame }

    /// The frame shown (absolute, fractional), clamped to ``startFrame``…``endFrame`` (an
    /// overshooting easing holds the ends); NaN is ignored.
    public var currentFrame: Double {
        didSet {
            if currentFrame.isNaN { currentFrame = oldValue }
            currentFrame = min(max(currentFrame, startFrame), endFrame)
            if currentFrame != oldValue { ownRevision &+= 1 }
        }
    }

    /// The progress shown, `0…1` — `FrameRange`'s clamped mapping (outside `0…1` clamps, NaN
    /// shows ``startFrame``).
    public var currentProgress: Double {
        get { frameRange.clampedProgress(atFrame: currentFrame) }
        set { currentFrame = frameRange.clampedFrame(atProgress: newValue) }
    }

    /// Shows frame `time` (an `Animator` or a `Player` driving the content).
    public func animate(at time: Double) {
        currentFrame = time
    }

    // MARK: - NodeContent

    /// The composition's size.
    public var intrinsicSize: Size? { animation.size }

    /// Changes with the frame, the content mode and the renderer's bindings and handle values.
    public var revision: UInt64 { ownRevision &+ renderer.revision }

    /// The composition's rectangle placed into `bounds` (drawing is clipped to it).
    public func drawingBounds(in bounds: Rect) -> Rect? {
        let composition = Rect(origin: .zero, size: animation.size)
        return composition.applying(placement(in: bounds))
    }

    /// Draws ``currentFrame`` placed into `bounds` by ``contentMode``.
    public func draw(into canvas: Canvas, bounds: Rect) {
        renderer.render(frame: currentFrame, into: canvas, transform: placement(in: bounds))
    }

    /// Composition coordinates → the node's, for a node whose bounds are `bounds`.
    func placement(in bounds: Rect) -> AffineTransform {
        AffineTransform(translationX: bounds.minX, y: bounds.minY)
            * contentMode.transform(content: animation.size, in: bounds.size)
    }
}
