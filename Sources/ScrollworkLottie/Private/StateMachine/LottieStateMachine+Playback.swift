import Scrollwork

/// What states play, tweened transitions, and the clock.
extension LottieStateMachine {
    /// Advances the machine to the player's clock: the player's play (completions and loops
    /// run the interactions that answer them), `@elapsedTime` (transitions guarded by it are
    /// evaluated), and a tweened transition's blend. Call it once per display frame instead
    /// of `player.tick()`. Allocates nothing while nothing happens.
    public func tick() {
        let now = player.clock.now
        let dt = Swift.max(0, now - (lastTick ?? now))
        lastTick = now
        guard status != .stopped else {
            player.tick()
            return
        }
        budget.begin()
        defer { budget.end() }
        inputs.elapsedTime += dt
        if tween != nil {
            advanceTween(now: now)
        } else {
            player.tick()
            let runs = player.completedRuns
            if runs > playback.runs {
                let loops = runs - playback.runs
                playback.runs = runs
                for _ in 0..<Swift.min(loops, limits.maxTransitionsPerStep) where status != .stopped {
                    interact(.onLoopComplete)
                }
            }
            if playback.completedGeneration == playback.generation {
                playback.completedGeneration = nil
                if status != .stopped { interact(.onComplete) }
            }
        }
        if readsElapsedTime, status != .stopped { runPipeline() }
    }

    /// Posts a completion of the current state's play (as the player would), for hosts that
    /// drive the player themselves.
    public func postCompletion() {
        step { interact(.onComplete) }
    }

    /// Runs the actions of the completion interactions of the current state.
    func interact(_ kind: Definition.InteractionKind) {
        let name = currentStateName
        for interaction in definition.interactions where interaction.kind == kind && interaction.stateName == name {
            run(interaction.actions, runPipeline: true, fromAction: false)
            if status == .stopped { return }
        }
    }

    /// The frames a state plays: its segment (a marker, or frames) within the animation,
    /// else the whole animation.
    func frames(of state: Definition.State) -> (Double, Double) {
        let first = player.startFrame, last = player.endFrame
        func clamp(_ f: Double) -> Double { Swift.min(Swift.max(f, first), last) }
        switch state.segment {
        case .marker(let name)?:
            guard let marker = player.animation.marker(named: name) else { return (first, last) }
            return (clamp(marker.startFrame), clamp(marker.endFrame))
        case .frames(let a, let b)?:
            return (clamp(a), clamp(b))
        case nil:
            return (first, last)
        }
    }

    /// The frame a state starts on: its segment's first (its last for the reverse modes).
    func startFrame(of state: Definition.State) -> Double {
        let (a, b) = frames(of: state)
        return state.mode == .reverse || state.mode == .reverseBounce ? b : a
    }

    /// Sets the player up as a playback state asks: its animation (when another of the
    /// archive), segment, loop, mode and speed, then plays (autoplay) or shows its first frame.
    func applyPlayback(_ state: Definition.State) {
        if !state.animation.isEmpty, state.animation != animationID, let archive,
           let animation = try? archive.animation(id: state.animation) {
            let theme = player.renderer.themeID.flatMap(archive.theme(id:))
            player.load(animation)
            animationID = state.animation
            if let theme { player.renderer.apply(theme: theme, animationID: animationID) }
        }
        if let colour = state.background { background = colour }
        let (a, b) = frames(of: state)
        let bounces = state.mode == .bounce || state.mode == .reverseBounce
        let reversed = state.mode == .reverse || state.mode == .reverseBounce
        if !state.loops {
            player.loopMode = bounces ? .repeatBackwards(1) : .playOnce
        } else if state.loopCount > 0 {
            player.loopMode = bounces ? .repeatBackwards(Double(state.loopCount)) : .repeat(Double(state.loopCount))
        } else {
            player.loopMode = bounces ? .autoReverse : .loop
        }
        player.speed = state.speed
        playback.generation += 1
        playback.completedGeneration = nil
        playback.runs = 0
        guard state.autoplay else {
            player.setFrame(reversed ? b : a, callCompletionIfNecessary: false)
            return
        }
        let generation = playback.generation
        player.play(fromFrame: reversed ? b : a, toFrame: reversed ? a : b) { [weak self] finished in
            guard finished, let self, self.playback.generation == generation else { return }
            self.playback.completedGeneration = generation
        }
    }

    /// Starts a tween to state `s` (or retargets the one running): from what the player
    /// shows now to the state's first frame.
    func startTween(to s: Int, _ spec: Definition.Transition.Tween) {
        let now = player.clock.now
        let targetFrame = startFrame(of: definition.states[s])
        let sources: [(frame: Double, weight: Double)]
        if let running = tween {
            sources = running.folded()
        } else {
            player.pause()
            sources = [(player.currentFrame, 1)]
        }
        tween = TweenTransition(sources: sources, target: s, targetFrame: targetFrame, start: now,
                                duration: spec.duration, easing: spec.easing)
        status = .tweening
        updateBlend()
    }

    /// Moves the blend to the clock; lands the tween (enters its target) when it is done.
    private func advanceTween(now: Double) {
        guard var running = tween else { return }
        let t = running.duration > 0 ? Swift.min(1, (now - running.start) / running.duration) : 1
        running.progress = running.easing.value(at: t)
        tween = running
        if t >= 1 {
            tween = nil
            player.endTween()
            player.setFrame(running.targetFrame, callCompletionIfNecessary: false)
            status = .running
            enter(running.target)
            if status == .running { runPipeline() }
            return
        }
        updateBlend()
    }

    /// Hands the tween's blend at its progress to the player.
    private func updateBlend() {
        guard let running = tween else { return }
        running.blend(running.progress, into: &blendFrames, &blendWeights)
        player.showBlend(frames: blendFrames, weights: blendWeights)
    }
}
