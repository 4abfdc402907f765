import Scrollwork

/// A layer's pixels as `Canvas/endLayer(keepingIn:)` composited them: its content with its
/// effects, masks, matte and opacity applied, before the blend onto what was below. Drawn
/// again by `Canvas/drawKeptLayer(_:)` in place of the whole layer, byte for byte the same
/// as drawing it again when its content has not changed.
///
/// The canvas checks that its state is the one the layer was begun in (clip, transform,
/// perspective, opacity, layer depth); the caller vouches for the rest: that the layer draws
/// the same content with the same options, and that a path clip in effect, if any, is the
/// same one.
package struct KeptLayer: Sendable {
    /// The premultiplied pixels over ``visible``, a row of `visible.width` after another.
    var pixels: [UInt32] = []
    /// The part of the layer its masks and matte leave and its content drew (empty:
    /// nothing); outside it the layer leaves what is below unchanged.
    package internal(set) var visible = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// How the pixels blend onto what is below.
    var blendMode: BlendMode = .normal
    /// The canvas state the layer was begun in (nil: nothing kept), and how many layers
    /// were open around it.
    var state: Canvas.State?
    var depth = 0

    /// Nothing kept.
    package init() {}

    /// Whether it holds a layer's pixels.
    package var isEmpty: Bool { state == nil }

    /// The memory its pixels take, in bytes (their storage, kept for the next layer).
    package var byteCount: Int { pixels.capacity * 4 }

    /// Makes room for a layer of `count` pixels, so that keeping one of at most that size
    /// later allocates nothing.
    package mutating func reserveCapacity(_ count: Int) {
        pixels.reserveCapacity(count)
    }

    /// Lets the pixels go, and their storage unless `keepingCapacity`.
    package mutating func removeAll(keepingCapacity: Bool = false) {
        guard keepingCapacity else {
            self = KeptLayer()
            return
        }
        state = nil
        pixels.removeAll(keepingCapacity: true)
        visible = PixelRect(x: 0, y: 0, width: 0, height: 0)
    }
}

extension Canvas.State {
    /// Whether a layer begun in this state draws as one begun in `other`: transform,
    /// perspective, clip, opacity and whether a path clip is in effect agree (which path clip
    /// it is, the caller answers for).
    func drawsLayersAlike(_ other: Canvas.State) -> Bool {
        transform == other.transform && perspective == other.perspective && clip == other.clip && opacity == other.opacity
            && (clipMask == nil) == (other.clipMask == nil)
    }
}

extension Canvas {
    /// Composites a layer kept by `endLayer(keepingIn:)` onto the current target, as ending
    /// that layer again would, when the canvas is in the state the layer was begun in;
    /// otherwise draws nothing and returns `false` (the caller then draws the layer).
    ///
    /// While measuring (`measure(_:)`) it counts the kept pixels' rectangle as drawn.
    @discardableResult
    package func drawKeptLayer(_ kept: KeptLayer) -> Bool {
        guard let s = kept.state, s.drawsLayersAlike(state), kept.depth == layers.count else { return false }
        let v = kept.visible
        guard !v.isEmpty else { return true }
        if measuring {
            markDrawn(v)
            return true
        }
        composite(kept, within: writable(v) ?? PixelRect(x: v.x, y: v.y, width: 0, height: 0))
        return true
    }

    /// Blends the kept pixels within `o` (a part of their `KeptLayer/visible` rectangle)
    /// onto the current target and notes them drawn.
    func composite(_ kept: KeptLayer, within o: PixelRect) {
        guard !o.isEmpty else { return }
        let v = kept.visible, mode = kept.blendMode
        withTarget { dst, stride, ox, oy in
            kept.pixels.withUnsafeBufferPointer { src in
                guard let sb = src.baseAddress else { return }
                for row in 0..<o.height {
                    // Already scaled by opacity and factors when kept: blended as they are.
                    Compositor.blendRow(sb + v.index(x: o.x, y: o.y + row), factors: nil, opacity: 256, mode: mode,
                                        onto: dst + (o.y + row - oy) * stride + (o.x - ox), count: o.width)
                }
            }
        }
        markDrawn(o)
    }
}
