import Scrollwork

extension LottiePlayer {
    /// A player over the animation named `name` in `loader`'s search directories (cached).
    public convenience init(named name: String, loader: LottieLoader = LottieLoader(),
                            options: LottieRenderer.Options = .init(), clock: any PlaybackClock) throws(LottieError) {
        self.init(animation: try loader.animation(named: name), options: options, clock: clock)
    }

    /// A player over the animation in a file (`.json`, `.lottie`), cached by path.
    public convenience init(contentsOfFile path: String, loader: LottieLoader = LottieLoader(),
                            options: LottieRenderer.Options = .init(), clock: any PlaybackClock) throws(LottieError) {
        self.init(animation: try loader.animation(contentsOfFile: path), options: options, clock: clock)
    }
}
