import Scrollwork

/// The transform of one layer of a Lottie file as live ``LottieValueHandle``s: drive them with
/// core animations to move, turn, scale or fade the layer (from ``LottieRenderer/layer(named:)``).
///
/// ```swift
/// let star = try content.renderer.layer(named: "Star")
/// let turn = Animation(star.rotation, \.value)   // degrees, clockwise
/// turn[0] = 0; turn[2] = 360
/// intro.add(turn)
/// ```
///
/// Values are in the file's units: position and anchor in the parent's coordinates, scale in
/// percent, rotation in degrees, opacity 0…100. Not `Sendable`.
public final class LottieLayerHandle {
    /// The layer's keypath (its name, or a path through precomposition layers).
    public let keypath: AnimationKeypath
    /// `Transform.Position` (a split position is driven as a whole).
    public let position: LottieValueHandle<Point>
    /// `Transform.Anchor Point`.
    public let anchor: LottieValueHandle<Point>
    /// `Transform.Scale`, percent.
    public let scale: LottieValueHandle<Point>
    /// `Transform.Rotation`, degrees.
    public let rotation: LottieValueHandle<Double>
    /// `Transform.Opacity`, 0…100.
    public let opacity: LottieValueHandle<Double>

    init(keypath: AnimationKeypath, position: LottieValueHandle<Point>, anchor: LottieValueHandle<Point>,
         scale: LottieValueHandle<Point>, rotation: LottieValueHandle<Double>, opacity: LottieValueHandle<Double>) {
        self.keypath = keypath
        self.position = position
        self.anchor = anchor
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
    }

    /// Returns the layer to the file's own transform.
    public func reset() {
        position.reset(); anchor.reset(); scale.reset(); rotation.reset(); opacity.reset()
    }
}
