import Scrollwork

/// Paint set-up: a paint and the current opacity and transform become a ``Blitter`` (a solid
/// colour, or a shader over the gradient table or an image).
extension Canvas {
    /// The blitter for `paint` with the current state, its coverage scaled by
    /// `coverageScale` (hairlines), or nil when nothing would show.
    func makeBlitter(paint: Paint, coverageScale: Double) -> Blitter? {
        let scale = UInt32(min(max(coverageScale, 0), 1) * 256)
        guard scale > 0 else { return nil }
        var blitter = Blitter(pixels: rowScratch, stride: 0, originX: 0, originY: 0, mask: nil, maskStride: 0,
                              color: 0, coverageScale: scale, shader: nil, scratch: rowScratch)
        let opacity = state.opacity
        let m = state.transform
        switch paint {
        case .solid(let c):
            blitter.color = PremultipliedColor(c.withAlpha(multipliedBy: opacity)).packed
            if blitter.color >> 24 == 0 { return nil }
        case .linear(let g):
            let opaque = gradientTable.load(g.gradient, opacity: opacity)
            // t = ((p − s)·v)/|v|² with p = inverse(m)·device.
            guard let inv = m.inverted() else { return nil }
            let v = g.end - g.start
            let vv = v.dot(v)
            if !(vv > 0) || !vv.isFinite {
                // Degenerate: the last stop's colour everywhere.
                blitter.shader = Shader(kind: .linear(a: 0, b: 0, c: 1), lut: gradientTable.entries, image: nil, isOpaque: opaque)
                return blitter
            }
            let ax = (inv.a * v.x + inv.b * v.y) / vv
            let by = (inv.c * v.x + inv.d * v.y) / vv
            let c0 = ((inv.tx - g.start.x) * v.x + (inv.ty - g.start.y) * v.y) / vv
            blitter.shader = Shader(kind: .linear(a: ax, b: by, c: c0), lut: gradientTable.entries, image: nil, isOpaque: opaque)
        case .radial(let g):
            guard let inv = m.inverted(), g.radius > 0, g.radius.isFinite, g.center.isFinite, g.focal.isFinite else { return nil }
            let opaque = gradientTable.load(g.gradient, opacity: opacity)
            blitter.shader = Shader(kind: .radial(toLocal: inv, center: g.center, focal: g.focal, radius: g.radius),
                                    lut: gradientTable.entries, image: nil, isOpaque: opaque)
        case .image(let pattern):
            guard let inv = (m * pattern.transform).inverted() else { return nil }
            blitter.shader = Shader(kind: .image(toImage: inv, opacity: UInt32(opacity * 256), offset: ImageSampler.pixelOffset(inv)),
                                    lut: gradientTable.entries, image: pattern.image)
        }
        return blitter
    }
}
