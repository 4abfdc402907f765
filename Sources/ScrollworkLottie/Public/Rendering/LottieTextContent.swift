import Scrollwork
import ScrollworkCanvas
import ScrollworkScene

/// One text layer of a Lottie file as the content of a scene `Node`: its documents, glyphs or
/// fonts and animators, set and drawn by the same code as in the ``LottieRenderer`` — without
/// the layer's transform, masks or timing, so the node places it.
///
/// ```swift
/// let animation = try LottieReader().read(contentsOfFile: "title.json")
/// let title = try LottieTextContent(animation, layerNamed: "Headline")
/// let node = Node(content: title, position: Point(x: 160, y: 80))  // sized to the text
/// scene.addChild(node)
/// let scrub = Animation(title, \.currentFrame)                      // its animators, by the scroll
/// scrub[0] = 0; scrub[1] = 60
/// ```
///
/// The text's box — the paragraph box of paragraph text, else its lines from the top of the
/// first to the bottom of the last, as wide as the widest — is placed at the node bounds'
/// top-left corner. Not `Sendable`: it lives in its scene's isolation domain.
public final class LottieTextContent: NodeContent, Animatable {
    /// The layer's name.
    public let layerName: String
    private let program: TextProgram
    private var ownRevision: UInt64 = 0

    /// The text layer named `name` (the first such layer of the root, then of the precomps
    /// in id order).
    ///
    /// - Throws: ``LottieError`` of kind ``LottieError/Kind/noSuchProperty`` when the file has
    ///   no text layer of that name.
    public init(_ animation: LottieAnimation, layerNamed name: String) throws(LottieError) {
        let layers = animation.root.layers + animation.precomps.keys.sorted().flatMap { animation.precomps[$0]?.layers ?? [] }
        guard let layer = layers.first(where: { $0.name == name && $0.isText }), case .text(let text) = layer.content else {
            throw LottieError(kind: .noSuchProperty, path: name, message: "no text layer named '\(name)'")
        }
        layerName = name
        program = TextProgram(text, masks: layer.masks, glyphs: TextGlyphTable(animation), overrides: .none,
                              seed: RenderLayer.seed(layer.jsonPath))
        currentFrame = text.documents.first?.time ?? 0
    }

    /// The frame shown (the file's frames: which document, and where its animators are).
    public var currentFrame: Double {
        didSet {
            if currentFrame.isNaN { currentFrame = oldValue }
            if currentFrame != oldValue { ownRevision &+= 1 }
        }
    }

    /// Shows frame `time` (an `Animator` or a `Player` driving the content).
    public func animate(at time: Double) {
        currentFrame = time
    }

    /// The text's box at the current frame, in the layer's coordinates.
    public var textBounds: Rect { program.bounds(at: currentFrame) ?? .zero }

    // MARK: - NodeContent

    /// The size of the text's box at the first document.
    public var intrinsicSize: Size? {
        program.bounds(at: program.documentTimes.first ?? 0)?.size
    }

    /// Changes with the frame.
    public var revision: UInt64 { ownRevision }

    /// Unknown: animators may move characters anywhere.
    public func drawingBounds(in bounds: Rect) -> Rect? { nil }

    /// Draws the text at ``currentFrame`` with its box's top-left corner at the bounds'.
    public func draw(into canvas: Canvas, bounds: Rect) {
        let box = textBounds
        canvas.save()
        canvas.concatenate(AffineTransform(translationX: bounds.minX - box.minX, y: bounds.minY - box.minY))
        program.draw(at: currentFrame, canvas: canvas)
        canvas.restore()
    }
}

extension LottieLayer {
    /// Whether the layer is a text layer.
    var isText: Bool {
        if case .text = content { return true }
        return false
    }
}
