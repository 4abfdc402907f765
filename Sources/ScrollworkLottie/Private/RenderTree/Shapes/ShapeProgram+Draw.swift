import Scrollwork
import ScrollworkCanvas

/// Per-frame scratch of a renderer: for drawing ``ShapeProgram``s and building masks (kept
/// between frames).
final class ShapeScratch {
    // The stored properties skip the runtime exclusivity check, as the canvas's do: a frame
    // takes them inout many times, and only one render at a time does.
    @exclusivity(unchecked) var matrices: [AffineTransform] = []
    @exclusivity(unchecked) var opacities: [Double] = []
    @exclusivity(unchecked) var visible: [Bool] = []
    @exclusivity(unchecked) var paths: [Path] = []
    /// Shape layers' outlines, kept between draws.
    @exclusivity(unchecked) var outlines = KeptOutlines()
    @exclusivity(unchecked) var contour = Contour()
    /// A layer mask's outline, before it becomes a path.
    @exclusivity(unchecked) var maskContour = Contour()
    /// A mask outline a stroke effect strokes.
    @exclusivity(unchecked) var effectPath = Path()
    /// Layer masks by offscreen nesting depth (a matte source or a precomp's layers open
    /// layers inside a layer): the masks handed to the canvas, the paths they hold (kept
    /// between frames and rebuilt in place), and the depth of the layer being set up.
    @exclusivity(unchecked) var maskSets: [[Mask]] = []
    @exclusivity(unchecked) var maskPaths: [[Path]] = []
    @exclusivity(unchecked) var maskDepth = 0
    /// Layers' world matrices, kept while their transform chains do not change.
    @exclusivity(unchecked) var worlds = WorldMatrixCache()
    /// A trimmed shape before its trim, and the measures that cut outlines (kept between
    /// frames).
    @exclusivity(unchecked) var untrimmed = Path()
    @exclusivity(unchecked) var measures = RetainedMeasures()
    /// Each shape's outline as contours while vertex modifiers work on it, and whether its
    /// outline is in ``paths`` instead (after a trim).
    @exclusivity(unchecked) var contourSets: [ContourSet] = []
    @exclusivity(unchecked) var isPath: [Bool] = []
    /// A contour a modifier writes before it replaces the one it read.
    @exclusivity(unchecked) var modified = Contour()
    @exclusivity(unchecked) var offsetBuffers = OffsetPathBuffers()
    /// Shape lengths for a sequential trim, and one trimmed piece.
    @exclusivity(unchecked) var lengths: [Double] = []
    @exclusivity(unchecked) var piece = Path()
    /// A gradient's ramp, its colours (keyframes blended) and merged offsets (see
    /// ``GradientTrack/paint(at:scratch:)``).
    @exclusivity(unchecked) var gradient = Gradient(stops: [])
    @exclusivity(unchecked) var gradientValues: [Double] = []
    @exclusivity(unchecked) var gradientOffsets: [Double] = []
    /// A stroke's dash lengths (see ``LineTrack/style(at:lengths:)``).
    @exclusivity(unchecked) var dashLengths: [Double] = []
    /// Merge paths' storage.
    @exclusivity(unchecked) var merge = MergeScratch()
}

extension ShapeProgram {
    /// Draws the program at `t` into the canvas (whose transform is the layer's); merge paths
    /// are combined only with `drawsMergePaths` (lottie-web keeps the paths as they are).
    /// With `kept`, the styles' outlines are kept in the scratch for the next draw of the same
    /// layer, and painted from there when they still hold.
    func draw(at t: Double, canvas: Canvas, scratch: ShapeScratch, drawsMergePaths: Bool = false, kept: OutlineKey? = nil) {
        // Merged outlines are flattened at the device scale: they hold for one transform only.
        let transform = drawsMergePaths && hasMerges ? canvas.transform : nil
        var outlines = scratch.outlines.take(for: kept?.slot)
        let holds = kept.map { outlines.hold(at: t, revision: $0.revision, transform: transform, changes: $0.changes) } ?? false
        if !holds {
            workOut(&outlines, at: t, canvas: canvas, scratch: scratch, drawsMergePaths: drawsMergePaths)
            outlines.frame = t
            outlines.revision = kept?.revision ?? 0
            outlines.transform = transform
        }
        paint(outlines, at: t, canvas: canvas, scratch: scratch)
        scratch.outlines.put(outlines, for: kept?.slot)
    }

    /// Evaluates the groups and shapes at `t`, runs the modifiers and gathers each style's
    /// shapes into its outline.
    func workOut(_ outlines: inout StyleOutlines, at t: Double, canvas: Canvas, scratch: ShapeScratch,
                         drawsMergePaths: Bool) {
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
        // By index, not by element: a copy of a shape would retain everything it holds.
        for i in shapes.indices {
            scratch.paths[i].removeAll()
            scratch.contourSets[i].removeAll()
            scratch.isPath[i] = false
            guard scratch.visible[shapes[i].group] || shapes[i].isNeededHidden else { continue }
            let k = scratch.contourSets[i].addContour()
            shapes[i].geometry.contour(at: t, into: &scratch.contourSets[i].contours[k])
        }
        if !modifiers.isEmpty {
            applyModifiers(at: t, canvas: canvas, scratch: scratch, drawsMergePaths: drawsMergePaths)
        }
        for i in shapes.indices where !scratch.isPath[i] {
            scratch.contourSets[i].append(to: &scratch.paths[i])
        }
        // Each style's shapes, in its group's space.
        outlines.prepare(styles: styles.count)
        for s in styles.indices {
            outlines.paths[s].removeAll()
            let g = styles[s].group
            guard scratch.visible[g] else { continue }
            let sm = scratch.matrices[g]
            guard let inverse = sm.inverted() else { continue }
            outlines.matrices[s] = sm
            outlines.opacities[s] = scratch.opacities[g]
            for si in styles[s].shapes {
                let group = shapes[si].group
                guard scratch.visible[group], !scratch.paths[si].isEmpty else { continue }
                let start = outlines.paths[s].points.count
                outlines.paths[s].append(scratch.paths[si])
                if group != g {
                    // Into the style's space, in place (no temporary path).
                    let m = inverse * scratch.matrices[group]
                    outlines.paths[s].withPoints { points in
                        for k in start..<points.count { points[k] = m.apply(points[k]) }
                    }
                }
            }
        }
    }

    /// Paints each style's outline at `t`, bottom first.
    private func paint(_ outlines: StyleOutlines, at t: Double, canvas: Canvas, scratch: ShapeScratch) {
        for s in styles.indices where !outlines.paths[s].isEmpty {
            let path = outlines.paths[s], opacity = outlines.opacities[s], blendMode = styles[s].blendMode
            canvas.save()
            canvas.concatenate(outlines.matrices[s])
            if blendMode != .normal {
                canvas.beginLayer(Layer(blendMode: blendMode))
            }
            switch styles[s].kind {
            case .fill(let color, let o, let rule):
                let a = min(max(o.value(at: t) / 100, 0), 1) * opacity
                if a > 0 {
                    var c = color.value(at: t).clamped
                    c.alpha = a
                    canvas.fill(path, color: c, rule: rule)
                }
            case .stroke(let color, let o, let line):
                let a = min(max(o.value(at: t) / 100, 0), 1) * opacity
                let st = line.style(at: t, lengths: &scratch.dashLengths)
                if a > 0, st.width > 0 {
                    var c = color.value(at: t).clamped
                    c.alpha = a
                    canvas.stroke(path, color: c, style: st)
                }
            case .gradientFill(let gt, let rule):
                let a = min(max(gt.opacity.value(at: t) / 100, 0), 1) * opacity
                if a > 0 {
                    canvas.opacity = canvas.opacity * a
                    canvas.fill(path, with: gt.paint(at: t, scratch: scratch), rule: rule)
                }
            case .gradientStroke(let gt, let line):
                let a = min(max(gt.opacity.value(at: t) / 100, 0), 1) * opacity
                let st = line.style(at: t, lengths: &scratch.dashLengths)
                if a > 0, st.width > 0 {
                    canvas.opacity = canvas.opacity * a
                    canvas.stroke(path, with: gt.paint(at: t, scratch: scratch), style: st)
                }
            }
            if blendMode != .normal { canvas.endLayer() }
            canvas.restore()
        }
    }
}
