import ScrollworkLottie

/// An installed package handed out by ``PackageStore/package(_:)``: its folder, and its
/// animation loaded and validated by `LottieReader`.
public struct InstalledPackage: Sendable {
    /// The package id.
    public var id: String
    /// The installed version.
    public var version: String
    /// The folder holding the unpacked files (never changes while this version is installed).
    public var directory: String
    /// The animation file inside ``directory`` (`data.json`, another `.json`, or `animation.lottie`).
    public var animationPath: String
    /// The animation, read from ``animationPath``.
    public var animation: LottieAnimation
}
