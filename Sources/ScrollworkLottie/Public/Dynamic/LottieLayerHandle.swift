import Scrollwork

/// The transform of one layer of a Lottie file as live ``LottieValueHandle``s: drive them with
/// core animations to move, turn, scale or fade the layer (from ``LottieRenderer/layer(named:)``).
///
/// ```swift
/// let star = try content.renderer.layer(named: "Star")
/// let turn = Animation(star.rotationDegrees, \.value)   // clockwise
/// turn[0] = 0; turn[2] = 360
/// intro.add(turn)
/// ```
///
/// Values are in the file's units, which the names say where they differ from a scene
/// `Node`'s: position and anchor in the parent's coordinates, scale in percent, rotation in
/// degrees, opacity in percent (0…100). Not `Sendable`.
public final class LottieLayerHandle {
    /// The layer's keypath (its name, or a path through precomposition layers).
    public let keypath: AnimationKeypath
    /// `Transform.Position` (a split position is driven as a whole).
    public let position: LottieValueHandle<Point>
    /// `Transform.Anchor Point`.
    public let anchor: LottieValueHandle<Point>
    /// `Transform.Scale`, percent (100 is identity; a `Node`'s scale is a factor).
    public let scalePercent: LottieValueHandle<Point>
    /// `Transform.Rotation`, degrees, clockwise.
    public let rotationDegrees: LottieValueHandle<Double>
    /// `Transform.Opacity`, percent: 0…100 (a `Node`'s opacity is 0…1).
    public let opacityPercent: LottieValueHandle<Double>

    init(keypath: AnimationKeypath, position: LottieValueHandle<Point>, anchor: LottieValueHandle<Point>,
         scale: LottieValueHandle<Point>, rotation: LottieValueHandle<Double>, opacity: LottieValueHandle<Double>) {
        self.keypath = keypath
        self.position = position
        self.anchor = anchor
        self.scalePercent = scale
        self.rotationDegrees = rotation
        self.opacityPercent = opacity
    }

    /// Returns the layer to the file's own transform.
    public func reset() {
        position.reset(); anchor.reset(); scalePercent.reset(); rotationDegrees.reset(); opacityPercent.reset()
    }
}
