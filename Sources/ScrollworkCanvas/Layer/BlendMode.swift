/// How a layer's colours combine with what is below it: the W3C Compositing and Blending
/// Level 1 modes (Lottie `bm` 0–15), plus add (16) and hard mix (17).
public enum BlendMode: Int, Hashable, Sendable, CaseIterable {
    /// Source over.
    case normal = 0
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Hard light.
    case hardLight
    /// Soft light.
    case softLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// Hue (non-separable).
    case hue
    /// Saturation (non-separable).
    case saturation
    /// Colour (non-separable).
    case color
    /// Luminosity (non-separable).
    case luminosity
    /// Add: colours and alpha summed, clamped.
    case add
    /// Hard mix: each channel 1 where source + backdrop ≥ 1, else 0.
    case hardMix
}
