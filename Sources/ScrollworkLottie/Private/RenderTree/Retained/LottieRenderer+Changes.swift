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

    /// Whether a composition drawn from the root reads pixels around those it writes (a blur, a
    /// drop shadow or a stroke effect on some layer, within precomps too). Each composition is
    /// looked at once; a cycle counts as reading around.
    func readsAroundPixels(_ c: Int) -> Bool {
        var memo = [Bool?](repeating: nil, count: compositions.count)
        func reads(_ c: Int, _ depth: Int) -> Bool {
            if let known = memo[c] { return known }
            guard depth < 32 else { return true }
            let result = compositions[c].layers.contains { layer in
                if layer.effects.contains(where: \.spreads) || layer.strokeEffect != nil { return true }
                if case .precomp(let inner?, _, _) = layer.content { return reads(inner, depth + 1) }
                return false
            }
            memo[c] = result
            return result
        }
        return reads(c, 0)
    }
}
