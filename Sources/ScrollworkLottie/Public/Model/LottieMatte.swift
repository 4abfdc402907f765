/// A track matte on a content layer (`tt`, `tp`, LOTTIE_FORMAT.md §11), with its source
/// already resolved within the same layer list.
public struct LottieMatte: Hashable, Sendable {
    /// How the source's pixels gate the content.
    public enum Mode: Int, Hashable, Sendable, CaseIterable {
        /// 1: multiply by the source's alpha.
        case alpha = 1
        /// 2: multiply by 1 − alpha.
        case alphaInverted = 2
        /// 3: multiply by the source's luma.
        case luma = 3
        /// 4: multiply by 1 − luma.
        case lumaInverted = 4
    }

    /// The mode (`tt`).
    public package(set) var mode: Mode
    /// The source's `ind` given by `tp`, if the file named one.
    public package(set) var sourceIndex: Int?
    /// The source's position in the containing layer list: the layer whose `ind` is `tp`, else
    /// the layer just before the content layer. `nil` when it could not be found (draw the
    /// content unmatted; a diagnostic says so).
    public package(set) var sourceLayer: Int?

    /// Creates a matte.
    package init(mode: Mode, sourceIndex: Int? = nil, sourceLayer: Int? = nil) {
        self.mode = mode
        self.sourceIndex = sourceIndex
        self.sourceLayer = sourceLayer
    }
}
