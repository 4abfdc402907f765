import Scrollwork

/// A live value for the properties of a Lottie file that a keypath matches: the JazzHands way
/// of driving one layer of a designer's file from the scroll. Bind a core `Animation` to
/// ``value`` and every frame drawn afterwards shows the animated value instead of the file's.
///
/// ```swift
/// let logo = try content.renderer.valueHandle(for: "Logo.Transform.Position", as: Point.self)
/// let slide = Animation(logo, \.value)          // a core animation, like any other
/// slide[0] = Point(x: 100, y: 200); slide[1] = Point(x: 400, y: 200)
/// animator.add(slide)                          // the scroll now moves the logo
/// ```
///
/// A handle is inactive — the file's own values draw — until ``value`` is first set; ``reset()``
/// makes it inactive again. Handles come from ``LottieRenderer/valueHandle(for:as:)`` (or
/// ``LottieRenderer/layer(named:)``), which binds them to that renderer through the same
/// mechanism as value providers; values are in the file's units (see
/// ``LottieRenderer/setValueProvider(_:keypath:)``).
///
/// Not `Sendable`: it lives in the isolation domain of the renderer and animator using it.
public final class LottieValueHandle<Value: Interpolatable & Sendable> {
    /// The keypath it was made for.
    public let keypath: AnimationKeypath
    /// The full keypaths of the properties it drives.
    public internal(set) var matches: [AnimationKeypath] = []
    /// The value drawn while the handle is active. Before it is set, the file's value of the
    /// first matched property at its first keyframe (setting it activates the handle).
    public var value: Value {
        didSet {
            isActive = true
            onChange?()
        }
    }
    /// Whether ``value`` replaces the file's values.
    public private(set) var isActive = false
    /// Tells the renderer its pixels changed (bumps its revision).
    var onChange: (() -> Void)?

    init(keypath: AnimationKeypath, value: Value) {
        self.keypath = keypath
        self.value = value
    }

    /// Returns the properties to the file's own values (until ``value`` is set again).
    public func reset() {
        guard isActive else { return }
        isActive = false
        onChange?()
    }
}
