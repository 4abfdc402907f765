import Scrollwork
import ScrollworkCanvas

/// The path modifiers at a frame, as lottie-web applies them: one modifier after another in
/// file order, each rewriting every shape it reaches — so a sequential trim sees all its shapes
/// as the modifiers before it left them, and a modifier after a trim works on the trimmed
/// pieces. A shape's outline is kept as contours (``ContourSet``) for the vertex modifiers and
/// as a path after a trim (the core's one trim works on paths); it changes form only when the
/// next modifier needs the other one.
extension ShapeProgram {
    func applyModifiers(at t: Double, canvas: Canvas, scratch: ShapeScratch, drawsMergePaths: Bool) {
        for m in modifiers.indices.reversed() {
            switch modifiers[m] {
            case .trim(let start, let end, let offset, let sequential):
                if sequential && reach[m].count > 1 {
                    trimSequentially(reach[m], start: start.value(at: t), end: end.value(at: t),
                                     offset: offset.value(at: t), scratch: scratch)
                } else {
                    let trim = Trim(start: start.value(at: t) / 100, end: end.value(at: t) / 100, offset: offset.value(at: t) / 360)
                    for i in reach[m] where isActive(i, scratch) {
                        copyOutline(i, into: &scratch.untrimmed, scratch)
                        scratch.measures.trim(scratch.untrimmed, trim, into: &scratch.paths[i])
                        scratch.isPath[i] = true
                    }
                }
            case .roundedCorners(let radius):
                let r = radius.value(at: t)
                rewriteContours(m, scratch) { contour, out, _ in contour.rounded(r, into: &out) }
            case .puckerBloat(let amount):
                let a = amount.value(at: t)
                rewriteContours(m, scratch) { contour, out, _ in contour.puckeredOrBloated(a, into: &out) }
            case .offsetPath(let amount, let join, let miterLimit):
                let a = amount.value(at: t), limit = miterLimit.value(at: t)
                guard a != 0 else { continue }
                rewriteContours(m, scratch) { contour, out, scratch in
                    contour.offset(by: a, join: join, miterLimit: limit, into: &out, buffers: &scratch.offsetBuffers)
                }
            case .zigZag(let size, let ridges, let pointType):
                let amplitude = size.value(at: t), count = ridges.value(at: t), smooth = pointType.value(at: t) == 2
                guard amplitude != 0 else { continue }
                rewriteContours(m, scratch) { contour, out, _ in
                    contour.zigZagged(amplitude: amplitude, ridges: count, smooth: smooth, into: &out)
                }
            case .merge(let mode, let output):
                guard drawsMergePaths else { continue }
                merge(reach[m], mode: mode, into: output, canvas: canvas, scratch: scratch)
            }
        }
    }

    /// Whether shape `i` has an outline this frame.
    func isActive(_ i: Int, _ scratch: ShapeScratch) -> Bool {
        scratch.visible[shapes[i].group] || shapes[i].isNeededHidden
    }

    /// Puts shape `i`'s outline in `scratch.paths[i]`.
    func makePath(_ i: Int, _ scratch: ShapeScratch) {
        guard !scratch.isPath[i] else { return }
        scratch.paths[i].removeAll()
        scratch.contourSets[i].append(to: &scratch.paths[i])
        scratch.isPath[i] = true
    }

    /// Copies shape `i`'s outline, whichever form it is in, into `path` (replaced). Copying
    /// rather than swapping keeps every buffer in its place, so each grows once to the most it
    /// holds and no frame allocates after that.
    func copyOutline(_ i: Int, into path: inout Path, _ scratch: ShapeScratch) {
        path.removeAll()
        if scratch.isPath[i] {
            path.append(scratch.paths[i])
        } else {
            scratch.contourSets[i].append(to: &path)
        }
    }

    /// Puts shape `i`'s outline in `scratch.contourSets[i]`.
    func makeContours(_ i: Int, _ scratch: ShapeScratch) {
        guard scratch.isPath[i] else { return }
        scratch.contourSets[i].set(scratch.paths[i])
        scratch.paths[i].removeAll()
        scratch.isPath[i] = false
    }

    /// Rewrites every contour of every shape modifier `m` reaches with `body(contour, into:)`,
    /// through the scratch contour (copied back, so no storage is freed or allocated).
    private func rewriteContours(_ m: Int, _ scratch: ShapeScratch,
                                 _ body: (Contour, inout Contour, ShapeScratch) -> Void) {
        for i in reach[m] where isActive(i, scratch) {
            makeContours(i, scratch)
            for k in 0..<scratch.contourSets[i].count {
                body(scratch.contourSets[i].contours[k], &scratch.modified, scratch)
                scratch.contourSets[i].replace(k, with: scratch.modified)
            }
        }
    }
}
