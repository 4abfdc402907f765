/// A list of layers with its own time: the root composition or a precomp asset.
/// Index 0 is on top: draw from the last layer to the first.
public struct LottieComposition: Hashable, Sendable {
    /// The layers, top first.
    public package(set) var layers: [LottieLayer]
    /// The frame rate the asset declares (`fr`), if any; time inside precomps follows the root.
    public package(set) var frameRate: Double?
    /// The name (`nm`), if any.
    public package(set) var name: String?

    /// Creates a composition.
    package init(layers: [LottieLayer], frameRate: Double? = nil, name: String? = nil) {
        self.layers = layers
        self.frameRate = frameRate
        self.name = name
    }
}
