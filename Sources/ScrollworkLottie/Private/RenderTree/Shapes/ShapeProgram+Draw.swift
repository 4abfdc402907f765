import Scrollwork
import ScrollworkCanvas

/// Per-frame scratch of a renderer: for drawing ``ShapeProgram``s and building masks (kept
/// between frames).
final class ShapeScratch {
    var matrices: [AffineTransform] = []
    var opacities: [Double] = []
    var visible: [Bool] = []
    var paths: [Path] = []
    var combined = Path()
    var contour = Contour()
    /// A layer mask's outline, before it becomes a path.
    var maskContour = Contour()
    /// A mask outline a stroke effect strokes.
    var effectPath = Path()
    /// Layer masks by offscreen nesting depth (a matte source or a precomp's layers open
    /// layers inside a layer): the masks handed to the canvas, the paths they hold (kept
    /// between frames and rebuilt in place), and the depth of the layer being set up.
    var maskSets: [[Mask]] = []
    var maskPaths: [[Path]] = []
    var maskDepth = 0
    /// Layers' world matrices of the current render.
    var worlds = WorldMatrixCache()
    /// A trimmed shape before its trim, and the measures that cut outlines (kept between
    /// frames).
    var untrimmed = Path()
    var measures = RetainedMeasures()
    /// Each shape's outline as contours while vertex modifiers work on it, and whether its
    /// outline is in ``paths`` instead (after a trim).
    var contourSets: [ContourSet] = []
    var isPath: [Bool] = []
    /// A contour a modifier writes before it replaces the one it read.
    var modified = Contour()
    var offsetBuffers = OffsetPathBuffers()
    /// Shape lengths for a sequential trim, and one trimmed piece.
    var lengths: [Double] = []
    var piece = Path()
    /// A gradient's ramp, its colours (keyframes blended) and merged offsets (see
    /// ``GradientTrack/paint(at:scratch:)``).
    var gradient = Gradient(stops: [])
    var gradientValues: [Double] = []
    var gradientOffsets: [Double] = []
    /// A stroke's dash lengths (see ``LineTrack/style(at:lengths:)``).
    var dashLengths: [Double] = []
    /// Merge paths' storage.
    var merge = MergeScratch()
}

extension ShapeProgram {
    /// Draws the program at `t` into the canvas (whose transform is the layer's); merge paths
    /// are combined only with `drawsMergePaths` (lottie-web keeps the paths as they are).
    func draw(at t: Double, canvas: Canvas, scratch: ShapeScratch, drawsMergePaths: Bool = false) {
        scratch.matrices.removeAll(keepingCapacity: true)
        scratch.opacities.removeAll(keepingCapacity: true)
        scratch.visible.removeAll(keepingCapacity: true)
        for group in groups {
            var m = AffineTransform.identity, o = 1.0, v = true
            switch group.kind {
            case .root: break
            case .transform(let tr):
                m = tr.matrix(at: t)
                o = tr.opacity(at: t)
            case .repeaterCopy(let r, let k):
                v = r.isVisible(copy: k, at: t)
                if v {
                    m = r.matrix(copy: k, at: t)
                    o = r.opacity(copy: k, at: t)
                }
            }
            if let p = group.parent {
                m = scratch.matrices[p] * m
                o *= scratch.opacities[p]
                v = v && scratch.visible[p]
            }
            scratch.matrices.append(m)
            scratch.opacities.append(o)
            scratch.visible.append(v && o > 0 && m.determinant != 0 && m.isFinite)
        }
        // Shapes in their group's space, modified.
        if scratch.paths.count < shapes.count {
            scratch.paths.append(contentsOf: repeatElement(Path(), count: shapes.count - scratch.paths.count))
            scratch.contourSets.append(contentsOf: repeatElement(ContourSet(), count: shapes.count - scratch.contourSets.count))
            scratch.isPath.append(contentsOf: repeatElement(false, count: shapes.count - scratch.isPath.count))
        }
        for (i, shape) in shapes.enumerated() {
            scratch.paths[i].removeAll()
            scratch.contourSets[i].removeAll()
            scratch.isPath[i] = false
            guard scratch.visible[shape.group] || shape.isNeededHidden else { continue }
            let k = scratch.contourSets[i].addContour()
            shape.geometry.contour(at: t, into: &scratch.contourSets[i].contours[k])
        }
        if !modifiers.isEmpty {
            applyModifiers(at: t, canvas: canvas, scratch: scratch, drawsMergePaths: drawsMergePaths)
        }
        for i in shapes.indices where !scratch.isPath[i] {
            scratch.contourSets[i].append(to: &scratch.paths[i])
        }
        // Styles, bottom first.
        for style in styles {
            guard scratch.visible[style.group] else { continue }
            let sm = scratch.matrices[style.group]
            guard let inverse = sm.inverted() else { continue }
            let opacity = scratch.opacities[style.group]
            scratch.combined.removeAll()
            for si in style.shapes {
                let shape = shapes[si]
                guard scratch.visible[shape.group], !scratch.paths[si].isEmpty else { continue }
                let start = scratch.combined.points.count
                scratch.combined.append(scratch.paths[si])
                if shape.group != style.group {
                    // Into the style's space, in place (no temporary path).
                    let m = inverse * scratch.matrices[shape.group]
                    scratch.combined.withPoints { points in
                        for k in start..<points.count { points[k] = m.apply(points[k]) }
                    }
                }
            }
            if scratch.combined.isEmpty { continue }
            canvas.save()
            canvas.concatenate(sm)
            if style.blendMode != .normal {
                canvas.beginLayer(Layer(blendMode: style.blendMode))
            }
            switch style.kind {
            case .fill(let color, let o, let rule):
                let a = min(max(o.value(at: t) / 100, 0), 1) * opacity
                if a > 0 {
                    var c = color.value(at: t).clamped
                    c.alpha = a
                    canvas.fill(scratch.combined, color: c, rule: rule)
                }
            case .stroke(let color, let o, let line):
                let a = min(max(o.value(at: t) / 100, 0), 1) * opacity
                let st = line.style(at: t, lengths: &scratch.dashLengths)
                if a > 0, st.width > 0 {
                    var c = color.value(at: t).clamped
                    c.alpha = a
                    canvas.stroke(scratch.combined, color: c, style: st)
                }
            case .gradientFill(let gt, let rule):
                let a = min(max(gt.opacity.value(at: t) / 100, 0), 1) * opacity
                if a > 0 {
                    canvas.opacity = canvas.opacity * a
                    canvas.fill(scratch.combined, with: gt.paint(at: t, scratch: scratch), rule: rule)
                }
            case .gradientStroke(let gt, let line):
                let a = min(max(gt.opacity.value(at: t) / 100, 0), 1) * opacity
                let st = line.style(at: t, lengths: &scratch.dashLengths)
                if a > 0, st.width > 0 {
                    canvas.opacity = canvas.opacity * a
                    canvas.stroke(scratch.combined, with: gt.paint(at: t, scratch: scratch), style: st)
                }
            }
            if style.blendMode != .normal { canvas.endLayer() }
            canvas.restore()
        }
    }
}
