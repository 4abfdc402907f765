import Scrollwork
import ScrollworkCanvas

extension ShapeProgram {
    /// Draws, opaque, where the program's shapes lie at `t` (for hit-testing): every styled
    /// outline filled by its rule, and stroked where a stroke paints it, whatever the paints'
    /// colours and opacities.
    func cover(at t: Double, canvas: Canvas, scratch: ShapeScratch, drawsMergePaths: Bool) {
        var outlines = StyleOutlines()
        workOut(&outlines, at: t, canvas: canvas, scratch: scratch, drawsMergePaths: drawsMergePaths)
        for s in styles.indices where !outlines.paths[s].isEmpty {
            canvas.save()
            canvas.concatenate(outlines.matrices[s])
            switch styles[s].kind {
            case .fill(_, _, let rule), .gradientFill(_, let rule):
                canvas.fill(outlines.paths[s], color: .black, rule: rule)
            case .stroke(_, _, let line), .gradientStroke(_, let line):
                canvas.fill(outlines.paths[s], color: .black)
                let style = line.style(at: t, lengths: &scratch.dashLengths)
                if style.width > 0 { canvas.stroke(outlines.paths[s], color: .black, style: style) }
            }
            canvas.restore()
        }
    }
}

extension ShapeProgram {
    /// The rectangle, in the layer's space, holding every outline a style paints at `t`
    /// (strokes grown by half their width); nil when nothing is painted.
    func bounds(at t: Double, canvas: Canvas, scratch: ShapeScratch, drawsMergePaths: Bool) -> Rect? {
        var outlines = StyleOutlines()
        workOut(&outlines, at: t, canvas: canvas, scratch: scratch, drawsMergePaths: drawsMergePaths)
        var union: Rect?
        for s in styles.indices where !outlines.paths[s].isEmpty {
            guard var box = outlines.paths[s].controlBounds else { continue }
            switch styles[s].kind {
            case .stroke(_, _, let line), .gradientStroke(_, let line):
                let half = max(0, line.style(at: t, lengths: &scratch.dashLengths).width / 2)
                box = box.insetBy(dx: -half, dy: -half)
            case .fill, .gradientFill:
                break
            }
            box = box.applying(outlines.matrices[s])
            union = union.map { $0.union(box) } ?? box
        }
        return union
    }
}
