/// Which parts of the render tree draw differently between two frames.
extension LottieRenderer {
    /// Whether layer `i` of composition `c` may draw differently at frames `a` and `b`: its own
    /// tracks, parents and in/out points (``RenderComposition/changes``), its matte source, and
    /// a precomp's layers at the precomp's times. Each layer looked at spends one of `budget`
    /// (shared precomps are looked at once per use); past it, or too deep, counts as a change.
    func layerChanges(_ i: Int, of c: Int, between a: Double, _ b: Double, budget: inout Int, depth: Int = 0) -> Bool {
        budget -= 1
        guard depth < 32, budget > 0 else { return true }
        let comp = compositions[c]
        if comp.changes[i].changes(between: a, b) { return true }
        let layer = comp.layers[i]
        if let source = layer.matte?.source, source != i, comp.layers.indices.contains(source),
           layerChanges(source, of: c, between: a, b, budget: &budget, depth: depth + 1) {
            return true
        }
        if case .precomp(let inner?, _, _) = layer.content {
            let ia = layer.precompTime(at: a, frameRate: animation.frameRate)
            let ib = layer.precompTime(at: b, frameRate: animation.frameRate)
            return compositions[inner].layers.indices.contains {
                layerChanges($0, of: inner, between: ia, ib, budget: &budget, depth: depth + 1)
            }
        }
        return false
    }
}
