import Scrollwork
import ScrollworkCanvas

/// Drawing only the part of a scene that changed since the last frame.
extension SceneRenderer {
    /// Draws `root` as `canvas.clear(background)` followed by ``render(_:into:clear:)`` with
    /// `clear: nil` would, redrawing only the part that changed since the frame this renderer
    /// left in the canvas; returns that part in device pixels (empty: nothing changed; the
    /// whole canvas when it drew everything).
    ///
    /// The pixels are byte for byte those of the full frame. Before drawing, the renderer walks
    /// the tree: a node changed when one of its properties did (set to a different value), its
    /// world transform moved, its content's revision moved, its children or their order
    /// changed, or anything in its mask or matte source did. The part that changed is the union
    /// of where each changed node's subtree drew last frame and where it draws now (bounds
    /// padded for strokes and antialiasing, within the clip; a node in perspective, or content
    /// without ``NodeContent/drawingBounds(in:)``, counts as the whole clip). That part is
    /// cleared and the nodes that draw there are drawn again under a scissor
    /// (`Canvas.scissored(to:_:)`), so they compute everything as in a full frame and write
    /// only inside it. A window then presents only that rectangle (`Canvas.takeDamage()`).
    ///
    /// The frame is drawn whole the first time, when the canvas's transform, clip, opacity or
    /// size or `background` differ from last time, after anything else wrote to the canvas,
    /// after another renderer drew the tree, and when the changed part passes half the clip.
    ///
    /// - Parameters:
    ///   - root: the scene's root, drawn with the canvas's current transform as its parent
    ///     space, as in ``render(_:into:clear:)``.
    ///   - canvas: a canvas with no layer open; keep one per renderer.
    ///   - background: the colour the whole canvas is cleared to before the scene.
    /// - Returns: the device pixels that changed.
    @discardableResult
    public func renderIncrementally(_ root: Node, into canvas: Canvas, background: Color = .clear) -> PixelRect {
        statistics = Statistics()
        let whole = PixelRect(x: 0, y: 0, width: canvas.pixmap.width, height: canvas.pixmap.height)
        guard canvas.drawsToPixmap, canvas.clipIsRectangle else {
            drawFrame(root, into: canvas, clear: background)
            lastFrame.retained.forget()
            return whole
        }
        let placement = SceneFrame.Placement(transform: canvas.transform, perspective: canvas.perspective,
                                             clip: canvas.clipBounds, opacity: canvas.opacity, background: background)
        let kept = lastFrame.retained.isIntact(in: canvas, placement: placement) && lastFrame.root === root
        lastFrame.count &+= 1
        frameStamp = (epoch << 32) | (lastFrame.count & 0xFFFF_FFFF)
        sawForeignNode = false

        // Bring the tree's caches up to date and find where it changed, as `render` would walk it.
        adoptBase(of: canvas)
        var changed = PixelRect(x: 0, y: 0, width: 0, height: 0)
        noteChanges(root, parentAffine: baseTransform, parentPerspective: basePerspective, parentStamp: baseStamp,
                    clip: placement.clip, changed: &changed)
        lastFrame.root = root
        defer { lastFrame.retained.keep(in: canvas, placement: placement) }

        let limit = placement.clip.width * placement.clip.height / 2
        if kept && !sawForeignNode && changed.width * changed.height <= limit {
            if !changed.isEmpty {
                redrawRect = changed
                let cover = backgroundCovering(changed, of: root, canvas: canvas)
                if cover != nil { clearedBackground = root }
                canvas.redraw(changed, background: cover ?? background) { drawFrame(root, into: canvas, clear: nil) }
                statistics.clearedRootBackground = cover != nil
                clearedBackground = nil
                redrawRect = nil
            }
            return changed
        }
        drawFrame(root, into: canvas, clear: background)
        return whole
    }

    // MARK: - Finding the change

    /// Brings `node`'s world transform and derived state up to date as ``draw(_:canvas:parentAffine:parentPerspective:parentStamp:forceWorld:)``
    /// would, notes where its subtree now draws (within `clip`), and adds to `changed` where it
    /// drew and draws if it changed. Returns where the subtree draws.
    @discardableResult
    func noteChanges(_ node: Node, parentAffine: AffineTransform, parentPerspective: ProjectiveTransform?,
                     parentStamp: UInt64, clip: PixelRect, changed: inout PixelRect) -> PixelRect {
        var didChange = revisionChanged(node)
        let empty = PixelRect(x: clip.x, y: clip.y, width: 0, height: 0)
        guard !node.isHidden, SceneRenderer.drawnOpacity(of: node) > 0 else {
            changed = changed.union(node.cache.drawnRect)
            node.cache.drawnRect = empty
            return empty
        }
        updateWorld(node, parentAffine: parentAffine, parentPerspective: parentPerspective, parentStamp: parentStamp,
                    force: false)
        updateContent(node)
        let c = node.cache
        if c.worldAffine != c.drawnAffine || c.worldPerspective != c.drawnPerspective {
            didChange = true
            node.cache.drawnAffine = c.worldAffine
            node.cache.drawnPerspective = c.worldPerspective
        }
        let unknown = c.worldPerspective != nil
        var rect = paints(node) ? (unknown ? clip : deviceRect(node, within: clip)) : empty
        var childClip = clip
        if node.clipsToBounds, !unknown {
            childClip = PixelRect(covering: node.bounds.applying(c.worldAffine)).flatMap { clip.intersection($0) } ?? empty
        }
        for child in c.drawOrder {
            let r = noteChanges(child, parentAffine: c.worldAffine, parentPerspective: c.worldPerspective,
                                parentStamp: node.cache.worldStamp, clip: childClip, changed: &changed)
            rect = rect.union(r)
        }
        if case .node(let source) = node.mask, source !== node, sourceChanged(source) { didChange = true }
        if let matte = node.matte, matte.source !== node, sourceChanged(matte.source) { didChange = true }
        if didChange { changed = changed.union(node.cache.drawnRect).union(rect) }
        node.cache.drawnRect = rect
        return rect
    }

    /// Whether anything in a mask or matte source's subtree (and its own sources) changed.
    /// Every node is looked at, so each notes what this frame saw.
    func sourceChanged(_ node: Node) -> Bool {
        guard !node.cache.isBeingChecked else { return false }
        node.cache.isBeingChecked = true
        defer { node.cache.isBeingChecked = false }
        var didChange = revisionChanged(node)
        for child in node.children where sourceChanged(child) { didChange = true }
        if case .node(let source) = node.mask, sourceChanged(source) { didChange = true }
        if let matte = node.matte, sourceChanged(matte.source) { didChange = true }
        return didChange
    }

    /// Whether the node's or its content's revision differs from what the last frame that
    /// looked at it saw. The first look in a frame records what it sees; later looks in the
    /// same frame (a node that is also a mask source, say) get the same answer.
    func revisionChanged(_ node: Node) -> Bool {
        if node.cache.seenFrame != frameStamp {
            let mine = node.cache.seenFrame >> 32 == epoch
            if node.cache.seenFrame != 0 && !mine { sawForeignNode = true }
            node.cache.previouslySeen = mine ? node.cache.seen : nil
            node.cache.seenFrame = frameStamp
            node.cache.seen = SeenRevision(node: node.revision, content: node.content?.revision)
        }
        return node.cache.previouslySeen != node.cache.seen
    }

    /// Whether the node draws anything of its own (background, fill, stroke, content).
    func paints(_ node: Node) -> Bool {
        (node.backgroundColor != nil && !node.size.isEmpty) || hasFill(node) || node.content != nil
            || SceneRenderer.isStroked(node)
    }

    /// The device pixels the node's own drawing can touch, within `clip`: its padded local
    /// bounds (as culling uses them), or all of `clip` when they are unknown.
    func deviceRect(_ node: Node, within clip: PixelRect) -> PixelRect {
        guard let padded = paddedLocalBounds(node), let device = PixelRect(covering: padded.applying(node.cache.worldAffine)) else {
            return clip
        }
        return clip.intersection(device) ?? PixelRect(x: clip.x, y: clip.y, width: 0, height: 0)
    }
}
