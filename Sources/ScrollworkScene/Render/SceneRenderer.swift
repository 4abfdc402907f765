import Scrollwork
import ScrollworkCanvas
import Synchronization

/// Draws a tree of ``Node``s into a `Canvas`.
///
/// The renderer keeps, on each node, what it derived last frame — the world transform, the
/// outlines of the shape and the rounded bounds, the text layout and glyph outlines, the mask
/// outlines and the children in z-order — and rebuilds each only when a property it depends
/// on changed (or, for the world transform, when an ancestor's moved). A subtree nobody
/// touched costs a walk and the canvas's draw calls, nothing else; ``statistics`` counts the
/// rebuilds so tests can check it. Steady-state frames allocate nothing in the renderer
/// (animating a mask reveal or text rebuilds their outlines, which does).
///
/// Not `Sendable`: use it in the scene's isolation domain.
public final class SceneRenderer {
    /// What the last ``render(_:into:clear:)`` or ``renderIncrementally(_:into:background:)`` did.
    public struct Statistics: Hashable, Sendable {
        /// Nodes drawn (visible, not fully transparent).
        public var nodesDrawn = 0
        /// Leaf nodes skipped because they lie outside the clip.
        public var nodesCulled = 0
        /// World transforms recomputed.
        public var transformsComputed = 0
        /// Shape / bounds outlines rebuilt.
        public var outlinesBuilt = 0
        /// Text layouts rebuilt.
        public var textLayouts = 0
        /// Offscreen layers used (group opacity, blend modes, masks, mattes).
        public var layers = 0
        /// Whether the clear painted the root's background (opaque and covering what was
        /// redrawn), so it was not filled again over the cleared pixels.
        public var clearedRootBackground = false
    }

    /// Counters for the last frame.
    public internal(set) var statistics = Statistics()

    /// Stamps mark world transforms on the nodes; each renderer draws its stamps from its own
    /// range (`epoch << 32`), so a tree drawn by several renderers never mistakes another
    /// renderer's stamp for its own.
    static let epochs = Atomic<UInt64>(0)
    /// This renderer's number (world stamps and frame stamps carry it in their high half).
    let epoch: UInt64
    var stampCounter: UInt64
    /// The node whose background the frame's clear painted (``backgroundCovering(_:of:canvas:)``).
    var clearedBackground: Node?
    var baseTransform = AffineTransform.identity
    var basePerspective: ProjectiveTransform?
    var baseStamp: UInt64
    /// The frame ``renderIncrementally(_:into:background:)`` left in a canvas.
    var lastFrame = SceneFrame()
    /// The current incremental frame's stamp: `epoch` in the high half, the frame count below.
    var frameStamp: UInt64 = 0
    /// Whether the current incremental frame met a node another renderer looked at last.
    var sawForeignNode = false
    /// While an incremental frame redraws part of the canvas, that part: nodes of the tree
    /// that draw elsewhere are skipped.
    var redrawRect: PixelRect?

    /// A renderer.
    public init() {
        epoch = SceneRenderer.epochs.add(1, ordering: .relaxed).newValue
        stampCounter = epoch << 32
        baseStamp = stampCounter
    }

    /// Draws `root` and its subtree with the canvas's current transform as the root's parent
    /// space, first filling the canvas with `clear` (`nil`: draw over what is there).
    public func render(_ root: Node, into canvas: Canvas, clear: Color? = .clear) {
        statistics = Statistics()
        drawFrame(root, into: canvas, clear: clear)
    }

    /// ``render(_:into:clear:)`` adding to the frame's ``statistics``.
    func drawFrame(_ root: Node, into canvas: Canvas, clear: Color?) {
        adoptBase(of: canvas)
        if let clear {
            let clip = canvas.clipBounds
            if canvas.clipIsRectangle, let cover = backgroundCovering(clip, of: root, canvas: canvas) {
                canvas.clear(clear, except: clip, with: cover)
                clearedBackground = root
                statistics.clearedRootBackground = true
            } else {
                canvas.clear(clear)
            }
        }
        canvas.save()
        draw(root, canvas: canvas, parentAffine: baseTransform, parentPerspective: basePerspective,
             parentStamp: baseStamp, forceWorld: false)
        canvas.restore()
        if clear != nil { clearedBackground = nil }
    }

    /// The root's background colour when its fill would paint every pixel of `region` with
    /// exactly that colour: opaque, drawn straight to the pixmap (no layer, mask, matte, blend
    /// mode or opacity below 1), axis-aligned and square-cornered, and covering `region` whole.
    /// The clear then paints the region with it and the root's background is not drawn. Brings
    /// the root's world transform up to date, as drawing it would.
    func backgroundCovering(_ region: PixelRect, of root: Node, canvas: Canvas) -> Color? {
        guard let color = root.backgroundColor, color.alpha >= 1, color.red.isFinite, color.green.isFinite,
              color.blue.isFinite, !root.isHidden, SceneRenderer.drawnOpacity(of: root) >= 1, canvas.opacity >= 1,
              canvas.drawsToPixmap, root.cornerRadius <= 0, root.blendMode == .normal, root.mask == nil,
              root.matte == nil, !root.size.isEmpty, !region.isEmpty else { return nil }
        updateWorld(root, parentAffine: baseTransform, parentPerspective: basePerspective, parentStamp: baseStamp,
                    force: false)
        updateContent(root)
        let m = root.cache.worldAffine
        guard root.cache.masks.isEmpty, root.cache.worldPerspective == nil, m.b == 0, m.c == 0 else { return nil }
        let r = root.bounds.applying(m)
        guard r.isFinite, r.minX <= Double(region.x), r.minY <= Double(region.y), r.maxX >= Double(region.maxX),
              r.maxY >= Double(region.maxY) else { return nil }
        return color
    }

    /// Takes the canvas's transform and perspective as the root's parent space; when they
    /// moved, a new stamp makes every world transform be computed again.
    func adoptBase(of canvas: Canvas) {
        guard canvas.transform != baseTransform || canvas.perspective != basePerspective else { return }
        baseTransform = canvas.transform
        basePerspective = canvas.perspective
        stampCounter &+= 1
        baseStamp = stampCounter
    }

    /// Renders `root` into a new pixmap of the given size (a convenience for tools and tests).
    public func render(_ root: Node, width: Int, height: Int, background: Color = .clear) throws(PixmapError) -> Pixmap {
        let canvas = try Canvas(width: width, height: height)
        render(root, into: canvas, clear: background)
        return canvas.pixmap
    }

    // MARK: - Traversal

    func draw(_ node: Node, canvas: Canvas, parentAffine: AffineTransform, parentPerspective: ProjectiveTransform?,
              parentStamp: UInt64, forceWorld: Bool) {
        // A node already being drawn (a mask or matte source that contains its owner) is skipped:
        // cycles draw nothing instead of recursing forever.
        guard !node.isHidden, !node.cache.isBeingDrawn else { return }
        let opacity = SceneRenderer.drawnOpacity(of: node)
        guard opacity > 0 else { return }
        updateWorld(node, parentAffine: parentAffine, parentPerspective: parentPerspective, parentStamp: parentStamp,
                    force: forceWorld)
        updateContent(node)
        // Cull a leaf whose drawing misses the clip entirely (pages scrolled away, say).
        if node.children.isEmpty, node.cache.worldPerspective == nil, !isVisible(node, in: canvas.clipBounds) {
            statistics.nodesCulled += 1
            return
        }
        // An incremental frame redraws only nodes that draw in the part that changed.
        if let redrawRect, node.cache.drawnRect.intersection(redrawRect) == nil {
            statistics.nodesCulled += 1
            return
        }
        statistics.nodesDrawn += 1
        node.cache.isBeingDrawn = true
        defer { node.cache.isBeingDrawn = false }

        canvas.save()
        canvas.transform = node.cache.worldAffine
        canvas.perspective = node.cache.worldPerspective

        let stroked = SceneRenderer.isStroked(node)
        let paints = (node.backgroundColor != nil ? 1 : 0) + (hasFill(node) ? 1 : 0) + (stroked ? 1 : 0)
        // Content draws many overlapping shapes: under a group opacity it needs a layer.
        let groupOpacity = opacity < 1 && (!node.children.isEmpty || paints > 1 || node.content != nil
                                           || node.mask != nil || node.matte != nil)
        let pathMasks = !node.cache.masks.isEmpty
        let needsLayer = groupOpacity || pathMasks || node.blendMode != .normal
        if needsLayer {
            statistics.layers += 1
            canvas.beginLayer(Layer(opacity: groupOpacity ? opacity : 1, blendMode: node.blendMode,
                                    bounds: layerBounds(node), masks: node.cache.masks))
        }
        if !groupOpacity && opacity < 1 { canvas.opacity = canvas.opacity * opacity }

        if case .node(let maskNode) = node.mask {
            statistics.layers += 1
            canvas.beginLayer(Layer(bounds: layerBounds(node), matte: .alpha))
            drawMatted(node, canvas: canvas)
            canvas.beginMatte()
            drawSource(maskNode, of: node, canvas: canvas)
            canvas.endLayer()
        } else {
            drawMatted(node, canvas: canvas)
        }

        if needsLayer { canvas.endLayer() }
        canvas.restore()
    }

    /// The node's content and children, under its track matte if it has one.
    func drawMatted(_ node: Node, canvas: Canvas) {
        if let matte = node.matte {
            statistics.layers += 1
            canvas.beginLayer(Layer(bounds: layerBounds(node), matte: matte.mode))
            drawContentAndChildren(node, canvas: canvas)
            canvas.beginMatte()
            drawSource(matte.source, of: node, canvas: canvas)
            canvas.endLayer()
        } else {
            drawContentAndChildren(node, canvas: canvas)
        }
    }

    /// Draws a mask or matte source in `owner`'s coordinates.
    func drawSource(_ source: Node, of owner: Node, canvas: Canvas) {
        guard source !== owner else { return }
        stampCounter &+= 1
        // Sources are not in the tree: their `drawnRect` says nothing about where they draw.
        let redraw = redrawRect
        redrawRect = nil
        draw(source, canvas: canvas, parentAffine: owner.cache.worldAffine, parentPerspective: owner.cache.worldPerspective,
             parentStamp: stampCounter, forceWorld: true)
        redrawRect = redraw
    }

    func drawContentAndChildren(_ node: Node, canvas: Canvas) {
        drawContent(node, canvas: canvas)
        guard !node.children.isEmpty else { return }
        // Clip to the bounds: a pixel-aligned rectangle clips through the canvas's clip
        // rectangle; anything else (rotated, rounded, fractional, in perspective) through a
        // layer masked by the rounded bounds, whose buffer the canvas recycles.
        var clipLayer = false
        if node.clipsToBounds {
            if isPixelAligned(node) {
                canvas.clip(to: node.bounds)
            } else {
                clipLayer = true
                statistics.layers += 1
                canvas.beginLayer(Layer(bounds: node.bounds, masks: node.cache.clipMasks))
            }
        }
        let order = node.cache.drawOrder
        for child in order {
            draw(child, canvas: canvas, parentAffine: node.cache.worldAffine, parentPerspective: node.cache.worldPerspective,
                 parentStamp: node.cache.worldStamp, forceWorld: false)
        }
        if clipLayer { canvas.endLayer() }
    }

    /// The node's opacity as drawn: clamped to 0…1, and 0 when it is not a number.
    static func drawnOpacity(of node: Node) -> Double {
        node.opacity.isFinite ? min(max(node.opacity, 0), 1) : 0
    }

    /// Whether the node has a stroke colour or paint.
    static func isStroked(_ node: Node) -> Bool {
        node.strokeColor != nil || node.strokePaint != nil
    }

    /// Whether the node's bounds land on whole device pixels, axis-aligned, without rounding.
    func isPixelAligned(_ node: Node) -> Bool {
        let m = node.cache.worldAffine
        guard node.cornerRadius <= 0, node.cache.worldPerspective == nil, m.b == 0, m.c == 0 else { return false }
        let r = node.bounds.applying(m)
        return r.minX == r.minX.rounded() && r.minY == r.minY.rounded() && r.maxX == r.maxX.rounded()
            && r.maxY == r.maxY.rounded()
    }

    func hasFill(_ node: Node) -> Bool {
        switch node.shape {
        case .group: return false
        case .image: return node.image != nil
        case .text: return node.font != nil
        default: return node.fillColor != nil || node.fillPaint != nil
        }
    }

    // MARK: - Content

    func drawContent(_ node: Node, canvas: Canvas) {
        let c = node.cache
        if let bg = node.backgroundColor, bg.alpha > 0, !node.size.isEmpty, node !== clearedBackground {
            canvas.fill(c.boundsPath, color: bg)
        }
        switch node.shape {
        case .group:
            break
        case .rectangle, .roundedRectangle, .ellipse, .path:
            if let paint = node.fillPaint {
                canvas.fill(c.shapePath, with: paint, rule: node.fillRule)
            } else if let fill = node.fillColor, fill.alpha > 0 {
                canvas.fill(c.shapePath, with: .solid(fill), rule: node.fillRule)
            }
            if node.strokeWidth > 0, node.strokePaint != nil || (node.strokeColor?.alpha ?? 0) > 0 {
                let style = StrokeStyle(width: node.strokeWidth, cap: node.lineCap, join: node.lineJoin,
                                        miterLimit: node.miterLimit, dash: node.dash)
                let outline = strokedOutline(node)
                if let paint = node.strokePaint {
                    canvas.stroke(outline, with: paint, style: style)
                } else if let color = node.strokeColor {
                    canvas.stroke(outline, color: color, style: style)
                }
            }
        case .image:
            guard let image = node.image, image.width > 0, image.height > 0, !node.size.isEmpty else { break }
            canvas.save()
            canvas.concatenate(AffineTransform(scaleX: node.size.width / Double(image.width),
                                               y: node.size.height / Double(image.height)))
            canvas.drawImage(image)
            canvas.restore()
        case .text:
            if node.textColor.alpha > 0 { canvas.fill(c.textPath, color: node.textColor) }
        }
        if let content = node.content {
            canvas.save()
            content.draw(into: canvas, bounds: node.bounds)
            canvas.restore()
        }
    }

    /// The outline a node's stroke draws: its shape, trimmed to ``Node/strokeStart`` …
    /// ``Node/strokeEnd`` (shifted by ``Node/strokeOffset``). The trimmed outline is kept
    /// until the trim or the shape changes, so a still frame cuts nothing.
    func strokedOutline(_ node: Node) -> Path {
        guard node.strokeStart != 0 || node.strokeEnd != 1 || node.strokeOffset != 0 else { return node.cache.shapePath }
        let trim = Trim(start: node.strokeStart, end: node.strokeEnd, offset: node.strokeOffset)
        if node.cache.trimmedWith != trim {
            node.cache.trimmedPath = node.cache.shapePath.trimmed(trim)
            node.cache.trimmedWith = trim
        }
        return node.cache.trimmedPath
    }

    /// The local bounds padded for strokes (width × miter limit) and antialiasing: every pixel
    /// the node's own drawing touches lies within (`nil`: unknown).
    func paddedLocalBounds(_ node: Node) -> Rect? {
        guard let local = node.cache.localBounds else { return nil }
        let stroked = SceneRenderer.isStroked(node)
        let miter = max(node.miterLimit.isFinite ? node.miterLimit : 4, 1)
        let pad = (stroked ? (node.strokeWidth.isFinite ? node.strokeWidth : 0) * miter : 0) + 2
        return local.insetBy(dx: -pad, dy: -pad)
    }

    /// Whether a leaf's drawing (its bounds, shape and text, padded for strokes) touches `clip`.
    func isVisible(_ node: Node, in clip: PixelRect) -> Bool {
        guard let padded = paddedLocalBounds(node) else { return true }
        let device = padded.applying(node.cache.worldAffine)
        guard device.isFinite else { return true }
        return device.maxX >= Double(clip.x) && device.minX <= Double(clip.maxX)
            && device.maxY >= Double(clip.y) && device.minY <= Double(clip.maxY)
    }

    /// Local bounds of what a node and its subtree draw, for sizing its layer (`nil`: unknown
    /// — a child in perspective — so the layer covers the whole clip).
    func layerBounds(_ node: Node) -> Rect? {
        guard var r = paddedLocalBounds(node) else { return nil }
        guard !node.clipsToBounds else { return r }
        for child in node.children where !child.isHidden {
            guard child.transform3D.isIdentity else { return nil }
            updateContent(child)
            guard let b = layerBounds(child) else { return nil }
            r = r.union(b.applying(child.localTransform))
        }
        return r.isFinite ? r : nil
    }
}
