import Scrollwork

/// Running actions and changing inputs.
extension LottieStateMachine {
    typealias InputValue = LottieStateMachineDefinition.Input.Value

    /// Runs actions in order (each counted against the step's bound); `runPipeline`: each one
    /// that changes an input evaluates transitions (interactions), else they only mark inputs
    /// changed (entry and exit actions).
    func run(_ actions: [Definition.Action], runPipeline: Bool, fromAction: Bool) {
        for action in actions {
            budget.actions += 1
            guard budget.actions <= limits.maxActionsPerStep else {
                halt(LottieStateMachineError(kind: .transitionLimit, path: currentStateName,
                                             message: "more than \(limits.maxActionsPerStep) actions in one step "
                                                 + "(LottieStateMachineLimits.maxActionsPerStep): the machine is stopped"))
                return
            }
            perform(action, runPipeline: runPipeline, fromAction: fromAction)
        }
    }

    private func perform(_ action: Definition.Action, runPipeline: Bool, fromAction: Bool) {
        func setNumber(_ name: String, _ value: Double) {
            guard value.isFinite else { return }
            set(name, .numeric(value), runPipeline: runPipeline, fromAction: fromAction)
        }
        switch action {
        case .increment(let name, let operand), .decrement(let name, let operand):
            guard let value = inputs.numeric(name), inputs.values[name] != nil else { return }
            let step = operand.flatMap(number) ?? 1
            if case .increment = action { setNumber(name, value + step) } else { setNumber(name, value - step) }
        case .multiply(let name, let operand):
            guard let value = inputs.numeric(name), let factor = number(operand) else { return }
            setNumber(name, value * factor)
        case .floor(let name):
            guard let value = inputs.numeric(name) else { return }
            setNumber(name, value.rounded(.down))
        case .clamp(let name, let low, let high):
            guard let value = inputs.numeric(name) else { return }
            let lo = low.flatMap(number), hi = high.flatMap(number)
            guard lo != nil || hi != nil else { return }
            if let lo, let hi, lo > hi { return }
            setNumber(name, Swift.min(Swift.max(value, lo ?? -.infinity), hi ?? .infinity))
        case .toggle(let name):
            guard let value = inputs.boolean(name) else { return }
            set(name, .boolean(!value), runPipeline: runPipeline, fromAction: fromAction)
        case .setBoolean(let name, let operand):
            let value: Bool?
            switch operand {
            case .boolean(let b): value = b
            case .input(let other): value = inputs.boolean(other)
            default: value = nil
            }
            guard let value else { return }
            set(name, .boolean(value), runPipeline: runPipeline, fromAction: fromAction)
        case .setString(let name, let operand):
            let value: String
            switch operand {
            case .input(let other): value = inputs.string(other) ?? "$" + other
            case .string(let s): value = s
            case .number(let n): value = "\(n)"
            case .boolean(let b): value = "\(b)"
            }
            set(name, .string(value), runPipeline: runPipeline, fromAction: fromAction)
        case .setNumeric(let name, let operand):
            guard let value = number(operand) else { return }
            setNumber(name, value)
        case .setRandom(let name, let low, let high, let integer):
            let r = random.next()
            let lo = low.flatMap(number) ?? 0, hi = high.flatMap(number) ?? 1
            guard lo <= hi else { return }
            setNumber(name, integer ? Swift.min((lo + r * (hi - lo + 1)).rounded(.down), hi.rounded(.down)) : lo + r * (hi - lo))
        case .fire(let name):
            fire(name, runPipeline: runPipeline)
        case .reset(let name):
            reset(name, runPipeline: runPipeline, fromAction: fromAction)
        case .setTheme(let operand):
            let id: String
            switch operand {
            case .input(let other): id = inputs.string(other) ?? other
            case .string(let s): id = s
            default: return
            }
            applyTheme(id)
        case .setFrame(let operand):
            guard let frame = number(operand) else { return }
            show(frame: frame)
        case .setProgress(let operand):
            guard let percent = number(operand) else { return }
            show(frame: player.frameRange.clampedFrame(atProgress: Swift.min(Swift.max(percent, 0), 100) / 100))
        case .fireCustomEvent(let message):
            notify(.customEvent(message))
        case .openURL(let operand, let target):
            let url: String
            switch operand {
            case .input(let other): url = inputs.string(other) ?? "$" + other
            case .string(let s): url = s
            default: return
            }
            guard openURLPolicy.allows(url, userInteraction: pointer.isUserInteraction), let open = openURLPolicy.open else { return }
            open(url, target)
            notify(.openURL(url: url, target: target))
        case .unsupported:
            break
        }
    }

    /// Sets an input of the same type; observers hear of a change. Returns false when there is
    /// no such input.
    @discardableResult
    func set(_ name: String, _ value: InputValue, runPipeline: Bool, fromAction: Bool) -> Bool {
        guard let old = inputs.set(name, value) else { return false }
        if old != value { notify(.inputChanged(name: name, from: old, to: value)) }
        if fromAction { actionMutatedInputs = true }
        if runPipeline { self.runPipeline() }
        return true
    }

    @discardableResult
    func reset(_ name: String, runPipeline: Bool, fromAction: Bool) -> Bool {
        guard let (old, new) = inputs.resetInput(name) else { return false }
        if old != new, !StateMachineInputs.isElapsedTime(name) { notify(.inputChanged(name: name, from: old, to: new)) }
        if fromAction { actionMutatedInputs = true }
        if runPipeline { self.runPipeline() }
        return true
    }

    @discardableResult
    func fire(_ name: String, runPipeline: Bool) -> Bool {
        guard inputs.isEvent(name) else { return false }
        notify(.inputFired(name))
        firedEvent = name
        if runPipeline { self.runPipeline() }
        return true
    }

    /// Shows a frame (clamped to the animation) without interrupting a play.
    private func show(frame: Double) {
        if player.isPlaying {
            player.seek(to: frame)
        } else {
            player.setFrame(frame, callCompletionIfNecessary: false)
        }
    }

    /// Applies a theme of the archive to the player's renderer.
    func applyTheme(_ id: String) {
        guard let theme = archive?.theme(id: id) else {
            let error = LottieStateMachineError(kind: .notFound, path: currentStateName, message: "SetTheme: no theme '\(id)' in the archive")
            lastError = error
            notify(.error(error))
            return
        }
        player.renderer.apply(theme: theme, animationID: animationID)
    }
}
