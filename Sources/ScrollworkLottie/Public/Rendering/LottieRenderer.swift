import Scrollwork
import ScrollworkCanvas

/// Draws a ``LottieAnimation`` at any (fractional) frame through a `Canvas`.
///
/// The animation is imported once into a render tree whose animated properties are core
/// `Filmstrip`s; ``render(frame:into:transform:)`` evaluates it at the frame (random access:
/// nothing depends on the previous frame) and draws it. Scratch memory is kept between frames.
/// Properties can be driven at run time by value providers and value handles bound by keypath
/// (see ``setValueProvider(_:keypath:)`` and ``valueHandle(for:as:)``).
///
/// ```swift
/// let animation = try LottieReader().read(contentsOfFile: "logo.json")
/// let renderer = LottieRenderer(animation)
/// let canvas = try Canvas(width: 512, height: 512)
/// renderer.render(frame: 30, into: canvas, size: Size(width: 512, height: 512), contentMode: .scaleAspectFit)
/// ```
///
/// Expressions (`x`) run when the options name an engine (``Options/expressions``: the
/// `ScrollworkExpressions` product's `.javaScript`): compiled once here and evaluated at each
/// frame, each evaluation bounded by ``LottieLimits``; one that fails leaves its property's own
/// value and is listed in ``expressionDiagnostics``. Without an engine every property plays its
/// own value.
///
/// To show a file in a scene, use a ``LottieContent``; to play it from a clock, a
/// ``LottiePlayer``. A renderer is a reference type used from one thread at a time.
public final class LottieRenderer {
    /// How a renderer imports a file.
    public struct Options: Sendable {
        /// What runs the file's expressions (nil, the default: none run, and every property
        /// plays its own value).
        public var expressions: LottieExpressionEngine?
        /// The bounds on expressions: steps, time and memory (``LottieLimits/maxExpressionSteps``…).
        public var limits: LottieLimits

        /// Creates options.
        ///
        /// - Parameters:
        ///   - expressions: what runs the file's expressions (nil: none run).
        ///   - limits: the bounds on expressions.
        public init(expressions: LottieExpressionEngine? = nil, limits: LottieLimits = .default) {
            self.expressions = expressions
            self.limits = limits
        }
    }

    /// The animation drawn.
    public let animation: LottieAnimation
    /// The options the renderer was made with (a player switching animation makes the next
    /// renderer with them).
    public let options: Options
    // The stored variables below skip the runtime exclusivity check, as the canvas's do: every
    // layer of every frame reads them, and only one render at a time runs.
    /// A number that changes whenever what the renderer draws at a given frame may have changed
    /// (a binding added or removed, a value handle set).
    @exclusivity(unchecked) public internal(set) var revision: UInt64 = 0
    @exclusivity(unchecked) private(set) var compositions: [RenderComposition] = []
    @exclusivity(unchecked) private(set) var root = 0
    /// The images drawn, by ``imageIndex``: the file's, or a theme's or slot's in their place.
    @exclusivity(unchecked) private(set) var images: [RenderImage?]
    /// The file's images, decoded once.
    let fileImages: [RenderImage?]
    let imageIndex: [String: Int]
    let scratch = ShapeScratch()
    /// The last frame left in a canvas by ``renderIncrementally(frame:into:scale:background:)``.
    let incremental = IncrementalState()
    /// Layers drawn through an offscreen that stay the same, kept as pixels.
    let keptLayers = KeptLayerPixels()
    /// Value providers and handles, in the order they were bound (later ones win).
    @exclusivity(unchecked) var bindings: [DynamicPropertyBinding] = []
    /// The id of the theme applied (``apply(theme:animationID:)``), if any.
    public internal(set) var themeID: String?
    /// The tween shown, if any (``LottiePlayer/tween(from:to:progress:easing:)``).
    let blending = TrackBlend()
    /// Whether merge paths (`mm`) combine their shapes as path booleans — add (union),
    /// subtract, intersect, exclude intersections — as lottie-ios, lottie-android and Skottie
    /// draw them. Off by default: the canonical player, lottie-web, keeps the paths as they are,
    /// and so does the renderer then.
    public var drawsMergePaths = false {
        didSet { if drawsMergePaths != oldValue { revision &+= 1 } }
    }

    /// The most memory, in bytes, the renderer keeps as pixels between frames, for two kinds
    /// of layers that stay the same:
    ///
    /// - the bottom layers, while the ones above move, which
    ///   ``renderIncrementally(frame:into:scale:background:)``, and a whole render onto a
    ///   canvas just cleared, copy back instead of drawing again (the part of the frame they
    ///   draw, at most one frame's width × height × 4 bytes, kept only where drawing those
    ///   layers is more than twice the work of the copy, counted, not timed);
    /// - layers anywhere in the tree drawn through an offscreen (masks, mattes, blend modes,
    ///   effects, precomps faded as a whole), blended from their kept pixels instead of drawn
    ///   with their masks and matte sources again, in every kind of render (each at most its
    ///   offscreen's width × height × 4 bytes; the least recently used make room).
    ///
    /// Either way the frame is byte for byte what drawing it all again gives. Default
    /// ``defaultPixelCacheBudget``; 0 keeps nothing.
    public var pixelCacheBudget = LottieRenderer.defaultPixelCacheBudget {
        didSet {
            if incremental.underlay.byteCount > pixelCacheBudget { incremental.underlay.drop() }
            if keptLayers.byteCount > pixelCacheBudget - incremental.underlay.byteCount { keptLayers.removeAll() }
            // A run declined for want of room may fit now.
            incremental.underlay.declined = nil
        }
    }

    /// 64 MiB: the frame of a 4K canvas (3840 × 2160) fits with room to spare.
    public static let defaultPixelCacheBudget = 64 << 20

    /// How far blurs and drop shadows may reach, in layer units (``LottieLimits/maxEffectRadius``).
    let maxEffectRadius: Double

    /// The expression evaluator; nil when the file has none or no engine was given.
    package let expressions: (any ExpressionEvaluating)?
    /// The diagnostic of a file whose expressions no engine runs (empty otherwise).
    private let unevaluatedExpressions: [Diagnostic]

    /// Imports an animation (shapes, tracks, precomps, the images the reader decoded), compiling its
    /// expressions unless `options` turn them off.
    ///
    /// - Parameters:
    ///   - animation: the animation to draw.
    ///   - options: whether expressions run, and their bounds.
    ///
    /// - Complexity: O(s): s the size of the model (every layer, shape and keyframe is imported once); expressions are compiled here.
    public init(_ animation: LottieAnimation, options: Options = Options()) {
        self.animation = animation
        self.options = options
        maxEffectRadius = options.limits.maxEffectRadius
        let scene = ExpressionScene(animation)
        if scene.expressions.isEmpty {
            expressions = nil
            unevaluatedExpressions = []
        } else if let engine = options.expressions {
            expressions = engine.makeEvaluator(scene, options.limits)
            unevaluatedExpressions = expressions == nil
                ? [scene.unevaluated("the expression engine (\(engine.name)) failed to start")] : []
        } else {
            expressions = nil
            unevaluatedExpressions = [scene.unevaluated("no expression engine was given (LottieRenderer.Options.expressions)")]
        }
        var imageIndex: [String: Int] = [:]
        var images: [RenderImage?] = []
        for (id, asset) in animation.images.sorted(by: { $0.key < $1.key }) {
            imageIndex[id] = images.count
            images.append(LottieRenderer.decode(asset, baseDirectory: animation.baseDirectory).map {
                RenderImage(pixels: $0, declaredWidth: asset.width, declaredHeight: asset.height)
            })
        }
        self.images = images
        fileImages = images
        self.imageIndex = imageIndex
        var overrides = TrackOverrides.none
        overrides.expressions = expressions
        overrides.blending = blending
        build(animation, overrides: overrides)
    }

    /// What went wrong with the file's expressions so far: compile errors (at import), and each
    /// expression's first throw, wrong-typed result or exhausted budget (as frames are drawn).
    /// Each such property plays its own value.
    public var expressionDiagnostics: [Diagnostic] { expressions?.diagnostics ?? unevaluatedExpressions }

    /// Builds the render tree of `model` (the animation, with the bindings' slots marked).
    func build(_ model: LottieAnimation, overrides: TrackOverrides) {
        var compIndex: [String: Int] = [:]
        let ids = model.precomps.keys.sorted()
        for (n, id) in ids.enumerated() { compIndex[id] = n }
        var comps: [RenderComposition] = []
        let glyphs = TextGlyphTable(model)
        for id in ids {
            comps.append(RenderComposition(model.precomps[id] ?? LottieComposition(layers: []), compositions: compIndex,
                                           images: imageIndex, glyphs: glyphs, overrides: overrides))
        }
        comps.append(RenderComposition(model.root, compositions: compIndex, images: imageIndex, glyphs: glyphs, overrides: overrides))
        root = comps.count - 1
        compositions = comps
    }

    /// The pixels the reader decoded; an asset made by hand (never decoded) is decoded here, if
    /// it is a PNG. One that does not decode draws nothing (the reader reports it as a diagnostic).
    static func decode(_ asset: LottieImageAsset, baseDirectory: String?) -> Pixmap? {
        if let image = asset.image { return image }
        if case .missing = asset.source { return nil }
        return try? LottieReader.decodeImage(asset, baseDirectory: baseDirectory, limits: .default, decoder: .png).get()
    }

    /// Draws the file's images, but `replacements` (by asset id, decoded when they were bound:
    /// ``decoded(_:)``) in place of theirs, each in the box its rule gives or else its asset's;
    /// one without pixels draws nothing.
    func replaceImages(_ replacements: [String: LottieTheme.Image]) {
        var drawn = fileImages
        for (id, image) in replacements {
            guard let n = imageIndex[id], let asset = animation.images[id] else { continue }
            drawn[n] = image.image.map {
                RenderImage(pixels: $0, declaredWidth: image.width ?? asset.width, declaredHeight: image.height ?? asset.height)
            }
        }
        images = drawn
    }

    /// `image` with its pixels: those it has (an archive's theme decodes its images as it is
    /// read), else its source decoded here once, if it is a PNG.
    func decoded(_ image: LottieTheme.Image) -> LottieTheme.Image {
        guard image.image == nil else { return image }
        var result = image
        result.image = LottieRenderer.decode(LottieImageAsset(id: "", width: 0, height: 0, source: image.source),
                                             baseDirectory: animation.baseDirectory)
        return result
    }

    /// The composition size.
    public var size: Size { animation.size }

    /// Draws frame `frame` (absolute, as in the file) with `transform` mapping composition
    /// coordinates to the canvas's current space. Drawing is clipped to the composition rect.
    ///
    /// Onto a canvas just cleared (`Canvas.blankColor`), the bottom layers that stay the same
    /// while the ones above change are kept as pixels, within ``pixelCacheBudget`` and where
    /// drawing them is more than twice the work of copying them (counted, not timed), and copied back in later
    /// frames instead of drawn again: byte for byte the same pixels.
    ///
    /// - Complexity: O(l + e + p) for the layers l visible at the frame, the edges e and pixels p they draw; still parts kept from earlier frames are copied or blended instead (see <doc:IncrementalRendering>).
    public func render(frame: Double, into canvas: Canvas, transform: AffineTransform = .identity) {
        render(frame: frame, into: canvas, transform: transform, exactClip: false)
    }

    func render(frame: Double, into canvas: Canvas, transform: AffineTransform, exactClip: Bool) {
        scratch.worlds.nextFrame()
        if pixelCacheBudget > 0, let background = canvas.blankColor {
            // The underlay is shared with incremental frames, whose frame is then no longer
            // known to be in their canvas.
            incremental.retained.forget()
            let key = Underlay.Key(IncrementalState.Placement(transform: transform, exactClip: exactClip, background: background,
                                                              revision: revision), in: canvas)
            let holds = underlayHolds(at: frame, key: key)
            drawWholeFrame(frame, onto: canvas, key: key, holds: holds, candidate: holds ? nil : underlayBoundary(at: frame, key: key),
                           transform: transform, exactClip: exactClip)
            return
        }
        inComposition(canvas, transform: transform, exactClip: exactClip) {
            draw(composition: root, at: frame, canvas: canvas)
        }
    }

    /// Runs `body` in composition space: `transform` applied to the canvas's current space and
    /// drawing clipped to the composition rectangle (exactly, or to its device pixels), the
    /// canvas's state restored afterwards.
    func inComposition(_ canvas: Canvas, transform: AffineTransform, exactClip: Bool, _ body: () -> Void) {
        canvas.save()
        // Kept layer pixels are used and kept only where the one path clip the renderer cannot
        // vouch for, one made before it, is absent (`KeptLayerPixels/Context`).
        let outer = canvas.clipIsRectangle ? canvas.clipBounds : nil
        canvas.concatenate(transform)
        let context = outer.map {
            KeptLayerPixels.Context(transform: canvas.transform, exactClip: exactClip, clip: $0, revision: revision)
        }
        LottieRenderer.clip(canvas, to: Rect(x: 0, y: 0, width: size.width, height: size.height), exact: exactClip)
        let enclosing = keptLayers.context
        keptLayers.context = context
        keptLayers.pass &+= 1
        body()
        keptLayers.context = enclosing
        canvas.restore()
    }

    /// Draws a frame scaled by `scale` from the top-left corner (the golden frames' rule).
    public func render(frame: Double, into canvas: Canvas, scale: Double) {
        render(frame: frame, into: canvas, transform: AffineTransform(scaleX: scale, y: scale), exactClip: true)
    }

    /// Draws a frame placed into an area of `size` at the canvas's origin by `contentMode`.
    public func render(frame: Double, into canvas: Canvas, size area: Size, contentMode: ContentMode) {
        render(frame: frame, into: canvas, transform: contentMode.transform(content: size, in: area))
    }
}
