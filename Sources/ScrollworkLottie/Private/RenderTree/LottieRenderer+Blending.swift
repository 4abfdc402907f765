extension LottieRenderer {
    /// Draws every frame from now on as the blend of `frames` weighted by `weights` (the first
    /// frame is the one asked for; see ``TrackBlend``). Bumps ``revision``.
    func setBlend(frames: [Double], weights: [Double]) {
        blending.set(frames: frames, weights: weights)
        revision &+= 1
    }

    /// Draws plain frames again.
    func clearBlend() {
        guard blending.isActive else { return }
        blending.clear()
        revision &+= 1
    }
}
