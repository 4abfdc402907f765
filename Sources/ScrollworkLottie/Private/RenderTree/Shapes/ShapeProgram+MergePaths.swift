import Scrollwork
import ScrollworkCanvas

/// Merge paths (`mm`), drawn only when the renderer is asked to (lottie-web does not draw them):
/// the shapes before the merge in its scope, in file order and in the merge's group space, are
/// folded into one outline — added (1, normal), or combined as path booleans: union (2, add),
/// difference (3, subtract: the first minus the ones after it), intersection (4) and exclusive
/// or (5, exclude intersections). The outline goes to the merge's own shape, which the styles
/// and modifiers after the merge see; the merged shapes are emptied.
extension ShapeProgram {
    func merge(_ reached: [Int], mode: Int, into output: Int, canvas: Canvas, scratch: ShapeScratch) {
        let group = shapes[output].group
        guard let toGroup = scratch.matrices[group].inverted() else { return }
        // Flatten finely enough for the device: a tenth of a pixel.
        let scale = (canvas.transform * scratch.matrices[group]).meanScale
        let tolerance = scale > 0 && scale.isFinite ? 0.1 / scale : 0.1
        let operation: PathBoolean.Operation?
        switch mode {
        case 2: operation = .union
        case 3: operation = .difference
        case 4: operation = .intersection
        case 5: operation = .exclusion
        default: operation = nil
        }
        var merge = scratch.merge
        defer { scratch.merge = merge }
        merge.accumulated.removeAll()
        var first = true
        for i in reached.reversed() where i != output && isActive(i, scratch) {
            makePath(i, scratch)
            merge.next.removeAll()
            merge.next.append(scratch.paths[i])
            let m = toGroup * scratch.matrices[shapes[i].group]
            guard m.isFinite else { continue }
            merge.next.apply(m)
            scratch.paths[i].removeAll()
            if first || operation == nil {
                merge.accumulated.append(merge.next)
            } else if let operation {
                PathBoolean.combine(merge.accumulated, merge.next, operation, tolerance: tolerance,
                                    into: &merge.result, scratch: &merge.boolean)
                swap(&merge.accumulated, &merge.result)
            }
            first = false
        }
        makePath(output, scratch)
        scratch.paths[output].append(merge.accumulated)
    }
}
