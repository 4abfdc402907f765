/// One layer mask (`masksProperties[]`, LOTTIE_FORMAT.md §10). Masks combine in list order.
public struct LottieMask: Hashable, Sendable {
    /// How a mask combines with the coverage of the masks before it.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// `n`: ignored.
        case none = "n"
        /// `a`: union.
        case add = "a"
        /// `s`: subtract.
        case subtract = "s"
        /// `i`: intersect.
        case intersect = "i"
        /// `l`: max.
        case lighten = "l"
        /// `d`: min.
        case darken = "d"
        /// `f`: absolute difference.
        case difference = "f"
    }

    /// The mode (`mode`).
    public package(set) var mode: Mode
    /// The outline in layer coordinates (`pt`).
    public package(set) var path: LottieProperty<LottieBezier>
    /// Opacity 0–100 (`o`).
    public package(set) var opacity: LottieProperty<Double>
    /// Whether coverage is inverted (`inv`).
    public package(set) var isInverted: Bool
    /// Expansion in pixels (`x`); kept, not applied (a diagnostic says so when non-zero).
    public package(set) var expansion: LottieProperty<Double>
    /// The mask's name (`nm`).
    public package(set) var name: String?

    /// Creates a mask.
    package init(mode: Mode, path: LottieProperty<LottieBezier>, opacity: LottieProperty<Double> = LottieProperty(100),
                isInverted: Bool = false, expansion: LottieProperty<Double> = LottieProperty(0), name: String? = nil) {
        self.mode = mode
        self.path = path
        self.opacity = opacity
        self.isInverted = isInverted
        self.expansion = expansion
        self.name = name
    }
}
