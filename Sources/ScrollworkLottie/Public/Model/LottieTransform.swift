/// A Lottie transform: a layer's `ks`, a shape group's `tr`, or a repeater's `tr`
/// (LOTTIE_FORMAT.md §5). Units as in the file: degrees, percent, opacity 0–100.
///
/// The matrix is `T(p) · R(r) · R(−sa) · Shx(−tan sk) · R(sa) · S(s/100) · T(−a)`; opacity is
/// not part of it. 3D fields are kept for diagnostics only.
public struct LottieTransform: Hashable, Sendable {
    /// Anchor point (`a`).
    public package(set) var anchor: LottieProperty<LottieVector>
    /// Position (`p`), combined or split per axis.
    public package(set) var position: LottiePosition
    /// Scale in percent (`s`); `[100, 100]` is identity.
    public package(set) var scale: LottieProperty<LottieVector>
    /// Rotation in degrees clockwise (`r`; `rz` in a 3D transform, one with `rx`).
    public package(set) var rotation: LottieProperty<Double>
    /// Opacity 0–100 (`o`).
    public package(set) var opacity: LottieProperty<Double>
    /// Skew angle in degrees (`sk`).
    public package(set) var skew: LottieProperty<Double>
    /// Skew axis in degrees (`sa`).
    public package(set) var skewAxis: LottieProperty<Double>
    /// 3D rotation about x (`rx`), kept for diagnostics; not drawn.
    public package(set) var rotationX: LottieProperty<Double>?
    /// 3D rotation about y (`ry`), kept for diagnostics; not drawn.
    public package(set) var rotationY: LottieProperty<Double>?
    /// 3D orientation (`or`), kept for diagnostics; not drawn.
    public package(set) var orientation: LottieProperty<LottieVector>?
    /// Repeater transforms only: opacity of the first copy, 0–100 (`so`).
    public package(set) var startOpacity: LottieProperty<Double>?
    /// Repeater transforms only: opacity of the last copy, 0–100 (`eo`).
    public package(set) var endOpacity: LottieProperty<Double>?

    /// The identity transform.
    package init() {
        anchor = LottieProperty(.zero)
        position = .combined(LottieProperty(.zero))
        scale = LottieProperty(LottieVector(x: 100, y: 100))
        rotation = LottieProperty(0)
        opacity = LottieProperty(100)
        skew = LottieProperty(0)
        skewAxis = LottieProperty(0)
    }

    /// The identity transform.
    public static let identity = LottieTransform()
}

/// A position: one vector property (with spatial tangents) or one scalar per axis (`p.s: true`).
public enum LottiePosition: Hashable, Sendable {
    /// A vector property; its keyframes may carry spatial tangents (§6.6).
    case combined(LottieProperty<LottieVector>)
    /// Separate x, y (and z) properties, no spatial tangents.
    case split(x: LottieProperty<Double>, y: LottieProperty<Double>, z: LottieProperty<Double>?)

    /// Whether any component is keyframed.
    public var isAnimated: Bool {
        switch self {
        case .combined(let p): return p.isAnimated
        case .split(let x, let y, let z): return x.isAnimated || y.isAnimated || (z?.isAnimated ?? false)
        }
    }
}
