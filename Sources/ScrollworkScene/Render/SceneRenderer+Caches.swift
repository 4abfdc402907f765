import Scrollwork
import ScrollworkCanvas
import Synchronization

/// What the renderer keeps per node between frames: world transforms and content geometry.
extension SceneRenderer {
    func updateWorld(_ node: Node, parentAffine: AffineTransform, parentPerspective: ProjectiveTransform?,
                     parentStamp: UInt64, force: Bool) {
        guard force || node.dirty.contains(.transform) || node.cache.parentStamp != parentStamp else { return }
        node.dirty.remove(.transform)
        statistics.transformsComputed += 1
        let components = node.transformComponents
        if node.transform3D.isIdentity {
            node.cache.worldAffine = parentAffine * components.matrix
            node.cache.worldPerspective = parentPerspective
        } else {
            // device = parentPerspective ∘ parentAffine · T(position) · P3D · (2D chain about the anchor)
            var local = components
            local.position = .zero
            let toPosition = parentAffine * AffineTransform(translationX: components.position.x, y: components.position.y)
            var p = ProjectiveTransform.composed(ProjectiveTransform(toPosition), node.transform3D.planeProjection)
            if let parentPerspective { p = ProjectiveTransform.composed(parentPerspective, p) }
            node.cache.worldAffine = local.matrix
            node.cache.worldPerspective = p
        }
        stampCounter &+= 1
        node.cache.worldStamp = stampCounter
        node.cache.parentStamp = parentStamp
    }

    func updateContent(_ node: Node) {
        let d = node.dirty
        let contentChanged = node.content?.revision != node.cache.contentRevision
        guard contentChanged || !d.isDisjoint(with: [.geometry, .text, .mask, .order, .content]) else { return }
        if d.contains(.geometry) {
            statistics.outlinesBuilt += 1
            let bounds = node.bounds
            let radius = min(max(node.cornerRadius.isFinite ? node.cornerRadius : 0, 0),
                             min(bounds.width, bounds.height) / 2)
            node.cache.boundsPath = Path(rect: bounds, cornerRadius: radius)
            node.cache.clipMasks = [Mask(path: node.cache.boundsPath)]
            switch node.shape {
            case .rectangle, .roundedRectangle: node.cache.shapePath = node.cache.boundsPath
            case .ellipse: node.cache.shapePath = Path(ellipseIn: bounds)
            case .path: node.cache.shapePath = node.path
            case .group, .image, .text: node.cache.shapePath = Path()
            }
            node.cache.trimmedWith = nil
        }
        if d.contains(.text) {
            if node.shape == .text, let font = node.font {
                statistics.textLayouts += 1
                let wrap: Double? = node.wrapWidth.map { $0 > 0 ? $0 : nil } ?? (node.size.width > 0 ? node.size.width : nil)
                let layout = TextLayout(node.text, font: font, size: node.fontSize, maxWidth: wrap,
                                        alignment: node.textAlignment)
                node.cache.textLayout = layout
                node.cache.textPath = layout.path
            } else {
                node.cache.textLayout = nil
                node.cache.textPath = Path()
            }
        }
        if d.contains(.mask) {
            node.cache.masks.removeAll(keepingCapacity: true)
            switch node.mask {
            case .shape(let path)?: node.cache.masks.append(Mask(path: path))
            case .masks(let list)?: node.cache.masks.append(contentsOf: list)
            case .reveal(let reveal, let progress)?:
                node.cache.masks.append(Mask(path: reveal.path(in: node.bounds, progress: progress)))
            case .node?, nil: break
            }
        }
        if d.contains(.order) {
            node.cache.drawOrder.removeAll(keepingCapacity: true)
            node.cache.drawOrder.append(contentsOf: node.children)
            // Stable insertion sort by z-position (children lists are short; no allocation).
            let n = node.cache.drawOrder.count
            if n > 1 {
                for i in 1..<n {
                    let item = node.cache.drawOrder[i]
                    var j = i - 1
                    while j >= 0 && node.cache.drawOrder[j].zPosition > item.zPosition {
                        node.cache.drawOrder[j + 1] = node.cache.drawOrder[j]
                        j -= 1
                    }
                    node.cache.drawOrder[j + 1] = item
                }
            }
        }
        if contentChanged || !d.isDisjoint(with: [.geometry, .text, .content]) {
            var r: Rect? = node.bounds
            if let b = node.cache.shapePath.controlBounds { r = r?.union(b) }
            if let b = node.cache.textPath.controlBounds { r = r?.union(b) }
            if let content = node.content {
                // Content that can draw anywhere leaves the bounds unknown.
                r = content.drawingBounds(in: node.bounds).flatMap { b in r?.union(b) }
            }
            node.cache.contentRevision = node.content?.revision
            node.cache.localBounds = r.flatMap { $0.isFinite ? $0 : nil }
        }
        node.dirty.subtract([.geometry, .text, .mask, .order, .content])
    }
}
