import Scrollwork
import ScrollworkCanvas

/// Draws a ``LottieAnimation`` at any (fractional) frame through a ``Canvas``.
///
/// The animation is imported once into a render tree whose animated properties are core
/// ``Filmstrip``s; ``render(frame:into:transform:)`` evaluates it at the frame (random access:
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
/// To show a file in a scene, use a ``LottieContent``; to play it from a clock, a
/// ``LottiePlayer``. A renderer is a reference type used from one thread at a time.
public final class LottieRenderer {
    /// The animation drawn.
    public let animation: LottieAnimation
    /// A number that changes whenever what the renderer draws at a given frame may have changed
    /// (a binding added or removed, a value handle set).
    public internal(set) var revision: UInt64 = 0
    private(set) var compositions: [RenderComposition] = []
    private(set) var root = 0
    let images: [Pixmap?]
    let imageIndex: [String: Int]
    let scratch = ShapeScratch()
    /// Value providers and handles, in the order they were bound (later ones win).
    var bindings: [DynamicPropertyBinding] = []

    /// Imports an animation (shapes, tracks, precomps, decoded PNG images).
    public init(_ animation: LottieAnimation) {
        self.animation = animation
        var imageIndex: [String: Int] = [:]
        var images: [Pixmap?] = []
        for (id, asset) in animation.images.sorted(by: { $0.key < $1.key }) {
            imageIndex[id] = images.count
            images.append(LottieRenderer.decode(asset, baseDirectory: animation.baseDirectory))
        }
        self.images = images
        self.imageIndex = imageIndex
        build(animation, overrides: .none)
    }

    /// Builds the render tree of `model` (the animation, with the bindings' slots marked).
    func build(_ model: LottieAnimation, overrides: TrackOverrides) {
        var compIndex: [String: Int] = [:]
        let ids = model.precomps.keys.sorted()
        for (n, id) in ids.enumerated() { compIndex[id] = n }
        var comps: [RenderComposition] = []
        for id in ids {
            comps.append(RenderComposition(model.precomps[id] ?? LottieComposition(layers: []), compositions: compIndex,
                                           images: imageIndex, overrides: overrides))
        }
        comps.append(RenderComposition(model.root, compositions: compIndex, images: imageIndex, overrides: overrides))
        root = comps.count - 1
        compositions = comps
    }

    static func decode(_ asset: LottieImageAsset, baseDirectory: String?) -> Pixmap? {
        guard let bytes = try? asset.data(baseDirectory: baseDirectory),
              bytes.count > 8, bytes[0] == 0x89, bytes[1] == 0x50 else { return nil }
        return try? PNG.decode(bytes)
    }

    /// The composition size.
    public var size: Size { animation.size }

    /// Draws frame `frame` (absolute, as in the file) with `transform` mapping composition
    /// coordinates to the canvas's current space. Drawing is clipped to the composition rect.
    public func render(frame: Double, into canvas: Canvas, transform: AffineTransform = .identity) {
        render(frame: frame, into: canvas, transform: transform, exactClip: false)
    }

    func render(frame: Double, into canvas: Canvas, transform: AffineTransform, exactClip: Bool) {
        canvas.save()
        canvas.concatenate(transform)
        LottieRenderer.clip(canvas, to: Rect(x: 0, y: 0, width: size.width, height: size.height), exact: exactClip)
        draw(composition: root, at: frame, canvas: canvas)
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

    // MARK: - Drawing

    func draw(composition c: Int, at t: Double, canvas: Canvas) {
        let comp = compositions[c]
        for i in comp.layers.indices.reversed() {
            let layer = comp.layers[i]
            if layer.isHidden || layer.isMatteSource { continue }
            drawLayer(i, of: c, at: t, canvas: canvas)
        }
    }

    func world(_ i: Int, of c: Int, at t: Double, depth: Int = 0) -> AffineTransform {
        let layer = compositions[c].layers[i]
        let m = layer.transform.matrix(at: t)
        if let p = layer.parent, p != i, depth < 64, compositions[c].layers.indices.contains(p) {
            return world(p, of: c, at: t, depth: depth + 1) * m
        }
        return m
    }

    func drawLayer(_ i: Int, of c: Int, at t: Double, canvas: Canvas) {
        let layer = compositions[c].layers[i]
        guard t >= layer.inPoint, t < layer.outPoint else { return }
        if case .nothing = layer.content { return }
        let opacity = layer.transform.opacity(at: t)
        guard opacity > 0 else { return }
        let m = world(i, of: c, at: t)
        guard m.isFinite, m.determinant != 0 else { return }
        var isolate = false
        if case .precomp = layer.content, opacity < 1 { isolate = true }
        let needsLayer = !layer.masks.isEmpty || layer.matte != nil || layer.blendMode != .normal || isolate
        canvas.save()
        if needsLayer {
            var masks: [Mask] = []
            for mask in layer.masks {
                let path = mask.path.value(at: t).bezier.path.applying(m)
                masks.append(Mask(path: path, mode: mask.mode, opacity: mask.opacity.value(at: t) / 100, inverted: mask.inverted))
            }
            let matte = layer.matte.flatMap { $0.source == nil ? nil : $0 }
            let bounds = LottieRenderer.layerBounds(layer, masks: masks, transform: m)
            canvas.beginLayer(Layer(opacity: isolate ? opacity : 1, blendMode: layer.blendMode, bounds: bounds, masks: masks, matte: matte?.mode))
            canvas.save()
            if !isolate { canvas.opacity = canvas.opacity * opacity }
            canvas.concatenate(m)
            drawContent(layer, at: t, canvas: canvas)
            canvas.restore()
            if let matte, let source = matte.source, compositions[c].layers.indices.contains(source), source != i {
                canvas.beginMatte()
                drawLayer(source, of: c, at: t, canvas: canvas)
            }
            canvas.endLayer()
        } else {
            canvas.opacity = canvas.opacity * opacity
            canvas.concatenate(m)
            drawContent(layer, at: t, canvas: canvas)
        }
        canvas.restore()
    }

    /// Clips to a rectangle in local coordinates. Unless `exact`, the clip is the rectangle's
    /// device bounding box with edges rounded to whole pixels (exact for axis-aligned
    /// transforms up to the edge pixels; loose for rotated ones), which needs no coverage mask.
    static func clip(_ canvas: Canvas, to rect: Rect, exact: Bool) {
        let m = canvas.transform
        guard !exact, canvas.perspective == nil else {
            canvas.clip(to: rect)
            return
        }
        let d = rect.applying(m)
        let snapped = Rect(corner: Point(x: d.minX.rounded(), y: d.minY.rounded()),
                           corner: Point(x: d.maxX.rounded(), y: d.maxY.rounded()))
        canvas.transform = .identity
        canvas.clip(to: snapped)
        canvas.transform = m
    }

    /// Where a layer's pixels can be (composition space), to bound its offscreen: its content
    /// rectangle (precomp clip, solid, image) intersected with the union of its masks when
    /// the masks can only take away outside that union. `nil`: unknown.
    static func layerBounds(_ layer: RenderLayer, masks: [Mask], transform m: AffineTransform) -> Rect? {
        var bounds: Rect?
        switch layer.content {
        case .precomp(_, let size, _), .solid(_, let size):
            bounds = Rect(x: 0, y: 0, width: size.width, height: size.height).applying(m)
        default:
            break
        }
        if let first = masks.first, first.mode == .add, masks.allSatisfy({ !$0.inverted || $0.mode != .add }),
           masks.allSatisfy({ [.add, .subtract, .intersect, .darken].contains($0.mode) }) {
            var union: Rect?
            for mask in masks where mask.mode == .add {
                guard let b = mask.path.controlBounds else { continue }
                union = union.map { $0.union(b) } ?? b
            }
            let u = union ?? .zero
            bounds = bounds.map { $0.intersection(u) ?? .zero } ?? u
        }
        guard let b = bounds, b.isFinite else { return nil }
        return b.insetBy(dx: -2, dy: -2)
    }

    func drawContent(_ layer: RenderLayer, at t: Double, canvas: Canvas) {
        switch layer.content {
        case .nothing:
            break
        case .precomp(let comp, let size, let remap):
            guard let comp else { return }
            LottieRenderer.clip(canvas, to: Rect(x: 0, y: 0, width: size.width, height: size.height), exact: false)
            let inner: Double
            if let remap {
                inner = remap.value(at: t) * animation.frameRate
            } else {
                inner = (t - layer.startTime) / layer.timeStretch
            }
            draw(composition: comp, at: inner, canvas: canvas)
        case .solid(let color, let size):
            canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .solid(color))
        case .image(let index):
            guard let index, let image = images[index] else { return }
            canvas.drawImage(image)
        case .shapes(let program):
            program.draw(at: t, canvas: canvas, scratch: scratch)
        }
    }
}

/// A composition of the render tree: its layers, top first.
struct RenderComposition {
    var layers: [RenderLayer]

    init(_ c: LottieComposition, compositions: [String: Int], images: [String: Int], overrides: TrackOverrides) {
        layers = c.layers.map { RenderLayer($0, compositions: compositions, images: images, overrides: overrides) }
    }
}
