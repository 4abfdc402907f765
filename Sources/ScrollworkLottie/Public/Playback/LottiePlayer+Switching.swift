import Scrollwork

/// Switching animation and tweening, for dotLottie archives and state machines.
extension LottiePlayer {
    /// Shows another animation (one of a dotLottie archive's) in this player: a running play
    /// ends with `completion(false)`, the bounds become the new file's `ip … op − 1`, and the
    /// first frame is shown. ``content`` stays the same object (a scene node showing it shows
    /// the new animation), and its renderer is made with the same options (the same expression
    /// engine); value providers and a theme bound to the old renderer are not carried over.
    public func load(_ newAnimation: LottieAnimation) {
        animation = newAnimation
        content.replaceRenderer(LottieRenderer(newAnimation, options: renderer.options))
        replaceBounds(first: newAnimation.frameRange.inPoint, last: newAnimation.frameRange.lastFrame)
        setFrame(newAnimation.frameRange.inPoint, callCompletionIfNecessary: false)
    }

    /// Shows a blend of two frames (ThorVG's and dotlottie-rs's tween): every animated
    /// property's value is `from`'s blended toward `to`'s by `easing(progress)`. Scrubs like
    /// setting ``currentFrame`` (a running play stops). The blend stays, whatever frame is
    /// shown, until ``endTween()`` returns to plain frames.
    ///
    /// ```swift
    /// player.tween(from: 0, to: 30, progress: 0.5, easing: .easeInOutQuad)   // halfway between two poses
    /// ```
    public func tween(from: Double, to: Double, progress: Double, easing: Easing = .linear) {
        let p = easing.value(at: progress.isFinite ? min(max(progress, 0), 1) : 0)
        showBlend(frames: [from, to], weights: [1 - p, p])
    }

    /// Tweens between the starts of two markers (see ``tween(from:to:progress:easing:)``).
    /// Returns false, showing nothing new, when either marker is missing.
    @discardableResult
    public func tween(fromMarker from: String, toMarker to: String, progress: Double, easing: Easing = .linear) -> Bool {
        guard let a = animation.marker(named: from), let b = animation.marker(named: to) else { return false }
        tween(from: a.startFrame, to: b.startFrame, progress: progress, easing: easing)
        return true
    }

    /// Ends a tween: frames draw plainly again.
    public func endTween() {
        renderer.clearBlend()
    }

    /// Shows the weighted blend of frames (the first is the frame the player shows; weights sum
    /// to 1): a tweened transition's retargeted blend.
    func showBlend(frames: [Double], weights: [Double]) {
        guard let first = frames.first else { return }
        if currentFrame != first || isPlaying { setFrame(first, callCompletionIfNecessary: false) }
        renderer.setBlend(frames: frames, weights: weights)
    }
}
