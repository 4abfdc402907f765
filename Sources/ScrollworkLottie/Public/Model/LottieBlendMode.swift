/// How a layer or shape item composites onto what lies below (`bm`, LOTTIE_FORMAT.md §12).
/// The raw values are Lottie's; 0–15 follow CSS *Compositing and Blending Level 1*.
public enum LottieBlendMode: Int, Hashable, Sendable, CaseIterable {
    /// 0.
    case normal = 0
    /// 1.
    case multiply
    /// 2.
    case screen
    /// 3.
    case overlay
    /// 4.
    case darken
    /// 5.
    case lighten
    /// 6.
    case colorDodge
    /// 7.
    case colorBurn
    /// 8.
    case hardLight
    /// 9.
    case softLight
    /// 10.
    case difference
    /// 11.
    case exclusion
    /// 12.
    case hue
    /// 13.
    case saturation
    /// 14.
    case color
    /// 15.
    case luminosity
    /// 16 (spec 1.0 schema).
    case add
    /// 17 (lottie-docs only).
    case hardMix
}
